/**
 * What a request holds, as staff read it: each field's label and, for a choice, the words of the
 * choice rather than its code, in the reader's language (the forms' own words, ../form-fields.ts);
 * dates as Florida writes them (03/14/1948). Files are not fields here: ./documents.ts lists them.
 */
import type { Lang } from "~/i18n/lang";
import type { FormName } from "~/lib/delivery";
import type { StoredRequest } from "../db/requests";
import { formSpec, type FieldSpec } from "../forms/form-fields";

export interface ShownField {
  name: string;
  label: string;
  kind: FieldSpec["kind"];
  /** The raw value (a phone number to dial, an e-mail to write to). */
  raw: string;
  /** The value as words. */
  text: string;
  /** The heading of the field's group, where the form has groups (a referral's "Referred by"). */
  group?: string;
}

const YES: Record<Lang, string> = { en: "Yes", es: "Sí" };

function words(spec: FieldSpec, value: string, lang: Lang): string {
  if (spec.kind === "consent") return value === "yes" ? YES[lang] : value;
  if (spec.kind === "date") return value.replace(/^(\d{4})-(\d{2})-(\d{2})$/, "$2/$3/$1");
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
      label: spec.office ?? spec.label,
      kind: spec.kind,
      raw: values[spec.name]!,
      text: words(spec, values[spec.name]!, lang),
      ...(spec.group && { group: spec.group.office }),
    }));
}

/** Every field of the given kinds, in form order, once each (the CSV's columns). */
export function allFields(forms: readonly FormName[], lang: Lang): { name: string; label: string }[] {
  const seen = new Map<string, string>();
  for (const form of forms)
    for (const spec of formSpec(form, lang).fields)
      if (spec.kind !== "file" && !seen.has(spec.name)) seen.set(spec.name, spec.label);
  return [...seen].map(([name, label]) => ({ name, label }));
}

/**
 * Who the request is about, in one line: the name, or the e-mail of a newsletter sign-up; for a
 * referral the patient's name (the clinician who sent it is its `name`).
 */
export const senderOf = (request: StoredRequest): string =>
  (request.form === "referral" ? request.values?.patientName : request.values?.name) ?? request.values?.email ?? "";

/** A referral's sender, for a line under the patient's name: "Dr. Ana Ruiz, Lakeland Regional". */
export const referrerOf = (request: StoredRequest): string | null =>
  request.form === "referral" && request.values
    ? [request.values.name, request.values.organization].filter(Boolean).join(", ")
    : null;
