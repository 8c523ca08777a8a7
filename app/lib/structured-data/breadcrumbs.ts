/**
 * Breadcrumbs follow the URL hierarchy of app/pages.ts: Home, then every ancestor path that is a
 * page (a section: /services, /service-areas, /contact, /blog), then the page itself.
 * The visible trail (components/layout/breadcrumbs.tsx) and the BreadcrumbList structured data
 * are built from the same list.
 */
import { site } from "~/content/site";
import { localizePath, type Lang } from "~/i18n/lang";
import { isPagePath, type PagePath } from "~/pages";
import type { UiKey } from "~/i18n/ui";

/** The pages that have pages under them, and the key of their short name in the UI dictionary. */
export const sectionKeys = {
  "/services": "nav.services",
  "/service-areas": "nav.serviceAreas",
  "/contact": "nav.contact",
  "/blog": "nav.blog",
} as const satisfies Partial<Record<PagePath, UiKey>>;

export type SectionPath = keyof typeof sectionKeys;

export interface Crumb {
  name: string;
  /** The link inside the site, in the page's language: "/es/services". */
  href: string;
  /** Absolute URL for structured data. */
  url: string;
}

function isSection(path: string): path is SectionPath {
  return Object.hasOwn(sectionKeys, path);
}

/**
 * The trail to `path` in `lang`; empty on the home page. `name(key)` gives a UI string
 * (home and section names); the page's own name is `pageName` (its title, from its loader data).
 */
export function breadcrumbTrail(
  path: PagePath,
  lang: Lang,
  pageName: string,
  name: (key: "nav.home" | (typeof sectionKeys)[SectionPath]) => string,
): Crumb[] {
  if (path === "/") return [];
  const crumb = (p: PagePath, label: string): Crumb => {
    const href = localizePath(p, lang);
    return { name: label, href, url: site.origin + encodeURI(href) };
  };
  const trail = [crumb("/", name("nav.home"))];
  const segments = path.split("/").slice(1);
  for (let i = 1; i < segments.length; i++) {
    const ancestor = "/" + segments.slice(0, i).join("/");
    if (!isPagePath(ancestor)) continue;
    if (!isSection(ancestor)) throw new Error(`breadcrumbs: give the section ${ancestor} a name in sectionKeys`);
    trail.push(crumb(ancestor, name(sectionKeys[ancestor])));
  }
  trail.push(crumb(path, isSection(path) ? name(sectionKeys[path]) : pageName));
  return trail;
}

/** The id of a page's BreadcrumbList: its URL (the last crumb) + "#breadcrumb". */
export const breadcrumbId = (trail: Crumb[]) => `${trail.at(-1)!.url}#breadcrumb`;

/** schema.org BreadcrumbList for a trail. */
export function breadcrumbListJsonLd(trail: Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    "@id": breadcrumbId(trail),
    itemListElement: trail.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}
