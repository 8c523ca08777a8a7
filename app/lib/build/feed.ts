/**
 * The blog's RSS 2.0 feeds, one per language (/blog/feed.xml, /es/blog/feed.xml), written at
 * build time by scripts/finish-build.ts. Build-time only: it reads the articles' Markdown.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { articleList } from "~/content/blog/articles.server";
import { blogFeed } from "~/content/blog/feed";
import { site } from "~/content/site";
import { langs, locales, type Lang } from "~/i18n/lang";
import { absoluteUrl } from "~/lib/meta";
import { feedPath, feedUrl } from "~/lib/feed-link";
import { xml } from "./xml";

/** RFC 822 date, as RSS wants it: "2024-12-12" -> "Thu, 12 Dec 2024 00:00:00 GMT". */
export const rssDate = (iso: string) => new Date(`${iso}T00:00:00Z`).toUTCString();

export function buildFeed(lang: Lang): string {
  const articles = articleList(lang);
  const items = articles.map((a) => {
    const url = absoluteUrl(`/blog/${a.slug}`, lang);
    return [
      "    <item>",
      `      <title>${xml(a.title)}</title>`,
      `      <link>${xml(url)}</link>`,
      `      <guid isPermaLink="true">${xml(url)}</guid>`,
      `      <description>${xml(a.excerpt)}</description>`,
      `      <pubDate>${rssDate(a.date)}</pubDate>`,
      `      <dc:creator>${xml(a.author === null ? site.name : `${a.author}, ${a.credential}`)}</dc:creator>`,
      `      <category>${xml(a.categoryName)}</category>`,
      "    </item>",
    ].join("\n");
  });
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">`,
    "  <channel>",
    `    <title>${xml(blogFeed[lang].title)}</title>`,
    `    <link>${xml(absoluteUrl("/blog", lang))}</link>`,
    `    <description>${xml(blogFeed[lang].description)}</description>`,
    `    <language>${locales[lang].og.replace("_", "-").toLowerCase()}</language>`,
    `    <copyright>${xml(`© ${site.name}`)}</copyright>`,
    `    <lastBuildDate>${rssDate(articles[0]!.date)}</lastBuildDate>`,
    `    <atom:link href="${xml(feedUrl(lang))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

/** Every feed file: path inside build/client -> XML. */
export function feedFiles(): Record<string, string> {
  return Object.fromEntries(langs.map((lang) => [feedPath(lang).slice(1), buildFeed(lang)]));
}

/** Called by scripts/finish-build.ts: writes every feed into the built site (build/client). */
export async function writeFeeds(client: string): Promise<void> {
  for (const [file, text] of Object.entries(feedFiles())) await writeFile(path.join(client, file), text);
}
