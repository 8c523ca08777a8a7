/**
 * The forms' words as a build was made with them (BUILD/forms.json, written by the build beside
 * serve.json): what the server's own form pages (thank-you, the form again with its errors) say.
 * The live build's file is read at each swap, so a published change to a form's words reaches
 * those pages at once; a build without the file (an older one) leaves the words compiled in.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { langs, type Lang } from "~/i18n/lang";
import type { FormName } from "~/lib/delivery";
import { formSpec, type FormSpec } from "../forms/form-fields";

export type FormWords = Record<FormName, Record<Lang, FormSpec>>;

const NAMES: readonly FormName[] = ["contact", "application", "newsletter", "referral"];

export const FORM_WORDS_FILE = "forms.json";

/** Every form's words in both languages, from the content this code was built with. */
export function formWordsNow(): FormWords {
  return Object.fromEntries(
    NAMES.map((form) => [form, Object.fromEntries(langs.map((lang) => [lang, formSpec(form, lang)]))]),
  ) as FormWords;
}

/** The build's forms.json, or null when it has none or it is not whole. */
export function readFormWords(buildDir: string): FormWords | null {
  let words: Partial<FormWords>;
  try {
    words = JSON.parse(readFileSync(path.join(buildDir, FORM_WORDS_FILE), "utf8")) as Partial<FormWords>;
  } catch {
    return null;
  }
  const whole = NAMES.every((form) => langs.every((lang) => Array.isArray(words[form]?.[lang]?.fields)));
  return whole ? (words as FormWords) : null;
}
