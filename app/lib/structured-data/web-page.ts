/**
 * Every page as a schema.org WebPage in its language (inLanguage), part of the site, pointing to
 * its breadcrumbs and, on the pages about the agency, to the agency.
 */
import { site } from "~/content/site";
import { locales, localizePath, type Lang } from "~/i18n/lang";
import type { PagePath } from "~/pages";
import { absoluteUrl } from "~/lib/meta";
import { organizationId } from "./organization";

export interface WebPageInput {
  path: PagePath;
  lang: Lang;
  name: string;
  description: string;
  /** The id of the page's BreadcrumbList block, if it has one. */
  breadcrumbId?: string;
  /** The page describes the agency. */
  aboutAgency?: boolean;
}

/** BCP 47 tag of a language as the site writes it: "en-US", "es-US". */
export const languageTag = (lang: Lang) => locales[lang].og.replace("_", "-");

export function webPageJsonLd({ path, lang, name, description, breadcrumbId, aboutAgency }: WebPageInput) {
  const url = absoluteUrl(path, lang);
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    "@id": url,
    url,
    name,
    description,
    inLanguage: languageTag(lang),
    isPartOf: {
      "@type": "WebSite",
      "@id": `${site.origin}/#website`,
      name: site.name,
      url: site.origin + localizePath("/", lang),
    },
    ...(breadcrumbId ? { breadcrumb: { "@id": breadcrumbId } } : {}),
    ...(aboutAgency ? { about: { "@id": organizationId } } : {}),
  };
}
