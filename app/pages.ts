/**
 * The one list of pages. routes.ts, the prerender list, the sitemap, typed links, the
 * navigation and the test suites all read it. Each page exists in English at `path`
 * and in Spanish at `/es` + `path` (see docs/decisions/0001-language-urls.md).
 *
 * Relative imports only: @react-router/dev evaluates this file outside the app alias.
 */
import { advertisedSlugs } from "./content/area-files";

/**
 * The services, in the order every list of them follows: the two main services, then care by
 * age, youngest first (the home page shows the two groups apart).
 */
export const serviceGroups = {
  main: ["private-duty-nursing", "personal-care"],
  byAge: ["pediatric-care", "adult-care", "senior-care"],
} as const;

export const serviceSlugs = [...serviceGroups.main, ...serviceGroups.byAge] as const;

/**
 * The areas are the data files app/content/data/areas/en/<slug>.yml (each with its Spanish twin in
 * es/), named by slug: adding a file adds the page (no code; the office adds one in the editor),
 * once a licensed office serves it.
 * Read here as text, at build time only, like the articles below: the browser bundle drops the
 * list (see `pagePaths`); lists that show areas read app/content/areas/.
 */
const areaFiles = import.meta.glob<string>("./content/data/areas/en/*.yml", {
  query: "?raw",
  import: "default",
  eager: true,
});
/** The slugs of the area files in a folder: "…/en/polk-county.yml" -> "polk-county". */
export const areaSlugsOf = (files: readonly string[]): string[] =>
  files.filter((file) => file.endsWith(".yml")).map((file) => file.slice(file.lastIndexOf("/") + 1, -".yml".length));
const settingsFile = import.meta.glob<string>("./content/data/settings.yml", {
  query: "?raw",
  import: "default",
  eager: true,
});
/**
 * The areas with a page: those an office licensed for their health planning district serves
 * (content/area-licensing.ts); the others' files wait for such an office, and the launch check
 * says why.
 */
export const areaSlugs: readonly string[] = /* @__PURE__ */ advertisedSlugs(areaFiles, settingsFile);

/**
 * The articles are the Markdown files in app/content/blog/en/ (each with its Spanish twin in es/):
 * adding a file adds the page. Blog slugs are the titles lowercased with spaces turned into
 * hyphens, colon and apostrophe kept; each article's `slug` is in its frontmatter (its file name
 * is a safe id). Read at build time only: the browser bundle drops the list (see `pagePaths`).
 */
const articleFiles = import.meta.glob<string>("./content/blog/en/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});
const FRONTMATTER_SLUG = /^---\r?\n(?:.*\r?\n)*?slug:\s*"?([^"\r\n]+?)"?\s*\r?\n/;
export const articleSlugs: readonly string[] = /* @__PURE__ */ Object.entries(articleFiles).map(([file, raw]) => {
  const slug = FRONTMATTER_SLUG.exec(raw)?.[1];
  if (!slug) throw new Error(`${file.replace("./", "app/")}: its frontmatter has no slug`);
  return slug;
});

/**
 * The legal pages, written as Markdown (app/content/legal/): the privacy pages, the terms, and the
 * notices a provider paid by Medicare or Medicaid posts (nondiscrimination and language help,
 * 45 CFR 92.10-92.11; the accessibility statement, 45 CFR part 84).
 */
export const legalPaths = [
  "/privacy-policy",
  "/terms-of-use",
  "/notice-of-privacy-practices",
  "/nondiscrimination",
  "/language-assistance",
  "/accessibility",
] as const;

export type ServiceSlug = (typeof serviceSlugs)[number];
export type AreaSlug = string;
export type ArticleSlug = string;

/** A template's pages: one per slug under `base`, all served by `file` through one route, `base/:slug`. */
const templatePages = <Base extends string, Slug extends string, File extends string>(
  base: Base,
  slugs: readonly Slug[],
  file: File,
) => slugs.map((slug) => ({ path: `${base}/${slug}` as const, file, route: `${base}/:slug` as const }));

/**
 * Route module files, relative to app/: one per page, or one template per kind of page. A
 * template's pages share one route, its `route` pattern with a :slug (routes.ts): adding a service,
 * an area or an article adds a prerendered page, never a route, so the route list every page's
 * JavaScript carries does not grow with the site. `sitePages` takes the slugs of the pages that
 * are data (a test passes those of another content folder); `pages` is the site's.
 */
export const sitePages = (slugs: { areas: readonly string[]; articles: readonly string[] }) =>
  [
    { path: "/", file: "routes/home.tsx" },
    { path: "/about", file: "routes/about.tsx" },
    { path: "/services", file: "routes/services.tsx" },
    ...templatePages("/services", serviceSlugs, "routes/service.tsx"),
    { path: "/service-areas", file: "routes/service-areas.tsx" },
    ...templatePages("/service-areas", slugs.areas, "routes/area.tsx"),
    { path: "/contact", file: "routes/contact.tsx" },
    { path: "/contact/emergency", file: "routes/emergency.tsx" },
    { path: "/contact/insurance", file: "routes/insurance.tsx" },
    { path: "/contact/locations", file: "routes/locations.tsx" },
    { path: "/contact/referrals", file: "routes/referrals.tsx" },
    { path: "/specials", file: "routes/specials.tsx" },
    { path: "/reviews", file: "routes/reviews.tsx" },
    { path: "/careers", file: "routes/careers.tsx" },
    { path: "/blog", file: "routes/blog.tsx" },
    ...templatePages("/blog", slugs.articles, "routes/article.tsx"),
    ...legalPaths.map((path) => ({ path, file: "routes/legal.tsx" })),
  ] as const;

export const pages = /* @__PURE__ */ sitePages({ areas: areaSlugs, articles: articleSlugs });

export type PagePath = (typeof pages)[number]["path"];

/** A link target inside the site: a page, optionally with an #anchor. */
export type SitePath = PagePath | `${PagePath}#${string}`;

/**
 * Marked pure, like `pages`: the browser never needs the list, so its bundle drops it (and the
 * article slugs with it) instead of growing with every article.
 */
export const pagePaths: readonly PagePath[] = /* @__PURE__ */ pages.map((p) => p.path);

export function isPagePath(path: string): path is PagePath {
  return (pagePaths as readonly string[]).includes(path);
}

/** The paths the not-found page is prerendered at; the build moves them to /404.html and /es/404.html. */
export const notFoundPrerenderPath = "/404";
export const spanishNotFoundPrerenderPath = "/es/404";

/** Every URL to prerender: each page in both languages, plus the not-found page in both. */
export function prerenderPaths(paths: readonly string[] = pagePaths): string[] {
  return [
    ...paths.flatMap((p) => [p, p === "/" ? "/es" : `/es${p}`]),
    notFoundPrerenderPath,
    spanishNotFoundPrerenderPath,
  ];
}
