/**
 * What the root layout shows around every page, built at build time by the root route's loader:
 * the breadcrumb trail, the Service Areas menu's links, the footer's legal links and the page's structured data (WebPage, BreadcrumbList and, on the pages
 * about the agency, the agency). Built here, on the server, the builders and every page's title
 * stay out of the browser's JavaScript; the results travel with the page's data.
 */
import { areaPages } from "~/content/areas";
import * as legalWords from "virtual:content/pages/navigation/legal";
import { footerLegalPages, type FrameLink } from "~/content/navigation";
import type { NavigationWords } from "~/content/schemas/pages/navigation";
import { pageContent } from "~/content/registry.server";
import { translate } from "~/i18n/language-context";
import { langFromPath, stripLang, type Lang } from "~/i18n/lang";
import { isPagePath } from "~/pages";
import { requestPath } from "~/lib/page-data";
import type { JsonLdObject } from "~/lib/structured-data/json-ld";
import { breadcrumbId, breadcrumbListJsonLd, breadcrumbTrail, type Crumb } from "~/lib/structured-data/breadcrumbs";
import { organizationJsonLd, organizationPages } from "~/lib/structured-data/organization";
import { webPageJsonLd } from "~/lib/structured-data/web-page";

export interface PageFrame {
  /** Empty on the home page and on the not-found page. */
  trail: Crumb[];
  structuredData: JsonLdObject[];
  /** The path is no page: the frame of the not-found page (root.tsx shows it whatever route matched). */
  notFound: boolean;
  /** The Service Areas menu's link to each area, in the page's language (from the area files, not code). */
  areaLinks: FrameLink[];
  /** The footer's links to the legal pages and notices, in the page's language. */
  legalLinks: FrameLink[];
}

const legalLinks = (lang: Lang): FrameLink[] => {
  const labels = legalWords[lang] as NavigationWords["legal"];
  return Object.entries(footerLegalPages).map(([key, to]) => ({ label: labels[key as keyof typeof labels], to }));
};

/** The Service Areas menu: a link to each area of `pages` (the site's, or a test's), in list order. */
export const areaLinksOf = (pages: typeof areaPages, lang: Lang): FrameLink[] =>
  Object.entries(pages).map(([slug, page]) => ({ label: page[lang].name, to: `/service-areas/${slug}` }));

const areaLinks = (lang: Lang): FrameLink[] => areaLinksOf(areaPages, lang);

export function pageFrame(request: Request): PageFrame {
  const pathname = requestPath(request);
  const path = stripLang(pathname);
  const lang = langFromPath(pathname);
  if (!isPagePath(path))
    return { trail: [], structuredData: [], notFound: true, areaLinks: areaLinks(lang), legalLinks: legalLinks(lang) };
  const { head } = pageContent(path, lang);
  const trail = breadcrumbTrail(path, lang, head.title, (key) => translate(lang, key));
  const aboutAgency = organizationPages.includes(path);
  const webPage = webPageJsonLd({
    path,
    lang,
    name: head.title,
    description: head.description,
    breadcrumbId: trail.length ? breadcrumbId(trail) : undefined,
    aboutAgency,
  });
  return {
    trail,
    structuredData: [
      webPage,
      ...(trail.length ? [breadcrumbListJsonLd(trail)] : []),
      ...(aboutAgency ? [organizationJsonLd(lang)] : []),
    ] as JsonLdObject[],
    notFound: false,
    areaLinks: areaLinks(lang),
    legalLinks: legalLinks(lang),
  };
}
