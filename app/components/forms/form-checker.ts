/**
 * What a form loads once the visitor starts using it (form-check.ts): the shared schema's checker
 * (and the file fields' rules), the summary of what to correct, which only ever shows after a
 * check, and the sending code.
 */
import { checkForm, type CheckWords, type FieldErrors } from "~/lib/forms/check";
import { checkFiles, kindByName, type Upload } from "~/lib/forms/files";
import type { FormKind } from "~/lib/forms/schemas";

export { ErrorSummary } from "./error-summary";
export { deliver } from "~/lib/browser/deliver";

/** Everything wrong with a form's values and its files, by field (empty when nothing is). */
export function problems(
  form: FormKind,
  values: Record<string, string>,
  words: CheckWords,
  upload?: Upload & { files: readonly File[] },
): FieldErrors {
  const checked = checkForm(form, values, words);
  const found: FieldErrors = checked.ok ? {} : { ...checked.errors };
  if (upload) {
    const facts = upload.files.map((f) => ({ name: f.name, size: f.size, kind: kindByName(f.name, f.type) }));
    const problem = checkFiles(upload.rule, facts, upload.words);
    if (problem) found[upload.rule.field] = problem;
  }
  return found;
}
