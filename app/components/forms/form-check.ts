import checkerUrl from "virtual:lazy/form-checker";

/** The lazily loaded part of the forms: the shared schema's checker, the error summary and the sender. */
export type FormChecker = typeof import("./form-checker");

let loading: Promise<FormChecker> | null = null;

/**
 * The shared schema's checker, loaded once the visitor starts using a form (first focus or touch
 * in it), not with the page: most visits never fill a form, and the checker is the heaviest part
 * of one (docs/decisions/0010-form-validation.md). Resolves to null when it cannot be loaded
 * (offline): nothing can be sent then either, and the form says so and offers the phone. A failed
 * load is tried again.
 */
export function loadCheck(): Promise<FormChecker | null> {
  // A plain import of the chunk's URL (scripts/lazy-module.mjs): no preload helper on the page.
  loading ??= import(/* @vite-ignore */ checkerUrl) as Promise<FormChecker>;
  return loading.catch(() => {
    loading = null;
    return null;
  });
}
