/**
 * Publishes the sticky header's real height as `--header-h` on <html>; app.css reserves it as
 * scroll-padding-top, so focused elements and #anchors never land under the header, whatever the
 * width, language or text size. A header taller than a quarter of the window (large text, short
 * windows) stops being sticky (`data-unstuck`) and reserves nothing. (`--header-h` is a CSSOM
 * property, which the CSP allows; app.css has a fallback for the first paint.) Returns the undo.
 */
export function watchHeaderHeight(header: HTMLElement): () => void {
  if (typeof ResizeObserver === "undefined") return () => {};
  const root = document.documentElement;
  const measure = () => {
    const height = Math.ceil(header.getBoundingClientRect().height);
    const unstuck = height > window.innerHeight / 4;
    header.toggleAttribute("data-unstuck", unstuck);
    root.style.setProperty("--header-h", unstuck ? "0px" : `${height}px`);
  };
  const observer = new ResizeObserver(measure);
  observer.observe(header);
  window.addEventListener("resize", measure);
  return () => {
    observer.disconnect();
    window.removeEventListener("resize", measure);
    root.style.removeProperty("--header-h");
  };
}
