import type { MetaDescriptor } from "react-router";
import type { PageHead } from "~/content/types";
import { site } from "~/content/site";
import { langFromPath, stripLang, type Lang } from "~/i18n/lang";
import { translate } from "~/i18n/language-context";
import type { PagePath } from "~/pages";
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

/** A page's tags from its own head (its loader data); a path that is no page gets the not-found tags. */
export function metaFromLocation(pathname: string, head: PageHead | undefined): MetaDescriptor[] {
  // Only a page's loader gives a head: with one, the path is a page.
  if (!head) return notFoundMeta();
  const path = stripLang(pathname) as PagePath;
  return buildMeta({ path, lang: langFromPath(pathname), title: head.title, description: head.description });
}
