/**
 * The hero slideshow's classes for a slide and its picture, for the React slideshow and the DOM
 * code that runs it on a page React does not hydrate (one set of rules). A slide is "drawn" when
 * it shows or has been prepared to show: a hidden slide's picture is not styled or laid out until
 * then (its 4:3 box keeps its size), and the one about to show waits at opacity 0 in a layer of
 * its own, taking no taps.
 */
export function slideClass(active: boolean, prepared: boolean): string {
  const drawn = active || prepared;
  return `col-start-1 row-start-1 ${drawn ? "will-change-[opacity]" : ""} ${active ? "opacity-100 motion-safe:transition-opacity motion-safe:duration-700" : `pointer-events-none opacity-0 print:hidden ${prepared ? "" : "invisible"}`}`;
}

export function pictureClass(drawn: boolean): string {
  return `pointer-events-none visible aspect-[4/3] overflow-hidden rounded-2xl bg-brand-50 ${drawn ? "" : "[content-visibility:hidden]"}`;
}
