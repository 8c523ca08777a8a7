import type { MetaDescriptor } from "react-router";
import { home } from "~/content/home";
import { pageHeads } from "~/content/pages";
import type { PageHead } from "~/content/types";
import { langFromPath, stripLang, type Lang } from "~/i18n/lang";
import { translate } from "~/i18n/language-context";
import { site } from "~/content/site";
import { isPagePath, type PagePath } from "~/pages";
import { buildMeta, buildNotFoundMeta } from "./meta";

/** Title, description, heading and introduction of a page in a language. */
export function pageHead(path: PagePath, lang: Lang): PageHead {
  return path === "/" ? home[lang].head : pageHeads[path][lang];
}

/**
 * The not-found page's tags. Always English: the page is prerendered once (404.html) and the
 * tags must match on hydration; the page itself retitles the tab in Spanish on /es/ paths.
 */
export function notFoundMeta(lang: Lang = "en"): MetaDescriptor[] {
  return buildNotFoundMeta(
    translate(lang, "notFound.metaTitle"),
    translate(lang, "notFound.metaDescription", { name: site.name }),
  );
}

/** The `meta` export of every page route: the page is found from the URL. */
export function routeMeta({ location }: { location: { pathname: string } }): MetaDescriptor[] {
  const path = stripLang(location.pathname);
  if (!isPagePath(path)) return notFoundMeta();
  const lang = langFromPath(location.pathname);
  const { title, description } = pageHead(path, lang);
  return buildMeta({ path, lang, title, description });
}
