import * as raw from "virtual:content/pages/services";
import { billsMedicaid, billsMedicare, founded, mainOffice } from "../facts";
import { filledWords } from "../page-words";
import { wordsShown } from "../words-shown";
import type { ServicesPlaceholder, ServicesWords } from "../schemas/pages/services";
import { site } from "../site";
import type { Bilingual } from "../types";
import type { Lang } from "~/i18n/lang";
import { keyedList } from "./service-page";
import type { ServicesOverviewContent } from "./types";

const words = filledWords<ServicesWords, ServicesPlaceholder>(raw, {
  city: mainOffice.city,
  founded,
  careHours: site.careHours,
});

/** The service page each program links to. */
const programSlugs = { pediatric: "pediatric-care", chronic: "adult-care", dementia: "senior-care" } as const;

/** The words of /services (app/content/data/pages/services.yml) arranged for its sections. */
function overviewIn(lang: Lang): ServicesOverviewContent {
  const { head, main, more, programs, steps, why } = words[lang];
  return {
    head,
    main: {
      heading: main.heading,
      intro: main.intro,
      services: (["private-duty-nursing", "personal-care"] as const).map((slug) => ({ slug, ...main.services[slug] })),
    },
    more: { heading: more.heading, items: keyedList(more.items) },
    programs: {
      heading: programs.heading,
      intro: programs.intro,
      items: keyedList(programs.items).map(({ key, ...item }) => ({
        key,
        slug: programSlugs[key as keyof typeof programSlugs],
        ...item,
      })),
    },
    steps: { heading: steps.heading, intro: steps.intro, items: keyedList(steps.items) },
    // The last reason claims Medicare and Medicaid billing only once both are real (facts.ts).
    why: {
      heading: why.heading,
      items: [...why.items, billsMedicare && billsMedicaid ? why.coverage.billed : why.coverage.otherwise],
    },
  };
}

/** The words of /services, English and Spanish side by side. */
export const servicesOverview: Bilingual<ServicesOverviewContent> = { en: overviewIn("en"), es: overviewIn("es") };

/** Which of services.yml's words the page shows: the editor's preview follows it. */
export const servicesWordsShown = wordsShown([
  [billsMedicare && billsMedicaid, "why.coverage.billed", "why.coverage.otherwise"],
]);
