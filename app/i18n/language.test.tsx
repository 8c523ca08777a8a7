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
    expect(screen.getByText("es|Nosotros|/es/about|/es")).toBeTruthy();
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
  test("English and Spanish have the same keys, none empty, and Spanish is not English", () => {
    expect(Object.keys(ui.es).sort()).toEqual(Object.keys(ui.en).sort());
    for (const lang of ["en", "es"] as const) {
      for (const [key, value] of Object.entries(ui[lang])) expect(value.trim(), `${lang} ${key}`).not.toBe("");
    }
    const same = Object.keys(ui.en).filter((k) => ui.en[k as keyof typeof ui.en] === ui.es[k as keyof typeof ui.es]);
    expect(same.sort()).toEqual(["nav.blog", "notFound.code"]);
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
