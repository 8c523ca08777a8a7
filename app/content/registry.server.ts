/**
 * Every page's content by path and language, for the tests and build scripts that look at all
 * pages at once (titles unique, descriptions in range, both languages present). Routes never
 * import this: each route's loader imports only its own content.
 */
import type { Lang } from "~/i18n/lang";
import { type ArticleSlug, type PagePath, pages, type ServiceSlug } from "~/pages";
import type { Bilingual, PageContent } from "./types";
import { home } from "./home";
import { about } from "./about";
import { servicesOverview } from "./services/overview";
import { servicePages } from "./services";
import { areasOverview } from "./areas/overview";
import { areaPages } from "./areas";
import { contact } from "./contact/contact";
import { emergency } from "./contact/emergency";
import { insurance } from "./contact/insurance";
import { locations } from "./contact/locations";
import { referrals } from "./contact/referrals";
import { specials } from "./specials";
import { reviews } from "./reviews";
import { careers } from "./careers";
import { blogIndex } from "./blog/blog-index";
import { articles } from "./blog/articles.server";
import { legalPages } from "./legal/legal.server";

type Page = (typeof pages)[number];
/** A page of its own (not one of a template's). */
type SinglePath = Exclude<Page, { route: string }>["path"];
/** A template's route pattern, `base/:slug`. */
type TemplateRoute = Extract<Page, { route: string }>["route"];

/** Every page of its own: a missing one fails the type check. Read lazily (Markdown is rendered on first use). */
const single: Record<SinglePath, () => Bilingual<PageContent>> = {
  "/": () => home,
  "/about": () => about,
  "/services": () => servicesOverview,
  "/service-areas": () => areasOverview,
  "/contact": () => contact,
  "/contact/emergency": () => emergency,
  "/contact/insurance": () => insurance,
  "/contact/locations": () => locations,
  "/contact/referrals": () => referrals,
  "/specials": () => specials,
  "/reviews": () => reviews,
  "/careers": () => careers,
  "/blog": () => blogIndex,
  "/privacy-policy": () => legalPages()["/privacy-policy"],
  "/terms-of-use": () => legalPages()["/terms-of-use"],
  "/notice-of-privacy-practices": () => legalPages()["/notice-of-privacy-practices"],
  "/nondiscrimination": () => legalPages()["/nondiscrimination"],
  "/language-assistance": () => legalPages()["/language-assistance"],
  "/accessibility": () => legalPages()["/accessibility"],
};

/** Every template, by its route: each reads its own slug-keyed content (itself total over the slugs). */
const templates: Record<TemplateRoute, (slug: string) => Bilingual<PageContent> | undefined> = {
  "/services/:slug": (slug) => servicePages[slug as ServiceSlug],
  "/service-areas/:slug": (slug) => areaPages[slug],
  "/blog/:slug": (slug) => articles()[slug as ArticleSlug],
};

/** The content of any page in a language (what its loader returns, at least its head). */
export function pageContent(path: PagePath, lang: Lang): PageContent {
  const page: Page | undefined = pages.find((p) => p.path === path);
  const content = !page
    ? undefined
    : "route" in page
      ? templates[page.route](path.slice(page.route.length - ":slug".length))
      : single[page.path]();
  if (!content) throw new Error(`no content for ${path}`);
  return content[lang];
}
