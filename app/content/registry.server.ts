/**
 * Every page's content by path and language, for the tests and build scripts that look at all
 * pages at once (titles unique, descriptions in range, both languages present). Routes never
 * import this: each route's loader imports only its own content.
 */
import type { Lang } from "~/i18n/lang";
import type { PagePath } from "~/pages";
import { isPagePath } from "~/pages";
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

const single: Partial<Record<PagePath, Bilingual<PageContent>>> = {
  "/": home,
  "/about": about,
  "/services": servicesOverview,
  "/service-areas": areasOverview,
  "/contact": contact,
  "/contact/emergency": emergency,
  "/contact/insurance": insurance,
  "/contact/locations": locations,
  "/contact/referrals": referrals,
  "/specials": specials,
  "/reviews": reviews,
  "/careers": careers,
  "/blog": blogIndex,
};

/** The content of any page in a language (what its loader returns, at least its head). */
export function pageContent(path: PagePath, lang: Lang): PageContent {
  const direct = single[path];
  if (direct) return direct[lang];
  const [, kind, slug] = path.split("/") as [string, string, string];
  if (kind === "services") return servicePages[slug as keyof typeof servicePages][lang];
  if (kind === "service-areas") return areaPages[slug as keyof typeof areaPages][lang];
  if (kind === "blog") return articles()[slug as keyof ReturnType<typeof articles>][lang];
  const legal = legalPages()[path as keyof ReturnType<typeof legalPages>];
  if (legal && isPagePath(path)) return legal[lang];
  throw new Error(`no content for ${path}`);
}
