import { site } from "~/content/site";
import { langs } from "~/i18n/lang";
import { type PagePath, pagePaths } from "~/pages";
import { absoluteUrl } from "~/lib/meta";
import { xml } from "./xml";

/** sitemap.xml: every page in both languages, each with its hreflang alternates (from the one route list). */
export function buildSitemap(paths: readonly PagePath[] = pagePaths): string {
  const urls = paths.flatMap((path) =>
    langs.map((lang) => {
      const alternates = [...langs.map((l) => [l, absoluteUrl(path, l)]), ["x-default", absoluteUrl(path, "en")]]
        .map(([hreflang, href]) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${xml(href!)}"/>`)
        .join("\n");
      return `  <url>\n    <loc>${xml(absoluteUrl(path, lang))}</loc>\n${alternates}\n  </url>`;
    }),
  );
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
    ...urls,
    `</urlset>`,
    "",
  ].join("\n");
}

export function buildRobots(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.origin}/sitemap.xml\n`;
}
