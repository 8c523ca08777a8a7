import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

/**
 * Unmount what each test rendered (Testing Library only does this itself with Vitest globals), and
 * empty the page a test wrote directly (DOM enhancements are tested on markup set as innerHTML):
 * files share one jsdom per worker.
 */
afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
});

/** jsdom has no matchMedia: a window that matches no media query (the phone layout). */
if (typeof window.matchMedia !== "function") {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
