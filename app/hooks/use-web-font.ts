import { useEffect, useLayoutEffect, useRef } from "react";

/** The class on <html> that sets pages in Atkinson Hyperlegible (app.css). */
export const WEB_FONT_CLASS = "webfont";
const FACES = ['400 1em "Atkinson Hyperlegible"', '700 1em "Atkinson Hyperlegible"'];

/**
 * Atkinson Hyperlegible without ever delaying a page or moving its text (app.css). Once the page
 * is up, the two font files load in the background (not with the data saver on); from the next
 * page the visitor opens, pages are set in it: the class goes on <html> in the same frame as the
 * new page, before it paints. The page being read never changes font.
 */
export function useWebFont(pathname: string): void {
  const ready = useRef(false);
  const previous = useRef(pathname);

  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
    if (connection?.saveData) return;
    const load = () =>
      Promise.all(FACES.map((face) => document.fonts.load(face))).then(
        (loaded) => (ready.current = loaded.every((faces) => faces.length > 0)),
        () => undefined, // no font: the fallback stays, which reads just as well
      );
    // When the browser is idle: not in the same breath as hydration.
    if ("requestIdleCallback" in window) {
      const id = requestIdleCallback(load, { timeout: 3000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(load, 500);
    return () => clearTimeout(id);
  }, []);

  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (ready.current) document.documentElement.classList.add(WEB_FONT_CLASS);
  }, [pathname]);
}
