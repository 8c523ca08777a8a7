import type { MetaDescriptor } from "react-router";
import type { PageHead } from "~/content/types";
import { site } from "~/content/site";
import { langFromPath, stripLang, type Lang } from "~/i18n/lang";
import { translate } from "~/i18n/language-context";
import { isPagePath, type PagePath } from "~/pages";
import { buildMeta, buildNotFoundMeta } from "./meta";

/**
 * The not-found page's tags in `lang`. The route passes the language of the served HTML
 * (servedLang), so they match on hydration; the page retitles the tab if the URL's differs.
 */
export function notFoundMeta(lang: Lang = "en"): MetaDescriptor[] {
  return buildNotFoundMeta(
    translate(lang, "notFound.metaTitle"),
    translate(lang, "notFound.metaDescription", { name: site.name }),
  );
}

/**
 * A route's `meta`: the page is found from the URL and its head from `headFor`. Each route passes
 * only the content it already imports, so a page's JavaScript carries no other page's words.
 */
export function metaFromLocation(
  pathname: string,
  headFor: (path: PagePath, lang: Lang) => PageHead,
): MetaDescriptor[] {
  const path = stripLang(pathname);
  if (!isPagePath(path)) return notFoundMeta();
  const lang = langFromPath(pathname);
  const { title, description } = headFor(path, lang);
  return buildMeta({ path, lang, title, description });
}
