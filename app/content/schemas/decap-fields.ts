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

export const i18n = (fields: DecapField[], mode: boolean | "duplicate") => fields.map((f) => ({ ...f, i18n: mode }));
