/**
 * The editor's configuration (Decap CMS at /admin), generated from the content schemas: one
 * collection per kind of file, a widget per field from its type (dates, selects, lists,
 * Markdown), required fields and patterns as the schemas have them. English and Spanish side by
 * side: the facts of an entry are edited in English only, its words in both.
 */
import { z } from "zod";
import { collections } from "./collections.ts";
import { decapFields, factsObject, i18n, jsonSchema, type DecapField } from "./decap-fields.ts";
import { markdownCollections } from "./decap-markdown.ts";
import { inSpanish } from "./decap-spanish.ts";
import { pageWordsList } from "./pages/index.ts";

type Json = Record<string, unknown>;

export { decapFields, factsObject, jsonSchema, type DecapField };

/**
 * Where the editor saves: the site's own server ("server": Decap's proxy protocol at a path of the
 * same site, behind the office's sign-in), or GitHub ("github": a save is a commit to `repo`,
 * signed in through an OAuth proxy at `authUrl`, for a static host that rebuilds on each push).
 */
export type EditorBackend = (
  { kind: "server"; proxyUrl: string } | { kind: "github"; repo: string; branch: string; authUrl?: string }
) & {
  /** decap-server for `npm run edit` only: "http://127.0.0.1:8081/api/v1". */
  localBackendUrl?: string;
};

/**
 * A page's words are translated; a figure among them (a loyalty level's hours) is the same in
 * both languages: typed on the English side and copied to the Spanish one.
 */
function translated(field: DecapField): DecapField {
  if (field.widget === "number") return { ...field, i18n: "duplicate" };
  const fields = field.fields as DecapField[] | undefined;
  const item = field.field as DecapField | undefined;
  return {
    ...field,
    i18n: true,
    ...(fields ? { fields: fields.map(translated) } : {}),
    ...(item ? { field: translated(item) } : {}),
  };
}

/** The configuration in the person's office language: labels, hints and descriptions in Spanish for "es". */
export function decapConfig(backend: EditorBackend, lang: "en" | "es" = "en"): Json {
  const config = englishConfig(backend);
  return lang === "es" ? inSpanish(config) : config;
}

function englishConfig(backend: EditorBackend): Json {
  const dataCollections = collections.map((c) => {
    if (c.kind === "file")
      return {
        name: c.name,
        label: c.label,
        description: c.description,
        editor: { preview: false },
        files: [{ name: c.name, label: c.label, file: c.file, fields: decapFields(jsonSchema(c.schema)) }],
      };
    const fixed = !(c.facts instanceof z.ZodObject);
    return {
      name: c.name,
      label: c.label,
      label_singular: c.labelSingular,
      description: c.description,
      folder: c.folder,
      extension: "yml",
      format: "yml",
      create: !fixed,
      delete: true,
      i18n: true,
      identifier_field: c.summaryField,
      summary: `{{${c.summaryField}}}`,
      sortable_fields: [c.sort.field],
      fields: [
        ...i18n(decapFields(jsonSchema(c.words)), true),
        // The facts live in the English file only: no i18n, so the Spanish side shows only the words.
        ...decapFields(factsObject(c.facts)).map((f) => ({ ...f, i18n: false })),
      ],
    };
  });
  // Each page's words: one file with `en:` and `es:`, the two side by side; pages grouped as the office thinks of them.
  const groups = [...new Set(pageWordsList.map((p) => p.group))];
  const pageCollections = groups.map((group) => ({
    name: `pages-${group.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`,
    label: `Pages: ${group}`,
    description:
      "Every sentence of these pages, English and Spanish side by side. Facts are written as {placeholders}: each field says which it takes.",
    i18n: { structure: "single_file", locales: ["en", "es"], default_locale: "en" },
    editor: { preview: true },
    files: pageWordsList
      .filter((p) => p.group === group)
      .map((p) => ({
        name: p.name,
        label: p.label,
        file: p.file,
        description: p.description,
        i18n: true,
        fields: decapFields(jsonSchema(p.words)).map(translated),
      })),
  }));
  return {
    backend:
      backend.kind === "server"
        ? { name: "proxy", proxy_url: backend.proxyUrl }
        : {
            name: "github",
            repo: backend.repo,
            branch: backend.branch,
            ...(backend.authUrl ? { base_url: backend.authUrl } : {}),
            commit_messages: { create: "Add {{collection}} “{{slug}}”", update: "Update {{collection}} “{{slug}}”" },
          },
    ...(backend.localBackendUrl ? { local_backend: { url: backend.localBackendUrl } } : {}),
    // Drafts (saved, then published later) on the site's own server; a save publishes at once on
    // GitHub (a static host rebuilds on each push) and with `npm run edit`'s decap-server (files only).
    publish_mode: backend.kind === "server" && !backend.localBackendUrl ? "editorial_workflow" : "simple",
    media_folder: "public/uploads",
    public_folder: "/uploads",
    i18n: { structure: "multiple_folders", locales: ["en", "es"], default_locale: "en" },
    collections: [...dataCollections, ...pageCollections, ...markdownCollections()],
  };
}
