/** The lazily loaded part of the forms: the shared schema's checker and the error summary. */
export type FormChecker = typeof import("./form-checker");

let loading: Promise<FormChecker> | null = null;

/**
 * The shared schema's checker, loaded once the visitor starts using a form (first focus or touch
 * in it), not with the page: most visits never fill a form, and the checker is the heaviest part
 * of one (docs/decisions/0010-form-validation.md). Resolves to null when it cannot be loaded
 * (offline): the form then sends unchecked and the server checks. A failed load is tried again.
 */
export function loadCheck(): Promise<FormChecker | null> {
  loading ??= import("./form-checker");
  return loading.catch(() => {
    loading = null;
    return null;
  });
}
