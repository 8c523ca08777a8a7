/**
 * The parts of a page its first frame leaves unlaid while they are off screen
 * (`content-visibility: auto`), once the head script of root.tsx has marked <html> with
 * DEFERRED_CLASS: the sections below the first one, long prose's sections after the first, the
 * footer. Written once: the stylesheet's rules (vite.config.ts fills them into app.css), the page
 * bootstrap that draws them after the first paint, and the browser tests all read this list.
 */
export const DEFERRED_PARTS = [
  "main > section ~ *",
  "main > article ~ *",
  ".prose > section ~ section",
  "body > footer",
] as const;

/** The class on <html> that turns the deferral on; the bootstrap removes it once the parts are drawn. */
export const DEFERRED_CLASS = "cv";

/** One selector for every part that may be deferred (whether or not it is, right now). */
export const DEFERRED_SELECTOR = DEFERRED_PARTS.join(", ");

/**
 * The stylesheet's rules: deferred on screens while DEFERRED_CLASS is set, always drawn on paper;
 * scrolling is smooth (unless the visitor asks for less motion) once every part is drawn, so while
 * the browser restores a reloaded or revisited page's position during the load, it jumps there.
 * `stock` (the framework's own output, without the bootstrap that draws them): never deferred.
 */
export function deferredPartsCss(stock = false): string {
  const print = `@media print {\n  ${DEFERRED_SELECTOR} {\n    content-visibility: visible;\n  }\n}\n`;
  const smooth = (html: string) =>
    `@media (prefers-reduced-motion: no-preference) {\n  ${html} {\n    scroll-behavior: smooth;\n  }\n}\n`;
  if (stock) return print + smooth("html");
  const on = DEFERRED_PARTS.map((part) => `.${DEFERRED_CLASS} ${part}`).join(",\n");
  return `${on} {\n  content-visibility: auto;\n  contain-intrinsic-size: auto 40rem;\n}\n${print}${smooth(`html:not(.${DEFERRED_CLASS})`)}`;
}

/** Where vite.config.ts writes deferredPartsCss() into app.css. */
export const DEFERRED_PARTS_MARKER = "/* deferred parts: app/lib/deferred-parts.ts */";

/**
 * In the browser, after the first paint: draws the parts the first frame left unlaid, one per
 * task, then turns the deferral off (pages reached by links in the site are drawn whole).
 */
export async function drawDeferredParts(): Promise<void> {
  const nextTask = () => new Promise((go) => setTimeout(go, 0));
  for (const part of document.querySelectorAll<HTMLElement>(DEFERRED_SELECTOR)) {
    if (getComputedStyle(part).contentVisibility !== "auto") continue;
    part.style.contentVisibility = "visible";
    part.getBoundingClientRect();
    await nextTask();
  }
  document.documentElement.classList.remove(DEFERRED_CLASS);
}

/** Resolves after the first contentful paint (or 3 s where the browser does not report paints). */
export const afterFirstPaint = (): Promise<unknown> =>
  new Promise((go) => {
    setTimeout(go, 3000);
    new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length) setTimeout(go, 0);
    }).observe({ type: "paint", buffered: true });
  });
