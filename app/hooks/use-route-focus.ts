import { useEffect, useRef } from "react";

/**
 * After a client-side navigation to another page, focus moves to the new page's <h1> (made
 * focusable with tabindex -1), so keyboard users start at the top and screen readers read the
 * new heading. Not on the first load, and not when only the hash or query changes (the browser
 * then focuses the #target as usual). Also marks <html data-hydrated> once React runs, which the
 * browser tests wait for.
 */
export function useRouteFocus(pathname: string): void {
  const previous = useRef(pathname);

  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const heading = document.querySelector<HTMLElement>("main h1") ?? document.querySelector<HTMLElement>("main");
    if (!heading) return;
    if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }, [pathname]);
}
