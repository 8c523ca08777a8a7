import { useEffect, useRef } from "react";

const WIDE = "(min-width: 64rem)"; // lg: the phone menu is hidden there

/**
 * While the phone menu is open: everything outside the header is inert (Tab and screen readers
 * stay in the menu), the page behind does not scroll, and Escape or growing past the phone
 * layout calls `close`.
 */
export function useModalBackground(open: boolean, close: () => void): void {
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });

  useEffect(() => {
    if (!open) return;
    const background = [...document.querySelectorAll<HTMLElement>("body > :not(header, script)")];
    for (const el of background) el.inert = true;
    document.documentElement.dataset.scrollLocked = "";
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") closeRef.current();
    };
    const wide = window.matchMedia(WIDE);
    const onWide = () => wide.matches && closeRef.current();
    document.addEventListener("keydown", onKey);
    wide.addEventListener("change", onWide);
    return () => {
      for (const el of background) el.inert = false;
      delete document.documentElement.dataset.scrollLocked;
      document.removeEventListener("keydown", onKey);
      wide.removeEventListener("change", onWide);
    };
  }, [open]);
}
