/**
 * The one list of pages. routes.ts, the prerender list, the sitemap, typed links, the
 * navigation and the test suites all read it. Each page exists in English at `path`
 * and in Spanish at `/es` + `path` (see docs/decisions/0001-language-urls.md).
 *
 * Relative imports only: @react-router/dev evaluates this file outside the app alias.
 */

export const serviceSlugs = [
  "private-duty-nursing",
  "personal-care",
  "pediatric-care",
  "adult-care",
  "senior-care",
] as const;

export const areaSlugs = [
  "lakeland",
  "polk-county",
  "davenport",
  "kissimmee",
  "tampa",
  "manatee-county",
  "hardee-county",
  "miami-dade-county",
  "highlands-county",
] as const;

/** Blog slugs are the titles lowercased with spaces turned into hyphens (SPEC.md), colon and apostrophe kept. */
export const articleSlugs = [
  "safety-tips-aging-in-place",
  "understanding-medicare-coverage-for-home-health-care",
  "the-benefits-of-companion-care-for-seniors",
  "managing-chronic-conditions-at-home",
  "preparing-your-home-for-professional-care-services",
  "family-caregiver-support:-you're-not-alone",
  "post-hospital-care:-transitioning-safely-home",
] as const;

export type ServiceSlug = (typeof serviceSlugs)[number];
export type AreaSlug = (typeof areaSlugs)[number];
export type ArticleSlug = (typeof articleSlugs)[number];

/** Route module files, relative to app/. A later page gets its own module by changing one line. */
const HOME = "routes/home.tsx";
const PAGE = "routes/page.tsx";

export const pages = [
  { path: "/", file: HOME },
  { path: "/about", file: PAGE },
  { path: "/services", file: PAGE },
  ...serviceSlugs.map((slug) => ({ path: `/services/${slug}` as const, file: PAGE })),
  { path: "/service-areas", file: PAGE },
  ...areaSlugs.map((slug) => ({ path: `/service-areas/${slug}` as const, file: PAGE })),
  { path: "/contact", file: PAGE },
  { path: "/contact/emergency", file: PAGE },
  { path: "/contact/insurance", file: PAGE },
  { path: "/contact/locations", file: PAGE },
  { path: "/contact/referrals", file: PAGE },
  { path: "/specials", file: PAGE },
  { path: "/reviews", file: PAGE },
  { path: "/careers", file: PAGE },
  { path: "/blog", file: PAGE },
  ...articleSlugs.map((slug) => ({ path: `/blog/${slug}` as const, file: PAGE })),
  { path: "/privacy-policy", file: PAGE },
  { path: "/terms-of-use", file: PAGE },
  { path: "/notice-of-privacy-practices", file: PAGE },
] as const;

export type PagePath = (typeof pages)[number]["path"];

/** A link target inside the site: a page, optionally with an #anchor. */
export type SitePath = PagePath | `${PagePath}#${string}`;

export const pagePaths: readonly PagePath[] = pages.map((p) => p.path);

export function isPagePath(path: string): path is PagePath {
  return (pagePaths as readonly string[]).includes(path);
}

/** The paths the not-found page is prerendered at; the build moves them to /404.html and /es/404.html. */
export const notFoundPrerenderPath = "/404";
export const spanishNotFoundPrerenderPath = "/es/404";

/** Every URL to prerender: each page in both languages, plus the not-found page in both. */
export function prerenderPaths(): string[] {
  return [
    ...pagePaths.flatMap((p) => [p, p === "/" ? "/es" : `/es${p}`]),
    notFoundPrerenderPath,
    spanishNotFoundPrerenderPath,
  ];
}
