/**
 * The check before a save: the files about to be written, laid over the content repository, are
 * judged by the build's own loaders and schemas (app/content/content-data.server.ts for the data files, the
 * article and legal-page parsers for the Markdown). A save the build would refuse is refused,
 * with the build's words: "<file>: <field>: <what was expected>, got <value>".
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseArticle, sameFacts } from "~/content/blog/articles.server";
import { parseLegal } from "~/content/legal/legal.server";
import { allCollections, collectionPath } from "~/content/schemas/collections";
import { ContentError, loadCollection, type ContentSource } from "../../app/content/content-data.server";
import { clearedDates } from "./date-check";

/** Relative path -> new text (null: the file is deleted). */
export type Changes = ReadonlyMap<string, string | null>;

/** The repository as it will be once `changes` are written. */
export function overlay(root: string, changes: Changes): ContentSource {
  return {
    read(file) {
      if (changes.has(file)) {
        const text = changes.get(file);
        if (text === null || text === undefined) throw Object.assign(new Error(`${file}: deleted`), { code: "ENOENT" });
        return text;
      }
      return readFileSync(path.join(root, file), "utf8");
    },
    list(dir) {
      let names: string[] = [];
      try {
        names = readdirSync(path.join(root, dir));
      } catch {
        names = [];
      }
      const set = new Set(names);
      for (const [file, text] of changes) {
        if (path.posix.dirname(file) !== dir) continue;
        if (text === null) set.delete(path.posix.basename(file));
        else set.add(path.posix.basename(file));
      }
      return [...set].sort();
    },
  };
}

const lines = (error: unknown): string[] =>
  error instanceof ContentError ? error.lines : String((error as Error).message ?? error).split("\n");

/**
 * What the build would say about the content once `changes` are written: [] when it would pass;
 * and a date field emptied by a date that does not exist, in the person's language `lang`.
 */
export function checkChanges(root: string, changes: Changes, lang: "en" | "es" = "en"): string[] {
  const source = overlay(root, changes);
  const files = [...changes.keys()];
  const problems: string[] = clearedDates(root, changes, lang);
  for (const c of allCollections) {
    const places = [collectionPath(c), ...(c.kind === "file" ? (c.refersTo ?? []) : [])];
    if (!files.some((f) => places.some((where) => (where.endsWith("/") ? f.startsWith(where) : f === where)))) continue;
    try {
      loadCollection(root, c, source);
    } catch (error) {
      problems.push(...lines(error));
    }
  }
  const markdown = new Set(
    files
      .map((f) => /^app\/content\/(blog|legal)\/(?:en|es)\/([^/]+)\.md$/.exec(f))
      .filter((m) => m !== null)
      .map((m) => `${m[1]}/${m[2]}`),
  );
  for (const key of markdown) {
    const [kind, id] = key.split("/") as ["blog" | "legal", string];
    const read = (lang: "en" | "es") => {
      const file = `app/content/${kind}/${lang}/${id}.md`;
      try {
        return source.read(file);
      } catch {
        return null;
      }
    };
    const [en, es] = [read("en"), read("es")];
    if (en === null && es === null) continue;
    if (en === null || es === null) {
      problems.push(`${kind === "blog" ? "article" : "legal page"} "${id}" needs both en/${id}.md and es/${id}.md`);
      continue;
    }
    try {
      if (kind === "blog") sameFacts(id, parseArticle(id, en, "en"), parseArticle(id, es, "es"));
      else {
        const [a, b] = [parseLegal(id, en, "en"), parseLegal(id, es, "es")];
        if (a.path !== b.path) problems.push(`legal page "${id}": en and es name different pages`);
      }
    } catch (error) {
      problems.push(...lines(error));
    }
  }
  return problems;
}
