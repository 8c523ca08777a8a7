import { describe, expect, test } from "vitest";
import { markHydrated } from "~/lib/hydration";
import { servedLang } from "./use-page-lang";

describe("servedLang (the not-found page's language while hydrating)", () => {
  test("follows the served HTML's <html lang> while hydrating, then the URL", () => {
    // A host with one error page served the English 404.html for a Spanish path.
    document.documentElement.lang = "en";
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
