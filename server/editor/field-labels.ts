/**
 * A field of a content file named as the editor shows it: its label (and its parents'), from the
 * editor's configuration, with the language of the file or of the page's column: "Title (es)",
 * "Top of the page › Heading (en)". A path the configuration does not know is shown as it is.
 */
import { decapConfig } from "~/content/schemas/decap-config";
import type { FieldMark } from "./errors";
import type { FieldPath } from "./merge-fields";
import { whatInWords } from "./problem-words";

type Lang = "en" | "es";

interface Field {
  name: string;
  label?: string;
  fields?: Field[];
  field?: Field;
}
interface Collection {
  label?: string;
  folder?: string;
  i18n?: boolean | { structure?: string };
  files?: { file: string; label?: string; fields: Field[] }[];
  fields?: Field[];
}

const collections: Partial<Record<Lang, Collection[]>> = {};
/** The editor's collections with their labels in `lang` (the person's office language). */
const all = (lang: Lang) =>
  (collections[lang] ??= decapConfig({ kind: "server", proxyUrl: "/admin/api" }, lang).collections as Collection[]);

/** The fields of the file `rel`, and whether its first key is the language (a page's words). */
function fieldsOf(rel: string, lang: Lang): { fields: Field[]; byLanguage: boolean } | null {
  for (const c of all(lang)) {
    const file = c.files?.find((f) => f.file === rel);
    if (file)
      return { fields: file.fields, byLanguage: typeof c.i18n === "object" && c.i18n.structure === "single_file" };
    if (c.folder && c.fields && rel.startsWith(`${c.folder}/`)) return { fields: c.fields, byLanguage: false };
  }
  return null;
}

/** The field's own label (the innermost) and its column's language, to mark it in the form. */
export function fieldMark(rel: string, path: FieldPath, ui: Lang = "en"): FieldMark {
  const lang = /\/(en|es)\//.exec(rel)?.[1] ?? (path[0] === "en" || path[0] === "es" ? path[0] : undefined);
  const names = fieldLabel(rel, path, ui)
    .replace(/ \((en|es)\)$/, "")
    .split(" › ")
    .filter((n) => !/^\d+$/.test(n));
  return { label: names.at(-1) ?? "", ...(lang ? { lang: lang as "en" | "es" } : {}) };
}

/** The field of a problem of the check ("<file>: <field path>: <what>"), or null for a problem of the whole file. */
export function problemMark(problem: string, ui: Lang = "en"): FieldMark | null {
  const m = /^app\/content\/(\S+?): ([\w.-]+): /.exec(problem);
  if (!m) return null;
  const path = m[2]!.split(".").map((key) => (/^\d+$/.test(key) ? Number(key) : key));
  return { ...fieldMark(`app/content/${m[1]}`, path, ui), message: problemInWords(problem, ui) };
}

/** The field at `path` of the file `rel` by its labels in `ui`, with its column's language: "Top of the page › Heading (es)". */
export function fieldLabel(rel: string, path: FieldPath, ui: Lang = "en"): string {
  const lang = /\/(en|es)\//.exec(rel)?.[1];
  const known = fieldsOf(rel, ui);
  let rest = [...path];
  let language = lang;
  if (known?.byLanguage && (rest[0] === "en" || rest[0] === "es")) {
    language = String(rest[0]);
    rest = rest.slice(1);
  }
  const names: string[] = [];
  let fields = known?.fields;
  for (const key of rest) {
    if (typeof key === "number") {
      names.push(String(key + 1));
      continue;
    }
    const field = fields?.find((f) => f.name === key);
    names.push(field?.label ?? key);
    fields = field?.fields ?? field?.field?.fields ?? (field?.field ? [field.field] : undefined);
  }
  const named = names.join(" › ") || (ui === "es" ? "toda la entrada" : "the whole entry");
  return language ? `${named} (${language})` : named;
}

/**
 * A problem of the check ("<file>: <field path>: <what>") as the editor's person reads it: the
 * field by its label first, then what is wrong, then the file ("Title (es): missing (…) · jobs/es/x.yml").
 */
export function problemInWords(problem: string, ui: Lang = "en"): string {
  const m = /^app\/content\/(\S+?): ([\w.-]+): ([\s\S]*)$/.exec(problem);
  if (!m) return problem;
  const [, file, at, what] = m as unknown as [string, string, string, string];
  const path = at.split(".").map((key) => (/^\d+$/.test(key) ? Number(key) : key));
  return `${fieldLabel(`app/content/${file}`, path, ui)}: ${whatInWords(what, ui)} (${file})`;
}

/** The refusal of a save the check found problems in, in the person's office language. */
export const notSavedWords = (lang: Lang, problems: string[]) =>
  `${lang === "es" ? "No se guardó" : "Not saved"}: ${problems.map((p) => problemInWords(p, lang)).join(" · ")}`;

/**
 * A content file as the editor names it, for the site's history: its page or collection by its
 * label, an entry by its name, the language ("Offers › referral-credit (en)", "Careers"). A file
 * the configuration does not know (a photo's original) is named by its file name.
 */
export function fileInWords(rel: string, ui: Lang = "en"): string {
  for (const c of all(ui)) {
    const file = c.files?.find((f) => f.file === rel);
    if (file) return file.label ?? c.label ?? rel;
    if (c.folder && rel.startsWith(`${c.folder}/`)) {
      const rest = rel.slice(c.folder.length + 1).replace(/\.(ya?ml|md)$/, "");
      const m = /^(en|es)\/(.+)$/.exec(rest);
      return m ? `${c.label} › ${m[2]} (${m[1]})` : `${c.label} › ${rest}`;
    }
  }
  return rel.split("/").at(-1) ?? rel;
}
