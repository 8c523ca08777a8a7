import { afterNextPaint } from "../after-paint";

const WIDE = "(min-width: 64rem)"; // lg: the phone menu is hidden there

/**
 * The phone menu (a native <details>, opened and closed by the browser itself). While it is open:
 * everything outside the header is inert (Tab and screen readers stay in the menu), the page
 * behind does not scroll, and Escape or growing past the phone layout closes it (Escape also
 * returns focus to its summary); following one of its links closes it.
 *
 * Making a long page inert restyles all of it, so that follows after the next paint, and a tap
 * shows the menu without waiting for it. Plain DOM code, used by the React header and by pages
 * with islands only alike. Returns the undo.
 */
export function enhancePhoneMenu(details: HTMLDetailsElement): () => void {
  const summary = details.querySelector("summary");
  let background: HTMLElement[] = [];
  let scheduled = false;
  let live = true;

  const setModal = (modal: boolean) => {
    if (modal === background.length > 0) return;
    if (modal) background = [...document.querySelectorAll<HTMLElement>("body > :not(header, script)")];
    for (const el of background) el.inert = modal;
    if (modal) document.documentElement.dataset.scrollLocked = "";
    else {
      delete document.documentElement.dataset.scrollLocked;
      background = [];
    }
  };
  // Whatever the menu did meanwhile (opened and closed again), the page follows its last state.
  const follow = () => {
    if (scheduled) return;
    scheduled = true;
    afterNextPaint(() => {
      scheduled = false;
      if (live) setModal(details.open);
    });
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

  if (details.open) follow(); // opened before the script ran
  const listeners = new AbortController();
  const signal = listeners.signal;
  details.addEventListener("toggle", follow, { signal });
  details.addEventListener("click", onLink, { signal });
  document.addEventListener("keydown", onKey, { signal });
  wide.addEventListener("change", onWide, { signal });
  return () => {
    live = false;
    setModal(false);
    listeners.abort();
  };
}
