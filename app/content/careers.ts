import * as raw from "virtual:content/pages/careers";
import { families, mainOffice, professionals, regulatoryShown, shownRows, shownValue, showsAnySample } from "./facts";
import { positions, type PositionsContent } from "./careers-positions";
import { application, type ApplicationContent } from "./careers-application";
import teamWords from "virtual:content/team/words";
import { site } from "./site";
import type { Lang } from "~/i18n/lang";
import { filledWords } from "./page-words";
import type { CareersPlaceholder, CareersWords } from "./schemas/pages/careers";
import type { Bilingual, PageContent } from "./types";

export type BenefitId = "pay" | "schedule" | "health" | "time-off" | "growth";
export type ReasonId = "families" | "support" | "close" | "respect";
export type TeamMemberId = (typeof site.testimonials.team)[number]["id"];

/** A team member's quote; the name, the stars and the original language come from the config (site.testimonials.team). */
export interface TeamQuote {
  id: TeamMemberId;
  name: string;
  role: string;
  quote: string;
  rating: number;
  translated: boolean;
}

/** The team quotes in `lang` (app/content/data/team/), with their facts from the config. */
function teamQuotes(lang: Lang): TeamQuote[] {
  return shownRows(site.testimonials.team).map(({ id, name, rating, writtenIn }) => ({
    id,
    name,
    ...teamWords[lang][id]!,
    rating,
    translated: writtenIn !== lang,
  }));
}

export interface CareersContent extends PageContent {
  heroLinks: { positions: string; benefits: string };
  why: { heading: string; intro: string; items: { id: ReasonId; title: string; body: string }[] };
  benefits: { heading: string; intro: string; items: { id: BenefitId; title: string; body: string }[] };
  positions: PositionsContent;
  team: {
    heading: string;
    intro: string;
    /** "{rating}" is replaced: what a screen reader hears for the stars. */
    starsLabel: string;
    /** The note on a quote shown in the other language than the one it was said in. */
    translated: string;
    /** The quotes this build may show (none: the section is left out); `samples`: one shown is a sample. */
    items: TeamQuote[];
    samples: boolean;
  };
  process: { heading: string; intro: string; steps: { title: string; body: string }[] };
  /** The company's Pennsylvania staffing license: null (no words on the page) while it is a sample in the config. */
  staffing: { heading: string; paragraphs: string[] } | null;
  application: ApplicationContent;
  closing: { heading: string; body: string; submit: string; schedule: string; email: string; careLink: string };
}

const words = filledWords<CareersWords, Exclude<CareersPlaceholder, "rating" | "title">>(raw, {
  city: mainOffice.city,
  families,
  professionals,
  callDays: shownValue(site.claims.applicationCallBusinessDays),
});

const reasonIds: ReasonId[] = ["families", "support", "close", "respect"];
/** The benefits by id, each with its key in the words file. */
const benefitKeys = {
  pay: "pay",
  schedule: "schedule",
  health: "health",
  "time-off": "timeOff",
  growth: "growth",
} as const satisfies Record<BenefitId, keyof CareersWords["benefits"]>;

/** The words of /careers (app/content/data/pages/careers.yml) arranged for its sections, with the openings and the team's quotes. */
function careersIn(lang: Lang): CareersContent {
  const { head, heroLinks, why, benefits, team, process, staffing, closing } = words[lang];
  return {
    head,
    heroLinks,
    why: { heading: why.heading, intro: why.intro, items: reasonIds.map((id) => ({ id, ...why[id] })) },
    benefits: {
      heading: benefits.heading,
      intro: benefits.intro,
      items: Object.entries(benefitKeys).map(([id, key]) => ({ id: id as BenefitId, ...benefits[key] })),
    },
    positions: positions[lang],
    team: { ...team, items: teamQuotes(lang), samples: showsAnySample(...site.testimonials.team) },
    process,
    // The company's Pennsylvania staffing license: no words on the page while it is a sample in the config.
    staffing: regulatoryShown("pennsylvaniaStaffing") ? staffing : null,
    application: application[lang],
    closing,
  };
}

export const careers: Bilingual<CareersContent> = { en: careersIn("en"), es: careersIn("es") };
