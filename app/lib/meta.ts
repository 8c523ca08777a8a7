import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";
import { langs, locales, localizePath, otherLang, type Lang } from "~/i18n/lang";
import type { PagePath } from "~/pages";

export interface MetaInput {
  /** The page (language-neutral path). */
  path: PagePath;
  lang: Lang;
  /** The page's own title; " | {site name}" is appended. */
  title: string;
  description: string;
}

export const ogImage = { path: "/og-image.png", width: 1200, height: 630 } as const;

/** Absolute URL of a page in a language, on the site's canonical origin. */
export function absoluteUrl(path: PagePath, lang: Lang): string {
  return site.origin + encodeURI(localizePath(path, lang));
}

export function fullTitle(title: string): string {
  return `${title} | ${site.name}`;
}

/** Every tag a page's <head> needs: title, description, canonical, hreflang, Open Graph, Twitter. */
export function buildMeta({ path, lang, title, description }: MetaInput): MetaDescriptor[] {
  const url = absoluteUrl(path, lang);
  const image = site.origin + ogImage.path;
  return [
    { title: fullTitle(title) },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...langs.map((l) => ({ tagName: "link", rel: "alternate", hrefLang: l, href: absoluteUrl(path, l) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(path, "en") },
    { property: "og:type", content: path === "/" ? "website" : "article" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: locales[lang].og },
    { property: "og:locale:alternate", content: locales[otherLang(lang)].og },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(ogImage.width) },
    { property: "og:image:height", content: String(ogImage.height) },
    { property: "og:image:alt", content: site.name },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "theme-color", content: site.themeColor },
  ];
}

/** The not-found page: never indexed. */
export function buildNotFoundMeta(title: string, description: string): MetaDescriptor[] {
  return [
    { title: fullTitle(title) },
    { name: "description", content: description },
    { name: "robots", content: "noindex" },
    { name: "theme-color", content: site.themeColor },
  ];
}
