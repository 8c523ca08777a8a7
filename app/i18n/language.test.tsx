import { render, renderHook, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { LanguageProvider, translate, useLanguage } from "./language-context";
import { langFromPath, localizePath, stripLang } from "./lang";
import { ui, type UiKey } from "./ui";

describe("useLanguage", () => {
  test("throws the spec's message outside its provider", () => {
    expect(() => renderHook(() => useLanguage())).toThrow("useLanguage must be used within a LanguageProvider");
  });

  test("gives the language, translations and localized links inside it", () => {
    function Probe() {
      const { lang, t, href } = useLanguage();
      return (
        <p>
          {lang}|{t("nav.about")}|{href("/about")}|{href("/")}
        </p>
      );
    }
    render(
      <LanguageProvider lang="es">
        <Probe />
      </LanguageProvider>,
    );
    expect(screen.getByText("es|Quiénes somos|/es/about|/es")).toBeTruthy();
  });
});

describe("t()", () => {
  test("an unknown key shows the key itself", () => {
    // The type rejects these keys (the next test proves it); at run time they must still not crash.
    expect(translate("en", "no.such.key" as UiKey)).toBe("no.such.key");
    expect(translate("es", "toString" as UiKey)).toBe("toString");
  });

  test("a misspelt key fails the typecheck", () => {
    // @ts-expect-error: "nav.abuot" is not a key of the English UI dictionary
    expect(translate("en", "nav.abuot")).toBe("nav.abuot");
  });

  test("fills {placeholders}", () => {
    expect(translate("en", "footer.blurb", { founded: 2016 })).toContain("since 2016");
  });
});

describe("UI dictionary", () => {
  /** Each key ("nav.about") with its words. */
  const lines = (lang: "en" | "es") =>
    new Map(
      Object.entries(ui[lang]).flatMap(([part, words]) =>
        Object.entries(words as Record<string, string>).map(([name, text]) => [`${part}.${name}`, text] as const),
      ),
    );

  test("English and Spanish have the same keys, none empty, and Spanish is not English", () => {
    const [en, es] = [lines("en"), lines("es")];
    expect([...es.keys()].sort()).toEqual([...en.keys()].sort());
    for (const words of [en, es]) for (const [key, value] of words) expect(value.trim(), key).not.toBe("");
    const same = [...en.keys()].filter((k) => en.get(k) === es.get(k));
    expect(same.sort()).toEqual(["nav.blog", "notFound.code"]);
  });

  test("every key reads its words through t()", () => {
    for (const [key, text] of lines("es")) expect(translate("es", key as UiKey)).toBe(text);
  });
});

describe("language in URLs", () => {
  test.each([
    ["/", "en", "/"],
    ["/about", "en", "/about"],
    ["/es", "es", "/"],
    ["/es/", "es", "/"],
    ["/es/service-areas/polk-county", "es", "/service-areas/polk-county"],
    ["/estate", "en", "/estate"],
    ["/es/blog/family-caregiver-support:-you're-not-alone", "es", "/blog/family-caregiver-support:-you're-not-alone"],
    ["/blog/family-caregiver-support:-you%27re-not-alone", "en", "/blog/family-caregiver-support:-you're-not-alone"],
  ])("%s is %s, page %s", (url, lang, page) => {
    expect(langFromPath(url)).toBe(lang);
    expect(stripLang(url)).toBe(page);
  });

  test("localizePath round-trips", () => {
    expect(localizePath("/", "es")).toBe("/es");
    expect(localizePath("/#services", "es")).toBe("/es#services");
    expect(localizePath("/about", "es")).toBe("/es/about");
    expect(localizePath("/about", "en")).toBe("/about");
  });
});
