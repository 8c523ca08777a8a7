import facts from "virtual:content/areas/facts";
import words from "virtual:content/areas/words";
import type { Bilingual } from "../types";
import { notLicensedFor } from "../area-licensing";
import { site } from "../site";
import { areaFinderFactsFrom, areaPagesFrom } from "./area-pages";
import type { AreaPageContent } from "./types";

/**
 * Every area page: one pair of data files per area (app/content/data/areas/{en,es}/<slug>.yml),
 * the file name its slug. Adding a pair adds the page, its card, its menu entry and its place in
 * the finder, once an office licensed for its health planning district serves it (../area-licensing.ts).
 * Read at build time only (the loaders of /service-areas and its template, the page
 * frame); the browser never imports this.
 */
const advertised = facts.filter((area) => notLicensedFor(area, site.offices) === null);
export const areaPages: Readonly<Record<string, Bilingual<AreaPageContent>>> = areaPagesFrom(advertised, words);

/** The areas with data files that are not advertised, each with the reason (the launch check lists them). */
export const unadvertisedAreas: readonly string[] = facts.flatMap((area) => notLicensedFor(area, site.offices) ?? []);

/** The area slugs in list order (each area's `order`). */
export const areaOrder: readonly string[] = Object.keys(areaPages);

/** What the finder needs of each area, in list order. */
export const areaFinderFacts = areaFinderFactsFrom(advertised);

/** An area's page content: a slug with no data file is a bug in the caller, reported by name. */
export function areaPage(slug: string): Bilingual<AreaPageContent> {
  const page = areaPages[slug];
  if (!page) throw new Error(`no area file for "${slug}" in app/content/data/areas/en/`);
  return page;
}
