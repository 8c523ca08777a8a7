import { whenIdle } from "./after-paint";

/** The class on <html> that sets pages in Atkinson Hyperlegible (app.css). */
export const WEB_FONT_CLASS = "webfont";
const FACES = ['400 1em "Atkinson Hyperlegible"', '700 1em "Atkinson Hyperlegible"'];

/**
 * Loads the two font files in the background when the browser is idle (not with the data saver
 * on); `ready` is called once both are here. The page being read keeps its font: the next page is
 * set in it (its class is added before that page paints). Returns the cancel.
 */
export function loadWebFontWhenIdle(ready: () => void = () => {}): () => void {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return () => {};
  const load = () =>
    Promise.all(FACES.map((face) => document.fonts.load(face))).then(
      (loaded) => loaded.every((faces) => faces.length > 0) && ready(),
      () => undefined, // no font: the fallback stays, which reads just as well
    );
  // When the browser is idle: not in the same breath as hydration.
  return whenIdle(() => void load(), 3000);
}
