import * as raw from "virtual:content/pages/about";
import { site } from "./site";
import {
  families,
  founded,
  mainOffice,
  professionals,
  regulatoryShown,
  shown,
  statusLineIds,
  yearsServing,
} from "./facts";
import { plus } from "~/i18n/format";
import type { Lang } from "~/i18n/lang";
import { filledWords } from "./page-words";
import type { AboutPlaceholder, AboutWords } from "./schemas/pages/about";
import type { Bilingual, PageContent } from "./types";

export type ValueKey = "compassion" | "trust" | "excellence" | "family";

export interface AboutContent extends PageContent {
  story: { heading: string; paragraphs: string[] };
  stats: {
    heading: string;
    items: { key: "years" | "families" | "professionals" | "always"; value: string; label: string }[];
    /** Whether a figure shown is a sample (on the demo only): the section carries the sample mark. */
    samples: boolean;
  };
  values: {
    heading: string;
    intro: string;
    atVisitLabel: string;
    items: { key: ValueKey; title: string; body: string; atVisit: string }[];
  };
  /** The agency's license, certification and accreditation lines come from site.ts (regulatory), each left off while a sample. */
  /** `linesLabel` is null while no regulatory line can be shown (no heading over nothing). */
  license: { heading: string; paragraphs: string[]; linesLabel: string | null };
}

/** Whether any of the agency's regulatory lines is real (the label over them reaches the page only then). */
const anyLine = statusLineIds.some(regulatoryShown) || null;

/** The figures, each null while a sample this build leaves out (then its card is left out). */
const stat = {
  years: yearsServing === null ? null : `${yearsServing}`,
  families: shown(site.claims.families) ? plus(site.claims.families.value) : null,
  professionals: professionals === null ? null : plus(professionals),
};

const words = filledWords<AboutWords, AboutPlaceholder>(raw, {
  name: site.name,
  city: mainOffice.city,
  founded,
  families,
  professionals,
});

const valueKeys: ValueKey[] = ["compassion", "trust", "excellence", "family"];

/** The words of /about (app/content/data/pages/about.yml) arranged for its sections; the figures from the config. */
function aboutIn(lang: Lang): AboutContent {
  const w = words[lang];
  return {
    head: w.head,
    story: w.story,
    stats: {
      heading: w.stats.heading,
      items: (
        [
          { key: "years", value: stat.years, label: w.stats.years },
          { key: "families", value: stat.families, label: w.stats.families },
          { key: "professionals", value: stat.professionals, label: w.stats.professionals },
          { key: "always", value: "24/7", label: w.stats.always },
        ] as const
      ).flatMap((item) => (item.value === null ? [] : [{ ...item, value: item.value }])),
      samples: [site.founded, site.claims.families, site.claims.professionals].some((f) => f.sample && shown(f)),
    },
    values: {
      heading: w.values.heading,
      intro: w.values.intro,
      atVisitLabel: w.values.atVisitLabel,
      items: valueKeys.map((key) => ({ key, ...w.values[key] })),
    },
    license: { ...w.license, linesLabel: anyLine && w.license.linesLabel },
  };
}

export const about: Bilingual<AboutContent> = { en: aboutIn("en"), es: aboutIn("es") };
