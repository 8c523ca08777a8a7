import { useEffect, useLayoutEffect, useRef } from "react";
import { loadWebFontWhenIdle, WEB_FONT_CLASS } from "~/lib/browser/web-font";

/**
 * Atkinson Hyperlegible without ever delaying a page or moving its text (app.css). Once the page
 * is up, the two font files load in the background; from the next page the visitor opens, pages
 * are set in it: after a client-side navigation the class goes on <html> in the same frame as the
 * new page, before it paints (a page loaded from another page of the site gets it from root.tsx's
 * head script). The page being read never changes font.
 */
export function useWebFont(pathname: string): void {
  const ready = useRef(false);
  const previous = useRef(pathname);

  useEffect(() => loadWebFontWhenIdle(() => (ready.current = true)), []);

  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (ready.current) document.documentElement.classList.add(WEB_FONT_CLASS);
  }, [pathname]);
}
