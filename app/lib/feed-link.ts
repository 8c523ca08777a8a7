import type { MetaDescriptor } from "react-router";
import type { PageContent } from "~/content/types";
import { site } from "~/content/site";
import { langFromPath, localizePath, type Lang } from "~/i18n/lang";
import { pageMeta } from "./page-data";

/** Where the blog's feed of a language lives: /blog/feed.xml and /es/blog/feed.xml (written by the build). */
export function feedPath(lang: Lang): string {
  return `${localizePath("/blog", lang)}/feed.xml`;
}

export function feedUrl(lang: Lang): string {
  return site.origin + feedPath(lang);
}

/** The <head> tag that lets feed readers find the feed. */
export function feedLink(lang: Lang, title: string): MetaDescriptor {
  return { tagName: "link", rel: "alternate", type: "application/rss+xml", title, href: feedUrl(lang) };
}

/** `meta` of the blog and its articles: the page's own tags plus the feed of its language. */
export function blogPageMeta(args: {
  loaderData: (PageContent & { feedTitle: string }) | undefined;
  location: { pathname: string };
}): MetaDescriptor[] {
  const tags = pageMeta(args);
  if (!args.loaderData) return tags;
  return [...tags, feedLink(langFromPath(args.location.pathname), args.loaderData.feedTitle)];
}
