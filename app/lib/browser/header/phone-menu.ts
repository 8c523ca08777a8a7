import { afterNextPaint, whenIdle } from "../after-paint";

const WIDE = "(min-width: 64rem)"; // lg: the phone menu is hidden there

/** What the open menu makes inert: everything outside the header, <main> by its parts (not <main> itself). */
export const BACKGROUND_PARTS = "body > :not(header, script, main), main > *";
const backgroundParts = (): HTMLElement[] =>
  [...document.querySelectorAll<HTMLElement>(BACKGROUND_PARTS)].filter((el) => !el.inert);

/**
 * The phone menu (a native <details>, opened and closed by the browser itself). While it is open:
 * everything outside the header is inert (Tab and screen readers stay in the menu), the page
 * behind does not scroll, and Escape or growing past the phone layout closes it (Escape also
 * returns focus to its summary); following one of its links closes it.
 *
 * Making a long page inert restyles all of it (118 ms in one task on the home page of a phone
 * four times slower than this machine), so that follows after the next paint, and a tap shows the
 * menu without waiting for it; and it goes one part of the page at a time (each section of <main>,
 * the skip link, the footer), a task each, so no long task holds up the visitor's next tap (the
 * longest part, home's first section, 42 ms). Once the page is idle, the closed panel is laid
 * out ahead, hidden (data-ready, app.css), so the tap's own frame only shows and paints it.
 * Plain DOM code, used by the React header and by pages with islands only alike. Returns the undo.
 */
export function enhancePhoneMenu(details: HTMLDetailsElement): () => void {
  const summary = details.querySelector("summary");
  let parts: HTMLElement[] = []; // the page behind, in parts, while the menu is open or closing
  let made = 0; // how many of them are inert
  let working = false;
  let live = true;

  const lockScroll = (locked: boolean) => {
    if (locked === "scrollLocked" in document.documentElement.dataset) return;
    if (locked) document.documentElement.dataset.scrollLocked = "";
    else delete document.documentElement.dataset.scrollLocked;
  };
  // One part per task towards what the menu shows now (opened and closed again meanwhile: it turns).
  const work = () => {
    if (!live) return;
    if (details.open && !parts.length) parts = backgroundParts();
    lockScroll(details.open);
    if (details.open && made < parts.length) parts[made++]!.inert = true;
    else if (!details.open && made > 0) parts[--made]!.inert = false;
    else {
      if (!details.open) parts = [];
      working = false;
      return;
    }
    setTimeout(work, 0);
  };
  const follow = () => {
    if (working) return;
    working = true;
    afterNextPaint(work);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !details.open) return;
    details.open = false;
    summary?.focus();
  };
  const onLink = (event: MouseEvent) => {
    if ((event.target as Element).closest("a") && !(event.target as Element).closest("summary")) details.open = false;
  };
  const wide = window.matchMedia(WIDE);
  const onWide = () => {
    if (wide.matches) details.open = false;
  };

  // Lay the closed panel out while the page is idle (app.css: hidden, not left out), so a tap
  // only has to show it: its style and layout come before the tap, not in it.
  let cancelIdle = () => {};
  afterNextPaint(() => {
    if (live) cancelIdle = whenIdle(() => (details.dataset.ready = ""));
  });

  if (details.open) follow(); // opened before the script ran
  const listeners = new AbortController();
  const signal = listeners.signal;
  details.addEventListener("toggle", follow, { signal });
  details.addEventListener("click", onLink, { signal });
  document.addEventListener("keydown", onKey, { signal });
  wide.addEventListener("change", onWide, { signal });
  return () => {
    live = false;
    cancelIdle();
    delete details.dataset.ready;
    for (const part of parts.slice(0, made)) part.inert = false;
    lockScroll(false);
    listeners.abort();
  };
}
