import { describe, expect, test } from "vitest";
import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";
import { buildMeta, fullTitle } from "./meta";
import { pageContent } from "~/content/registry.server";
import { stripLang, langFromPath } from "~/i18n/lang";
import { isPagePath } from "~/pages";
import { metaFromLocation } from "./route-meta";

/** A route's meta as React Router calls it: with the page's own loader data. */
function routeMeta({ location }: { location: { pathname: string } }) {
  const path = stripLang(location.pathname);
  const head = isPagePath(path) ? pageContent(path, langFromPath(location.pathname)).head : undefined;
  return metaFromLocation(location.pathname, head);
}
import { notFoundMeta } from "./route-meta";

const find = (meta: MetaDescriptor[], key: string, value: string) =>
  meta.find((m) => (m as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;
const alternates = (meta: MetaDescriptor[]) =>
  Object.fromEntries(
    meta
      .filter((m) => (m as Record<string, string>).rel === "alternate")
      .map((m) => [(m as Record<string, string>).hrefLang, (m as Record<string, string>).href]),
  );

describe("buildMeta", () => {
  const en = buildMeta({ path: "/about", lang: "en", title: "About Us", description: "d".repeat(60) });
  const es = buildMeta({ path: "/about", lang: "es", title: "Quiénes somos", description: "d".repeat(60) });

  test("title carries the agency name", () => {
    expect(en[0]).toEqual({ title: `About Us | ${site.name}` });
    expect(fullTitle("X")).toBe(`X | ${site.name}`);
  });

  test("canonical points to the page itself, in its language", () => {
    expect(find(en, "rel", "canonical")?.href).toBe(`${site.origin}/about`);
    expect(find(es, "rel", "canonical")?.href).toBe(`${site.origin}/es/about`);
  });

  test("hreflang alternates go both ways, with x-default on English", () => {
    const expected = { en: `${site.origin}/about`, es: `${site.origin}/es/about`, "x-default": `${site.origin}/about` };
    expect(alternates(en)).toEqual(expected);
    expect(alternates(es)).toEqual(expected);
  });

  test("Open Graph and Twitter tags, with locales and the shared image", () => {
    expect(find(en, "property", "og:locale")?.content).toBe("en_US");
    expect(find(en, "property", "og:locale:alternate")?.content).toBe("es_US");
    expect(find(es, "property", "og:locale")?.content).toBe("es_US");
    expect(find(es, "property", "og:url")?.content).toBe(`${site.origin}/es/about`);
    expect(find(en, "property", "og:image")?.content).toBe(`${site.origin}/og-image.png`);
    expect(find(en, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(en, "name", "theme-color")?.content).toBe(site.themeColor);
  });

  test("the home page's URLs are / and /es", () => {
    const home = routeMeta({ location: { pathname: "/es" } });
    expect(find(home, "rel", "canonical")?.href).toBe(`${site.origin}/es`);
    expect(alternates(home)).toMatchObject({ en: `${site.origin}/`, es: `${site.origin}/es` });
  });

  test("the blog's colon and apostrophe survive in canonical URLs", () => {
    const meta = routeMeta({ location: { pathname: "/blog/family-caregiver-support:-you're-not-alone" } });
    expect(find(meta, "rel", "canonical")?.href).toBe(`${site.origin}/blog/family-caregiver-support:-you're-not-alone`);
  });
});

describe("not-found", () => {
  test("is noindex and never gets a canonical", () => {
    for (const meta of [notFoundMeta(), routeMeta({ location: { pathname: "/es/nope" } })]) {
      expect(find(meta, "name", "robots")?.content).toBe("noindex");
      expect(find(meta, "rel", "canonical")).toBeUndefined();
    }
  });
});
