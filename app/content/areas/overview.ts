import * as raw from "virtual:content/pages/service-areas";
import { countInWords, listOf } from "~/i18n/format";
import { mainOffice, miles, satellites } from "../facts";
import { filledWords } from "../page-words";
import type { ServiceAreasPlaceholder, ServiceAreasWords } from "../schemas/pages/service-areas";
import type { Bilingual, PageContent } from "../types";
import { areaOrder, areaPages } from "./index";

/** The finder's words; {place}, {zip}, {area}, {miles}, {radius}, {query} and {phone} are filled in. */
export interface FinderLabels {
  heading: string;
  intro: string;
  label: string;
  hint: string;
  submit: string;
  /** Shown until the page's script runs (and always without JavaScript): the lists answer the question. */
  beforeScript: string;
  listLink: string;
  found: string;
  foundZip: string;
  corrected: string;
  areaLine: string;
  seeArea: string;
  office: string;
  response: string;
  withinRadius: string;
  beyondRadius: string;
  outside: string;
  outsideZip: string;
  outsideHelp: string;
  partialZip: string;
  /** The button pressed with nothing typed. */
  emptySubmit: string;
  /** "{miles}" in the radius lines: one mile, or more. */
  distanceOne: string;
  distanceMany: string;
  /** A county as a suggestion ("condado de {name}") and in a sentence ("el condado de {name}"). */
  county: string;
  countyInSentence: string;
  call: string;
  credit: string;
}

export interface AreasOverviewContent extends PageContent {
  cards: { heading: string; intro: string; office: string; response: string; call: string; more: string };
  finder: FinderLabels;
  listing: { heading: string; intro: string; more: string };
}

// What the finder fills as the visitor asks stays a placeholder here.
const asked = ["place", "zip", "name", "area", "miles", "query", "phone", "submit"] as const;

const words = filledWords<ServiceAreasWords, ServiceAreasPlaceholder>(raw, {
  city: mainOffice.city,
  satellites,
  radius: miles,
  count: { en: countInWords("en", areaOrder.length), es: countInWords("es", areaOrder.length) },
  // Every area by name, in list order: an area made in the editor joins the sentence by itself.
  areas: {
    en: listOf(
      "en",
      areaOrder.map((slug) => areaPages[slug]!.en.inSentence),
    ),
    es: listOf(
      "es",
      areaOrder.map((slug) => areaPages[slug]!.es.inSentence),
    ),
  },
  ...(Object.fromEntries(asked.map((name) => [name, `{${name}}`])) as Record<(typeof asked)[number], string>),
});

/** The words of /service-areas (app/content/data/pages/service-areas.yml), the facts filled in. */
export const areasOverview: Bilingual<AreasOverviewContent> = words;
