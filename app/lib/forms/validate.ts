import type { Lang } from "~/i18n/lang";
import { checkForm, type Validation } from "./check";
import { formErrors } from "~/content/form-errors";
import type { FormKind } from "./schemas";

/**
 * checkForm with the messages in `lang`: the server's entry (it gets the page's language with the
 * values). Pages use checkForm with the words their loader gave them, so their JavaScript carries
 * one language only.
 */
export function validateForm<K extends FormKind>(form: K, values: Record<string, string>, lang: Lang): Validation<K> {
  return checkForm(form, values, formErrors[lang]);
}
