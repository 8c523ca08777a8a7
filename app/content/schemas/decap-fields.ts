/**
 * The editor's fields, generated from the content schemas' JSON Schema: a widget per field from
 * its type (dates, selects, lists, Markdown), required fields and patterns as the schemas have them.
 */
import { z } from "zod";
import type { FolderCollection } from "./collections.ts";

type Json = Record<string, unknown>;
export type DecapField = Json & { name: string; label: string; widget: string };

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

/** A select's choices: the words of `labels` (the schema's), the value saved behind each. */
function options(node: Json, labels = node.labels as Record<string, string> | undefined): unknown[] {
  const values = (node.enum as unknown[] | undefined) ?? (node.const !== undefined ? [node.const] : []);
  return labels ? values.map((value) => ({ label: labels[String(value)] ?? String(value), value })) : values;
}

/**
 * What a collapsed row of a list shows: its first field of words, or for words in both languages
 * ({ en, es }) the English ones ("Monday – Friday"), never the object itself nor a code.
 */
function rowSummary(fields: DecapField[]): string | undefined {
  const words = (field: DecapField): string[] | null => {
    if (field.widget === "string" || field.widget === "text" || field.widget === "relation") return [field.name];
    if (field.widget !== "object" && field.widget !== "bilingual") return null;
    for (const inner of (field.fields as DecapField[] | undefined) ?? []) {
      const path = words(inner);
      if (path) return [field.name, ...path];
    }
    return null;
  };
  for (const field of fields) {
    const path = words(field);
    if (path) return `{{fields.${path.join(".")}}}`;
  }
  return undefined;
}

/**
 * { en: text, es: text }: the words of one fact in both languages, maybe with a few plain fields of
 * its own (a license line's number and its sample mark): one widget, the two wordings side by side.
 */
export function isBilingual(node: Json): boolean {
  const properties = (node.properties ?? {}) as Record<string, Json>;
  const { en, es, ...others } = properties;
  return (
    en?.type === "string" &&
    es?.type === "string" &&
    Object.values(others).every((p) => (p.type === "string" && !p.enum && !p.format) || p.type === "boolean")
  );
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
    pattern && node.widget !== "date" && node.widget !== "image"
      ? { ...field, pattern: [pattern, node.patternMessage ?? `Must match ${pattern}`] }
      : field;

  if (node.widget === "date" || node.format === "date")
    return {
      ...base,
      widget: "datetime",
      format: "YYYY-MM-DD",
      date_format: "YYYY-MM-DD",
      time_format: false,
      // A calendar day, read and written as the same day in the browser's time (no "UTC" beside a
      // field whose hint speaks of Florida; "Now" is the office's today).
      picker_utc: false,
    } as DecapField;
  // A photo of the library (schemas/photos.ts): chosen by its description, saved as its file name.
  if (node.widget === "relation")
    return withPattern({
      ...base,
      widget: "relation",
      collection: node.collection,
      value_field: "{{slug}}",
      // Entries are named by their `display` fields (a photo by its description and file).
      search_fields: [((node.display as string[] | undefined) ?? ["alt"])[0]],
      display_fields: (node.display as string[] | undefined) ?? ["alt", "file"],
    }) as DecapField;
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
        return {
          ...base,
          widget: "select",
          multiple: true,
          options: options(items, (node.labels ?? items.labels) as Record<string, string> | undefined),
          min: node.minItems,
        } as DecapField;
      if (items.type === "object") {
        // As in an optional object: the rows of an optional list require nothing in the editor (the build still checks them).
        const fields = decapFields(items).map((f) => (base.required ? f : optional(f)));
        const summary = rowSummary(fields);
        return { ...base, widget: "list", fields, min: node.minItems, ...(summary ? { summary } : {}) } as DecapField;
      }
      const field = decapField("line", { title: "Line", ...items }, true);
      return { ...base, widget: "list", field, collapsed: false, min: node.minItems } as DecapField;
    }
    case "object": {
      // Words in both languages inside one file: one widget, English and Spanish side by side (admin/bilingual-widget.js).
      if (isBilingual(node))
        return {
          ...base,
          widget: "bilingual",
          fields: decapFields(node).map((f) => ({ ...f, required: false })),
        } as DecapField;
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

/**
 * `mode` on the fields and on every field inside them (an object's, a list's items): Decap shows a
 * nested field without `i18n` on the default language's side only, so a translated group of
 * fields ("Top of the page") would have a blank Spanish column.
 */
export function i18n(fields: DecapField[], mode: boolean | "duplicate"): DecapField[] {
  return fields.map((f) => {
    const nested = f.fields as DecapField[] | undefined;
    const item = f.field as DecapField | undefined;
    return {
      ...f,
      i18n: mode,
      ...(nested ? { fields: i18n(nested, mode) } : {}),
      ...(item ? { field: i18n([item], mode)[0] } : {}),
    };
  });
}
