import { renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, test, vi } from "vitest";

/** A fresh copy of the hooks and of the hydration flag they share, as on a page's first load. */
async function fresh() {
  vi.resetModules();
  const [hooks, hydration] = await Promise.all([import("./use-page-lang"), import("~/lib/browser/hydration")]);
  return { ...hooks, ...hydration };
}

beforeEach(() => {
  document.documentElement.lang = "en";
});

describe("servedLang (the not-found page's language while hydrating)", () => {
  test("follows the served HTML's <html lang> while hydrating, then the URL", async () => {
    const { servedLang, markHydrated } = await fresh();
    // A host with one error page served the English 404.html for a Spanish path.
    expect(servedLang("/es/nope")).toBe("en");
    // /es/404.html served for it: Spanish from the first render on.
    document.documentElement.lang = "es";
    expect(servedLang("/es/nope")).toBe("es");
    markHydrated();
    document.documentElement.lang = "en";
    expect(servedLang("/es/nope")).toBe("es");
    expect(servedLang("/nope")).toBe("en");
  });
});

describe("usePageLang", () => {
  const rendered = async (pathname: string) => {
    const { usePageLang } = await fresh();
    const langs: string[] = [];
    const hook = renderHook(
      ({ path }) => {
        const lang = usePageLang(path);
        langs.push(lang);
        return lang;
      },
      { initialProps: { path: pathname } },
    );
    return { langs, hook };
  };

  test("a page served in its URL's language is drawn once: hydration does not redraw the frame", async () => {
    document.documentElement.lang = "es";
    const { langs } = await rendered("/es/about");
    expect(langs).toEqual(["es"]);
  });

  test("the English not-found page served at a Spanish URL switches to Spanish right after hydrating", async () => {
    const { langs } = await rendered("/es/nope");
    expect(langs).toEqual(["en", "es"]);
  });

  test("after hydration it follows the URL as the visitor moves between languages", async () => {
    const { langs, hook } = await rendered("/about");
    hook.rerender({ path: "/es/about" });
    hook.rerender({ path: "/about" });
    expect(langs).toEqual(["en", "es", "en"]);
  });
});
