/**
 * Whether the browser is still hydrating the prerendered HTML (the first client render). A render
 * that depends on something that may differ from build time (the URL's language on a shared
 * not-found page, today's date) follows the served HTML while this is true, then updates.
 * The root layout marks the end (use-page-lang.ts).
 */
let done = false;

export const isHydrating = (): boolean => typeof document !== "undefined" && !done;

export function markHydrated(): void {
  done = true;
}
