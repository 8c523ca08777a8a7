/**
 * Build-time loading of the data files (app/content/data/): each file is read, checked with its
 * schema (app/content/schemas/) and handed to the app as a virtual module, so the browser gets
 * plain values and neither the YAML parser nor zod. A bad file stops the build with the file, the
 * field and what was expected:
 *   app/content/data/offers/en/referral-credit.yml: ends: expected a date like 2026-12-31, got 'next Friday'
 *
 * Modules: `virtual:content/<collection>/facts` (the facts of each entry, in order) and
 * `virtual:content/<collection>/words` ({ en, es } words by entry id) for folder collections,
 * `virtual:content/<collection>` for a single file (one named export per top-level key), and
 * `virtual:content/pages/<page>` for a page's words (`en` and `es`), `virtual:content/pages/<page>/<part>`
 * for one top-level part of them (`en` and `es` of that part only), and `virtual:content/photos` for
 * the photo library made into files (scripts/photos.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { z } from "zod";
import type { Plugin } from "vite";
import {
  collections,
  DATA_DIR,
  type Collection,
  type FileCollection,
  type FolderCollection,
} from "./schemas/collections.ts";
import { pageWordsList } from "./schemas/pages/index.ts";
import { placementProblems, type PhotosOnPages } from "./schemas/photos.ts";
import type { PageWords } from "./schemas/words.ts";
import { SLUG_PATTERN } from "./schemas/fields.ts";
import { formatIssues } from "./schemas/issues.ts";

export { formatIssues };

const PREFIX = "virtual:content/";

/** What an editor leaves behind when it clears a field: "", null and {} mean "not set" (every nullable field defaults to null). */
function cleared(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(cleared);
  if (value && typeof value === "object") {
    const entries = Object.entries(value)
      .map(([k, v]) => [k, cleared(v)] as const)
      .filter(([, v]) => v !== undefined);
    return entries.length ? Object.fromEntries(entries) : undefined;
  }
  return value === "" || value === null ? undefined : value;
}

export class ContentError extends Error {
  constructor(readonly lines: string[]) {
    super(`The content has ${lines.length === 1 ? "a problem" : `${lines.length} problems`}:\n  ${lines.join("\n  ")}`);
    this.name = "ContentError";
  }
}

/**
 * Where the files are read from: the disk by default; the server's check before a save passes
 * the files about to be written over those on disk, so that it and the build judge alike.
 */
export interface ContentSource {
  read(file: string): string;
  /** The names in a folder (relative to the root), [] when there is none. */
  list(dir: string): string[];
}

export const diskSource = (root: string): ContentSource => ({
  read: (file) => fs.readFileSync(path.join(root, file), "utf8"),
  list: (dir) => (fs.existsSync(path.join(root, dir)) ? fs.readdirSync(path.join(root, dir)) : []),
});

function readYaml(source: ContentSource, file: string, problems: string[]): unknown {
  try {
    return cleared(parse(source.read(file)) ?? {}) ?? {};
  } catch (error) {
    problems.push(`${file}: not readable YAML (${(error as Error).message.split("\n")[0]})`);
    return undefined;
  }
}

function check<S extends z.ZodType>(schema: S, data: unknown, file: string, problems: string[]) {
  if (data === undefined) return undefined;
  const result = schema.safeParse(data, { reportInput: true });
  if (result.success) return result.data as z.output<S>;
  problems.push(...formatIssues(file, result.error.issues));
  return undefined;
}

const ymlIds = (source: ContentSource, dir: string) =>
  source
    .list(dir)
    .filter((f) => f.endsWith(".yml"))
    .map((f) => f.slice(0, -4))
    .sort();

export interface FolderData {
  facts: ({ id: string } & Record<string, unknown>)[];
  words: { en: Record<string, unknown>; es: Record<string, unknown> };
  files: string[];
}

