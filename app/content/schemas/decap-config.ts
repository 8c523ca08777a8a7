/**
 * The editor's configuration (Decap CMS at /admin), generated from the content schemas: one
 * collection per kind of file, a widget per field from its type (dates, selects, lists,
 * Markdown), required fields and patterns as the schemas have them. English and Spanish side by
 * side: the facts of an entry are edited in English only, its words in both.
 */
import { z } from "zod";
import { collections, type FolderCollection } from "./collections.ts";
import { articleFactsSchema, articleWordsSchema } from "./articles.ts";

type Json = Record<string, unknown>;
export type DecapField = Json & { name: string; label: string; widget: string };

export interface EditorBackend {
  /** "github" (a save is a commit to `repo`), signed in through an OAuth proxy at `authUrl`. */
  repo: string;
  branch: string;
  authUrl?: string;
  /** decap-server for `npm run edit`: "http://127.0.0.1:8081/api/v1". */
  localBackendUrl?: string;
}

/** The JSON Schema of a zod schema as an editor fills it in (before defaults and transforms). */
export const jsonSchema = (schema: z.ZodType): Json =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Json;

/** A nullable field's non-null branch, with the outer title and description. */
function unwrap(node: Json): { node: Json; nullable: boolean } {
  const anyOf = node.anyOf as Json[] | undefined;
  if (!anyOf) return { node, nullable: false };
  const inner = anyOf.find((branch) => branch.type !== "null") ?? {};
  const outer = Object.fromEntries(Object.entries(node).filter(([key]) => key !== "anyOf"));
  return { node: { ...inner, ...outer }, nullable: anyOf.some((branch) => branch.type === "null") };
}

function options(node: Json): unknown[] {
  const values = (node.enum as unknown[] | undefined) ?? (node.const !== undefined ? [node.const] : []);
  const labels = node.labels as Record<string, string> | undefined;
  return labels ? values.map((value) => ({ label: labels[String(value)] ?? String(value), value })) : values;
}

const label = (name: string, node: Json) => (node.title as string | undefined) ?? name;

/** One Decap field from one JSON Schema property. */
export function decapField(name: string, raw: Json, required: boolean): DecapField {
  const { node, nullable } = unwrap(raw);
  const base: Json & { name: string; label: string } = {
    name,
    label: label(name, node),
    required: required && !nullable && !("default" in raw),
  };
  if (node.description) base.hint = node.description;
  // What a new entry starts with (the schema still requires the field).
  if (node.editorDefault !== undefined) base.default = node.editorDefault;
  const pattern = node.pattern as string | undefined;
  const withPattern = (field: Json) =>
    pattern && node.widget !== "date"
      ? { ...field, pattern: [pattern, node.patternMessage ?? `Must match ${pattern}`] }
      : field;

  if (node.widget === "date" || node.format === "date")
    return {
      ...base,
      widget: "datetime",
      format: "YYYY-MM-DD",
      date_format: "YYYY-MM-DD",
      time_format: false,
      picker_utc: true,
    } as DecapField;
  if (node.enum || node.const !== undefined) return { ...base, widget: "select", options: options(node) } as DecapField;
  switch (node.type) {
    case "boolean":
      return { ...base, widget: "boolean", default: false } as DecapField;
    case "number":
    case "integer": {
      const field: Json = { ...base, widget: "number", value_type: node.type === "integer" ? "int" : "float" };
      if (node.minimum !== undefined) field.min = node.minimum;
      if (node.maximum !== undefined && node.maximum !== Number.MAX_SAFE_INTEGER) field.max = node.maximum;
      return field as DecapField;
    }
    case "array": {
      const items = unwrap(node.items as Json).node;
      if (items.enum)
        return { ...base, widget: "select", multiple: true, options: options(items), min: node.minItems } as DecapField;
      if (items.type === "object")
        return { ...base, widget: "list", fields: decapFields(items), min: node.minItems } as DecapField;
      const field = decapField("line", { title: "Line", ...items }, true);
      return { ...base, widget: "list", field, collapsed: false, min: node.minItems } as DecapField;
    }
    case "object": {
      // Inside an optional object (a sign-off not yet given) nothing is required: the editor
      // would otherwise refuse to save until it is filled in.
      const fields = decapFields(node).map((f) => (base.required ? f : optional(f)));
      return { ...base, widget: "object", fields } as DecapField;
    }
    default:
      return withPattern({ ...base, widget: (node.widget as string | undefined) ?? "string" }) as DecapField;
  }
}

const optional = (field: DecapField): DecapField => ({
  ...field,
  required: false,
  ...(Array.isArray(field.fields) ? { fields: (field.fields as DecapField[]).map(optional) } : {}),
});

/** The fields of an object schema, in order. */
export function decapFields(node: Json): DecapField[] {
  const properties = (node.properties ?? {}) as Record<string, Json>;
  const required = new Set((node.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, prop]) => decapField(name, prop, required.has(name)));
}

/** The facts of a folder collection as one object: with one schema per entry, every field any entry has. */
export function factsObject(facts: FolderCollection["facts"]): Json {
  if (facts instanceof z.ZodObject) return jsonSchema(facts);
  const schemas = Object.values(facts).map(jsonSchema);
  const properties: Record<string, Json> = {};
  for (const schema of schemas) Object.assign(properties, schema.properties);
  const required = Object.keys(properties).filter((key) =>
    schemas.every((s) => ((s.required as string[] | undefined) ?? []).includes(key)),
  );
  return { type: "object", properties, required };
}

const i18n = (fields: DecapField[], mode: boolean | "duplicate") => fields.map((f) => ({ ...f, i18n: mode }));

export function decapConfig(backend: EditorBackend): Json {
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
  const articles = {
    name: "articles",
    label: "Articles",
    label_singular: "Article",
    description: "The blog. A new article appears on the blog, in the feeds and in the sitemap at the next build.",
    folder: "app/content/blog",
    extension: "md",
    format: "frontmatter",
    create: true,
    delete: true,
    i18n: true,
    identifier_field: "title",
    slug: "{{slug}}",
    summary: "{{title}} ({{date}})",
    sortable_fields: ["date", "title"],
    fields: [
      ...i18n(decapFields(jsonSchema(articleWordsSchema)), true),
      ...i18n(decapFields(jsonSchema(articleFactsSchema)), "duplicate"),
      {
        name: "body",
        label: "Text",
        widget: "markdown",
        required: true,
        i18n: true,
        hint: "Facts are written as {tokens}: {phone}, {name}. Links to pages without /es.",
      },
    ],
  };
  return {
    backend: {
      name: "github",
      repo: backend.repo,
      branch: backend.branch,
      ...(backend.authUrl ? { base_url: backend.authUrl } : {}),
      commit_messages: { create: "Add {{collection}} “{{slug}}”", update: "Update {{collection}} “{{slug}}”" },
    },
    ...(backend.localBackendUrl ? { local_backend: { url: backend.localBackendUrl } } : {}),
    publish_mode: "simple",
    media_folder: "public/uploads",
    public_folder: "/uploads",
    i18n: { structure: "multiple_folders", locales: ["en", "es"], default_locale: "en" },
    collections: [...dataCollections, articles],
  };
}
