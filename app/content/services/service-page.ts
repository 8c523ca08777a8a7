import type { ServiceSlug, SitePath } from "~/pages";
import type { ArticleId, ServiceWords } from "../schemas/pages/service";
import { familyProgramSample, familyProgramShown } from "../facts";
import type { ServicePageContent } from "./types";

/** Cards keyed in the data (`rn: {...}`) as the list the sections show, each with its key. */
export const keyedList = <T extends object>(items: Record<string, T>): ({ key: string } & T)[] =>
  Object.entries(items).map(([key, item]) => ({ key, ...item }));

/** The blog articles a service page may link to, by their file's name (app/content/blog/en/<id>.md). */
const articlePaths: Record<ArticleId, SitePath> = {
  "caregiver-support": "/blog/family-caregiver-support:-you're-not-alone",
  "chronic-conditions": "/blog/managing-chronic-conditions-at-home",
  "companion-care": "/blog/the-benefits-of-companion-care-for-seniors",
  "home-preparation": "/blog/preparing-your-home-for-professional-care-services",
  "medicare-coverage": "/blog/understanding-medicare-coverage-for-home-health-care",
  "post-hospital": "/blog/post-hospital-care:-transitioning-safely-home",
  "safety-tips": "/blog/safety-tips-aging-in-place",
};

type Cards = NonNullable<ServiceWords["caregivers"]>;
const cards = (block: Cards) => ({ ...block, items: keyedList(block.items) });

/**
 * A service page's words (app/content/data/pages/service-<slug>.yml, facts filled in) arranged
 * for the template: the sections it has, cards as lists, "Keep reading" with its links.
 */
export function servicePage(w: ServiceWords): ServicePageContent {
  const { head, conditions, programs, caregivers, ageGroups, visit, hours, familyProgram, suits, payment } = w;
  const { services, articles, ...related } = w.related;
  return {
    head,
    ...(conditions && { conditions: cards(conditions) }),
    ...(programs && { programs: cards(programs) }),
    ...(caregivers && { caregivers: cards(caregivers) }),
    ...(ageGroups && { ageGroups: cards(ageGroups) }),
    ...(visit && { visit }),
    ...(hours && { hours: cards(hours) }),
    // Only while the agency bills Medicaid, which pays the family aide (on the demo: marked Sample).
    ...(familyProgram && familyProgramShown && { familyProgram: { ...familyProgram, sample: familyProgramSample } }),
    ...(suits && { suits }),
    payment,
    related: {
      heading: related.heading,
      servicesHeading: related.servicesHeading,
      services: Object.entries(services).map(([slug, link]) => ({ to: `/services/${slug as ServiceSlug}`, ...link })),
      articlesHeading: related.articlesHeading,
      articles: Object.entries(articles).map(([id, link]) => ({ to: articlePaths[id as ArticleId], ...link })),
    },
  };
}