export function loadFolder(root: string, c: FolderCollection, source = diskSource(root)): FolderData {
  const problems: string[] = [];
  const en = ymlIds(source, `${c.folder}/en`);
  const es = ymlIds(source, `${c.folder}/es`);
  for (const id of es.filter((id) => !en.includes(id)))
    problems.push(`${c.folder}/es/${id}.yml: has no English file (${c.folder}/en/${id}.yml)`);
  for (const id of en.filter((id) => !es.includes(id)))
    problems.push(`${c.folder}/en/${id}.yml: has no Spanish file (${c.folder}/es/${id}.yml)`);
  const fixed = c.facts instanceof z.ZodObject ? null : (c.facts as Record<string, z.ZodObject>);
  const result: FolderData = { facts: [], words: { en: {}, es: {} }, files: [] };
  for (const id of en.filter((id) => es.includes(id))) {
    const enFile = `${c.folder}/en/${id}.yml`;
    const esFile = `${c.folder}/es/${id}.yml`;
    result.files.push(enFile, esFile);
    if (!new RegExp(SLUG_PATTERN).test(id)) {
      problems.push(`${enFile}: the file name must be lowercase words joined by hyphens`);
      continue;
    }
    const factsSchema = fixed ? fixed[id] : (c.facts as z.ZodObject);
    if (!factsSchema) {
      problems.push(
        `${enFile}: no ${c.labelSingular.toLowerCase()} of this name; expected one of ${Object.keys(fixed!).join(", ")}`,
      );
      continue;
    }
    // The facts' own checks (a rule across fields: a patient's photo needs an authorization) stay.
    const checks = (factsSchema._zod.def.checks ?? []) as z.core.$ZodCheck<Record<string, unknown>>[];
    const enData = check(
      z.strictObject({ ...factsSchema.shape, ...c.words.shape }).check(...checks),
      readYaml(source, enFile, problems),
      enFile,
      problems,
    );
    // The Spanish file holds the words; facts copied there by an editor are ignored (English is the source).
    const esRaw = readYaml(source, esFile, problems) as Record<string, unknown> | undefined;
    const esWords = esRaw && Object.fromEntries(Object.entries(esRaw).filter(([k]) => !(k in factsSchema.shape)));
    const esData = check(c.words, esWords, esFile, problems);
    if (!enData || !esData) continue;
    const facts: Record<string, unknown> = { id };
    const words: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(enData as Record<string, unknown>))
      (key in c.words.shape ? words : facts)[key] = value;
    result.facts.push(facts as FolderData["facts"][number]);
    result.words.en[id] = words;
    result.words.es[id] = esData;
  }
  if (problems.length) throw new ContentError(problems);
  const order = fixed ? Object.keys(fixed) : null;
  const { field, order: direction } = c.sort;
  result.facts.sort((a, b) => {
    if (order) return order.indexOf(a.id) - order.indexOf(b.id);
    const [x, y] = [a[field], b[field]] as [string | number, string | number];
    const compared = x < y ? -1 : x > y ? 1 : a.id.localeCompare(b.id);
    return direction === "ascending" ? compared : -compared;
  });
  return result;
}

export function loadFile(root: string, c: FileCollection | PageWords, source = diskSource(root)): unknown {
  const problems: string[] = [];
  const data = check(c.schema, readYaml(source, c.file, problems), c.file, problems);
  if (data && c.name === "photosOnPages") problems.push(...placedPhotoProblems(c.file, data as PhotosOnPages, source));
  if (problems.length) throw new ContentError(problems);
  return data;
}

/** The area pages' slugs: the names of their data files. */
export const areaSlugs = (source: ContentSource): string[] => ymlIds(source, "app/content/data/areas/en");

/** Photos on pages name photos of the library and areas that have a page. */
const placedPhotoProblems = (file: string, placed: PhotosOnPages, source: ContentSource) =>
  placementProblems(file, placed, ymlIds(source, `${DATA_DIR}/photos/en`), areaSlugs(source));

