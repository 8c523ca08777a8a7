import type { Lang } from "~/i18n/lang";
import { checkForm, type CheckWords, type Validation } from "./check";
import { formErrors } from "~/content/form-errors";
import { referralForm } from "~/content/referral-form";
import type { FormKind } from "./schemas";

/** Each form's messages in a language: the referral has checks of its own, the others share theirs. */
export const errorWordsOf = (form: FormKind, lang: Lang): CheckWords =>
  form === "referral" ? referralForm[lang].errors : formErrors[lang];

/**
 * checkForm with the messages in `lang`: the server's entry (it gets the page's language with the
 * values). Pages use checkForm with the words their loader gave them, so their JavaScript carries
 * one language only.
 */
export function validateForm<K extends FormKind>(form: K, values: Record<string, string>, lang: Lang): Validation<K> {
  return checkForm(form, values, errorWordsOf(form, lang));
}
