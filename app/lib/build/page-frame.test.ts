import { describe, expect, test } from "vitest";
import { areaPages } from "~/content/areas";
import { langs } from "~/i18n/lang";
import { pageFrame } from "./page-frame.server";

describe("the page frame brings the Service Areas menu's links", () => {
  test.each(langs)("%s: one per area file, in list order, named in the page's language, on any page", (lang) => {
    const expected = Object.entries(areaPages).map(([slug, page]) => ({
      label: page[lang].name,
      to: `/service-areas/${slug}`,
    }));
    expect(expected.length).toBeGreaterThan(0);
    for (const path of ["/about", "/service-areas/polk-county", "/no-such-page"]) {
      const frame = pageFrame(new Request(`https://example.test${lang === "es" ? "/es" : ""}${path}`));
      expect(frame.areaLinks, path).toEqual(expected);
    }
  });
});
