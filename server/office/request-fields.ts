/**
 * What a request holds, as staff read it: each field's label and, for a choice, the words of the
 * choice rather than its code, in the reader's language (the forms' own words, ../form-fields.ts).
 */
import type { Lang } from "~/i18n/lang";
import type { FormName } from "~/lib/delivery";
import type { StoredRequest } from "../db/requests";
import { formSpec, type FieldSpec } from "../form-fields";

export interface ShownField {
  name: string;
  label: string;
  kind: FieldSpec["kind"];
  /** The raw value (a phone number to dial, an e-mail to write to). */
  raw: string;
  /** The value as words. */
  text: string;
}

function words(spec: FieldSpec, value: string): string {
  if (spec.kind === "checkboxes")
    return value
      .split(",")
      .map((v) => spec.options?.find((o) => o.value === v.trim())?.label ?? v.trim())
      .join(", ");
  return spec.options?.find((o) => o.value === value)?.label ?? value;
}

export function shownFields(request: StoredRequest, lang: Lang): ShownField[] {
  if (!request.values) return [];
  const values = request.values;
  return formSpec(request.form, lang)
    .fields.filter((spec) => values[spec.name])
    .map((spec) => ({
      name: spec.name,
      label: spec.label,
      kind: spec.kind,
      raw: values[spec.name]!,
      text: words(spec, values[spec.name]!),
    }));
}

/** Every field of the given kinds, in form order, once each (the CSV's columns). */
export function allFields(forms: readonly FormName[], lang: Lang): { name: string; label: string }[] {
  const seen = new Map<string, string>();
  for (const form of forms)
    for (const spec of formSpec(form, lang).fields) if (!seen.has(spec.name)) seen.set(spec.name, spec.label);
  return [...seen].map(([name, label]) => ({ name, label }));
}

/** Who the request is from, in one line: the name, or the e-mail of a newsletter sign-up. */
export const senderOf = (request: StoredRequest): string => request.values?.name ?? request.values?.email ?? "";
