import type { OfficeId, ResponseId } from "../facts";
import type { PageContent } from "../types";

/**
 * What an area is, the same in both languages (place names are not translated), from its English
 * data file (app/content/data/areas/en/<slug>.yml, schema: app/content/schemas/areas.ts). The
 * finder on /service-areas is built from these fields and the ZIP code dataset (finder-data.server.ts).
 */
export interface AreaFacts {
  /** The office that serves the area (site.offices id): its address and phone on the page. */
  office: OfficeId;
  /** The emergency response region (site.responseTimes id). */
  response: ResponseId;
  /**
   * Counties (as the ZIP dataset spells them) whose ZIP codes belong to this area unless their
   * city is another area's community. Lakeland and Davenport take their ZIP codes by city.
   */
  counties: string[];
  /** Cities, towns and neighbourhoods we serve, as people write them. A ZIP code whose city is listed here belongs to this area. */
  communities: string[];
  /** Hospitals families here come home from (real names, not translated). */
  hospitals: string[];
}

/** The words of one area page (one language), beside its facts. */
export interface AreaPageContent extends PageContent, AreaFacts {
  /** The area's short name, in menus, cards and the breadcrumb: "Polk County", "Condado de Polk". */
  name: string;
  /** The area's name inside a sentence: "Polk County", "el condado de Polk". */
  inSentence: string;
  /** One or two sentences for this area's card on /service-areas. */
  summary: string;
  /** Four service features, on the card and on the page (one fewer where a sample's is left out: the response time on a real site). */
  features: string[];
  /** What is particular about care here: distances, roads, who lives here. */
  local: { heading: string; paragraphs: string[] };
  /** The sentence above the hospital list. */
  hospitalsIntro: string;
  /** The license of the office that serves the area, as its line reads; null while it is a sample. */
  license: string | null;
}
