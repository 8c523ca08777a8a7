import { useEffect, type RefObject } from "react";
import { afterNextPaint } from "~/lib/browser/after-paint";

const WIDE = "(min-width: 64rem)"; // lg: the phone menu is hidden there

/**
 * While the phone menu (a native <details>) is open: everything outside the header is inert (Tab
 * and screen readers stay in the menu), the page behind does not scroll, and Escape or growing
 * past the phone layout closes it (Escape also returns focus to its summary).
 *
 * The browser opens and closes the menu itself, at once; making a long page inert restyles all of
 * it, so that follows after the next paint, and a tap shows the menu without waiting for it.
 */
export function useModalBackground(
  detailsRef: RefObject<HTMLDetailsElement | null>,
  summaryRef: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const details = detailsRef.current;
    if (!details) return;
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
      summaryRef.current?.focus();
    };
    const wide = window.matchMedia(WIDE);
    const onWide = () => {
      if (wide.matches) details.open = false;
    };

    if (details.open) follow(); // opened before hydration
    details.addEventListener("toggle", follow);
    document.addEventListener("keydown", onKey);
    wide.addEventListener("change", onWide);
    return () => {
      live = false;
      setModal(false);
      details.removeEventListener("toggle", follow);
      document.removeEventListener("keydown", onKey);
      wide.removeEventListener("change", onWide);
    };
  }, [detailsRef, summaryRef]);
}
