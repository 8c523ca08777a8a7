import * as raw from "virtual:content/pages/form-common";
import { site } from "~/content/site";
import { filledWords } from "./page-words";
import type { FormCommonPlaceholder, FormCommonWords } from "./schemas/pages/form-common";

/**
 * What the forms say about a value they cannot accept, in both languages
 * (app/content/data/pages/form-common.yml). A page gets its own language's copy through its content
 * (loader data); the server picks one by the form's `lang`. "{max}" is left for the check to
 * fill with the field's limit.
 */
export type FormErrorWords = FormCommonWords;

/** What every form says around its fields, from its button to sent or failed. */
export interface FormStateWords {
  honeypot: string;
  submit: string;
  sending: string;
  /** Without JavaScript and without the site's server (console mode): call instead. */
  noScript: string;
  /** The confirmation: what happens next and when. */
  sent: { heading: string; body: string[]; again: string };
  /** Console mode: honest, the request went nowhere. */
  sentConsole: { heading: string; body: string[]; again: string };
  failed: { heading: string; body: string[]; retry: string };
}

/** The phone example in a sentence, on one line: a no-break space and a non-breaking hyphen. */
export const phoneExample = site.phonePlaceholder.replace(" ", "\u00a0").replace("-", "\u2011");

export const formErrors = filledWords<FormErrorWords, Exclude<FormCommonPlaceholder, "max">>(raw, {
  phoneExample,
});
