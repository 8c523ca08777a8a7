import { describe, expect, test } from "vitest";
import { JSDOM } from "jsdom";
import { site } from "~/content/site";
import { pagePaths } from "~/pages";
import { absoluteUrl } from "~/lib/meta";
import { buildRobots, buildSitemap } from "./sitemap";

describe("sitemap.xml", () => {
  const doc = new JSDOM(buildSitemap(), { contentType: "text/xml" }).window.document;
  const urls = [...doc.getElementsByTagName("url")];

  test("lists exactly every page in both languages", () => {
    const locs = urls.map((u) => u.getElementsByTagName("loc")[0]!.textContent);
    const expected = pagePaths.flatMap((p) => [absoluteUrl(p, "en"), absoluteUrl(p, "es")]);
    expect(locs.sort()).toEqual(expected.sort());
  });

  test("each URL names its alternates (en, es, x-default)", () => {
    for (const url of urls) {
      const links = [...url.getElementsByTagName("xhtml:link")].map((l) => [
        l.getAttribute("hreflang"),
        l.getAttribute("href"),
      ]);
      const loc = url.getElementsByTagName("loc")[0]!.textContent!;
      const path = pagePaths.find((p) => absoluteUrl(p, "en") === loc || absoluteUrl(p, "es") === loc)!;
      expect(Object.fromEntries(links)).toEqual({
        en: absoluteUrl(path, "en"),
        es: absoluteUrl(path, "es"),
        "x-default": absoluteUrl(path, "en"),
      });
    }
  });

  test("escapes the apostrophe of the blog URL", () => {
    expect(buildSitemap()).toContain("you&apos;re-not-alone");
  });
});

test("robots.txt allows all and names the sitemap", () => {
  expect(buildRobots()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${site.origin}/sitemap.xml\n`);
});
