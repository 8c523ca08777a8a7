/**
 * The framework islands of a page (components/island.tsx): each marker's content is hydrated when
 * it comes into view (or within a screen of it), is first used (a focus, a press or typing inside
 * it) or the browser is idle after the page opened, whichever is first.
 * Its code is a chunk of its own (built apart, its URL given by the build: scripts/island-pages.ts),
 * imported only then, so a page without one never loads it. What
 * a visitor typed before is kept: hydration reads the values in the fields, it does not write them.
 */
import ISLANDS from "virtual:islands";
import { afterNextPaint, whenIdle } from "~/lib/browser/after-paint";

interface IslandModule {
  hydrate(root: HTMLElement, props: never): void;
}

const FIRST_USE = ["focusin", "pointerdown", "input"] as const;
/** "In view" reaches a screen's height below the window: the form is ready before it is scrolled to. */
const NEAR = "0px 0px 100% 0px";

function wake(root: HTMLElement, url: string, onStart: (start: () => void) => void): Promise<void> {
  const block = root.previousElementSibling;
  const props: unknown = JSON.parse(block?.textContent ?? "{}");
  return new Promise((resolve) => {
    let started = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) start();
      },
      { rootMargin: NEAR },
    );
    function start() {
      if (started) return;
      started = true;
      observer.disconnect();
      for (const type of FIRST_USE) root.removeEventListener(type, start);
      void (import(/* @vite-ignore */ url) as Promise<IslandModule>)
        .then((island) => {
          island.hydrate(root, props as never);
          // Marked once the island's first effects ran (Preact runs them after the next paint).
          afterNextPaint(() => {
            root.dataset.hydrated = "";
            resolve();
          });
        })
        .catch(() => resolve()); // offline: the form still posts natively, as without JavaScript
    }
    observer.observe(root);
    for (const type of FIRST_USE) root.addEventListener(type, start, { passive: true });
    onStart(start);
  });
}

/**
 * Starts every island of the page; resolves once all are hydrated (`data-hydrated` means what it
 * did when React hydrated the whole page). An island not near the window and not used is hydrated
 * once the browser is idle after the page opened: a visitor who jumps to a form further down (an
 * Apply link) and presses its button at once still gets its checks, not a plain post.
 */
export function wakeIslands(): Promise<void> {
  const woken: Promise<void>[] = [];
  const starts: (() => void)[] = [];
  for (const root of document.querySelectorAll<HTMLElement>("[data-island]")) {
    const url = ISLANDS[root.dataset.island ?? ""];
    if (!url) continue;
    woken.push(wake(root, url, (start) => starts.push(start)));
  }
  if (starts.length > 0) {
    const idle = () => starts.forEach((start) => start());
    whenIdle(idle);
  }
  return Promise.all(woken).then(() => undefined);
}
