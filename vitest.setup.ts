import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

/** Unmount what each test rendered (Testing Library only does this itself with Vitest globals). */
afterEach(cleanup);

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
