import { fill } from "~/i18n/format";
import type { FormErrorWords } from "~/content/form-errors";
import { schemas, type FormKind, type FormOutput } from "./schemas";

/** Field name -> message, at most one message per field, in the form's field order. */
export type FieldErrors = Record<string, string>;

/**
 * A form's messages: the shared ones, and those of its own checks, by the key its schema gives
 * them (`z.regex(ZIP, "zip")` is shown as `formats.zip`).
 */
export type CheckWords = FormErrorWords & { formats?: Record<string, string> };

export type Validation<K extends FormKind> = { ok: true; data: FormOutput[K] } | { ok: false; errors: FieldErrors };

interface Issue {
  code: string;
  path: PropertyKey[];
  maximum?: unknown;
  message?: string;
}

function message(issue: Issue, absent: boolean, words: CheckWords): string {
  const field = String(issue.path[0]);
  if (absent) return words.required[field as keyof FormErrorWords["required"]] ?? words.choice;
  const own = issue.message && words.formats && Object.hasOwn(words.formats, issue.message);
  if (own) return words.formats![issue.message!]!;
  switch (issue.code) {
    case "too_big":
      return fill(words.tooLong, { max: Number(issue.maximum) });
    case "invalid_format":
      return /email$/i.test(field) ? words.email : /phone$/i.test(field) ? words.phone : words.choice;
    default:
      return words.choice;
  }
}

/** The values as the schema reads them: trimmed, empty ones left out (an absent field). */
function cleaned(values: Record<string, string>): Record<string, string> {
  // fromEntries defines own properties: a field named "__proto__" cannot reach the prototype.
  const entries = Object.entries(values).map(([name, value]) => [name, typeof value === "string" ? value.trim() : ""]);
  return Object.fromEntries(entries.filter(([, value]) => value !== ""));
}

/**
 * Checks a form's values against its schema with the given words (a page passes the words its
 * loader gave it, so its JavaScript carries one language only). Never throws.
 */
export function checkForm<K extends FormKind>(
  form: K,
  values: Record<string, string>,
  words: CheckWords,
): Validation<K> {
  const input = cleaned(values);
  const result = schemas[form].safeParse(input);
  if (result.success) return { ok: true, data: result.data as FormOutput[K] };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    errors[field] ??= message(issue, !Object.hasOwn(input, field), words);
  }
  return { ok: false, errors };
}