/** Loads any collection: the facts and words of a folder, or the data of a file. */
export const loadCollection = (root: string, c: Collection, source = diskSource(root)): unknown =>
  c.kind === "folder" ? loadFolder(root, c, source) : loadFile(root, c, source);

function moduleFor(root: string, id: string): { code: string; files: string[] } | null {
  const [name, part, section] = id.slice(PREFIX.length).split("/");
  const c =
    name === "pages"
      ? pageWordsList.find((x) => x.name === part)
      : (collections as readonly Collection[]).find((x) => x.name === name);
  if (!c) return null;
  if (c.kind === "words" && section) {
    // One part of a page's words (`virtual:content/pages/navigation/nav`): the browser gets only the part it shows.
    const { en, es } = loadFile(root, c) as Record<"en" | "es", Record<string, unknown>>;
    if (!(section in en)) return null;
    const code = `export const en = ${JSON.stringify(en[section])};\nexport const es = ${JSON.stringify(es[section])};`;
    return { code, files: [c.file] };
  }
  if (c.kind !== "folder") {
    // One export per top-level key: the browser bundle keeps only those some page reads.
    const data = loadFile(root, c) as Record<string, unknown>;
    const code = Object.entries(data).map(([key, value]) => `export const ${key} = ${JSON.stringify(value)};`);
    // A page's words name their page: the editor's preview finds the facts they were filled with by it (page-words.ts).
    if (c.kind === "words") code.push(`export const page = ${JSON.stringify(c.name)};`);
    return { code: code.join("\n"), files: [c.file] };
  }
  const data = loadFolder(root, c);
  if (part !== "facts" && part !== "words") return null;
  // `order` only sorts the entries: the browser does not need it.
  const value =
    part === "facts"
      ? data.facts.map((entry) => Object.fromEntries(Object.entries(entry).filter(([k]) => k !== "order")))
      : data.words;
  return { code: `export default ${JSON.stringify(value)};`, files: data.files };
}

/** The Vite plugin: resolves and loads the virtual modules, and reloads the page when a data file changes. */
export function contentData(root: string): Plugin {
  const dataDir = path.join(root, "app/content/data");
  return {
    name: "content-data",
    enforce: "pre",
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      if (id === `\0${PREFIX}photos`) {
        // The library's photos, made (or found in the cache) by scripts/photos.ts: { id: PhotoData }.
        const { photoLibrary } = await import("../../scripts/photos.ts");
        const library = await photoLibrary(root);
        return `export default ${JSON.stringify(library.photos)};`;
      }
      const found = moduleFor(root, id.slice(1));
      if (!found) throw new Error(`${id.slice(1)}: no such content module`);
      for (const file of found.files) this.addWatchFile(path.join(root, file));
      return found.code;
    },
    configureServer(server) {
      // `npm run dev`: the photos' files from the cache the build copies them from (scripts/photos.ts).
      server.middlewares.use("/photos/", (req, res, next) => {
        const name = path.basename(decodeURIComponent((req.url ?? "").split("?")[0]!));
        const file = path.join(process.env.PHOTO_CACHE ?? path.join(root, "node_modules/.cache/photos"), name);
        if (!/^[a-z0-9-]+\.(avif|webp|jpg)$/.test(name) || !fs.existsSync(file)) return next();
        res.setHeader("Content-Type", `image/${name.endsWith(".jpg") ? "jpeg" : path.extname(name).slice(1)}`);
        fs.createReadStream(file).pipe(res);
      });
      server.watcher.add(dataDir);
      const changed = (file: string) => {
        if (!file.startsWith(dataDir)) return;
        for (const env of Object.values(server.environments))
          for (const mod of env.moduleGraph.idToModuleMap.values())
            if (mod.id?.startsWith(`\0${PREFIX}`)) env.moduleGraph.invalidateModule(mod);
        server.ws.send({ type: "full-reload" });
      };
      server.watcher.on("add", changed).on("change", changed).on("unlink", changed);
    },
  };
}
