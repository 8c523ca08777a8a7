/**
 * The framework islands of a page (components/island.tsx): each marker's content is hydrated when
 * it comes into view (or within a screen of it) or is first used (a focus, a press or typing inside it), whichever is first.
 * Its code is a chunk of its own (built apart, its URL given by the build: scripts/island-pages.ts),
 * imported only then, so a page without one never loads it. What
 * a visitor typed before is kept: hydration reads the values in the fields, it does not write them.
 */
import ISLANDS from "virtual:islands";

interface IslandModule {
  hydrate(root: HTMLElement, props: never): void;
}

const FIRST_USE = ["focusin", "pointerdown", "input"] as const;
/** "In view" reaches a screen's height below the window: the form is ready before it is scrolled to. */
const NEAR = "0px 0px 100% 0px";

function wake(root: HTMLElement, url: string): Promise<void> {
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
          root.dataset.hydrated = "";
        })
        .finally(resolve);
    }
    observer.observe(root);
    for (const type of FIRST_USE) root.addEventListener(type, start, { passive: true });
  });
}

/**
 * Starts every island of the page; resolves once those in view (or near) when the page opened are hydrated
 * (an island further down waits for the visitor), so `data-hydrated` means what it did.
 */
export function wakeIslands(): Promise<void> {
  const inView: Promise<void>[] = [];
  for (const root of document.querySelectorAll<HTMLElement>("[data-island]")) {
    const url = ISLANDS[root.dataset.island ?? ""];
    if (!url) continue;
    const woken = wake(root, url);
    const rect = root.getBoundingClientRect();
    if (rect.top < 2 * window.innerHeight && rect.bottom > 0) inView.push(woken);
  }
  return Promise.all(inView).then(() => undefined);
}
