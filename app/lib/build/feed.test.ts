import { JSDOM } from "jsdom";
import { describe, expect, test } from "vitest";
import { articleList } from "~/content/blog/articles.server";
import { blogFeed } from "~/content/blog/feed";
import { langs } from "~/i18n/lang";
import { absoluteUrl } from "~/lib/meta";
import { feedUrl } from "~/lib/feed-link";
import { buildFeed, feedFiles, rssDate } from "./feed";

describe.each(langs)("RSS feed (%s)", (lang) => {
  const text = buildFeed(lang);
  const doc = new JSDOM(text, { contentType: "application/xml" }).window.document;
  const items = [...doc.querySelectorAll("channel > item")];
  const child = (el: Element, name: string) => el.getElementsByTagName(name)[0]?.textContent;

  test("is well-formed RSS 2.0 that names itself", () => {
    expect(doc.querySelector("parsererror")).toBeNull();
    expect(doc.documentElement.nodeName).toBe("rss");
    expect(doc.documentElement.getAttribute("version")).toBe("2.0");
    const channel = doc.querySelector("channel")!;
    expect(child(channel, "title")).toBe(blogFeed[lang].title);
    expect(child(channel, "link")).toBe(absoluteUrl("/blog", lang));
    expect(child(channel, "language")).toBe(lang === "en" ? "en-us" : "es-us");
    expect(channel.getElementsByTagName("atom:link")[0]!.getAttribute("href")).toBe(feedUrl(lang));
  });

  test("lists the seven articles, newest first, with absolute encoded URLs, excerpt and date", () => {
    const expected = articleList(lang);
    expect(items).toHaveLength(7);
    items.forEach((item, i) => {
      const article = expected[i]!;
      expect(child(item, "title")).toBe(article.title);
      expect(child(item, "link")).toBe(absoluteUrl(`/blog/${article.slug}`, lang));
      expect(child(item, "description")).toBe(article.excerpt);
      expect(child(item, "pubDate")).toBe(rssDate(article.date));
      expect(new Date(child(item, "pubDate")!).toISOString().slice(0, 10)).toBe(article.date);
    });
  });
});

test("one file per language, at /blog/feed.xml and /es/blog/feed.xml", () => {
  expect(Object.keys(feedFiles()).sort()).toEqual(["blog/feed.xml", "es/blog/feed.xml"]);
});
