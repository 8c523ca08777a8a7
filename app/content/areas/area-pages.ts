/**
 * The area pages from the areas' data files (app/content/data/areas/, checked at build time by
 * app/content/schemas/areas.ts): each area's words with its facts filled in, those of its office
 * and its response region. Pure, so a test can pass the entries of another folder (a new area).
 * Build time only: index.ts calls it with the virtual modules, loaders read the result.
 */
import { office as officeById, lakelandProfessionals, miles, promisesSameDay, shownResponse } from "../facts";
import { underMainLicense } from "../area-licensing";
import { shownOfficeById } from "../shown-offices";
import { site } from "../site";
import { regulatoryLine } from "../regulatory-lines";
import { filledWords, type FactValue } from "../page-words";
import type { AreaFactsData, AreaPlaceholder, AreaWords } from "../schemas/areas";
import type { Bilingual } from "../types";
import type { AreaFacts, AreaPageContent } from "./types";

/** An area's facts as the build hands them over (its file name as `id`; `order` already applied). */
export type AreaFactsEntry = Omit<AreaFactsData, "order"> & { id: string };

/** What the finder needs of each area (finder-data.server.ts). */
export interface AreaFinderFacts {
  slug: string;
  counties: string[];
  communities: string[];
  zipCodes: string[];
}

const START_OF_CARE = /\{startOfCare(\d)\}/g;
type StartOfCare = `startOfCare${1 | 2 | 3}`;

/**
 * The area's phrases for `{startOfCare1}`...: the first form while the config promises care can
 * start the day a patient comes home, else the second. A number without its phrase fails the build.
 */
function startOfCare(slug: string, words: Bilingual<AreaWords>): Record<StartOfCare, Bilingual<string>> {
  const pick = promisesSameDay ? "sameDay" : "otherwise";
  for (const lang of ["en", "es"] as const) {
    const { startOfCare: phrases, ...rest } = words[lang];
    const used = Math.max(0, ...[...JSON.stringify(rest).matchAll(START_OF_CARE)].map((m) => Number(m[1])));
    if (used > phrases.length)
      throw new Error(
        `app/content/data/areas/${lang}/${slug}.yml: {startOfCare${used}} needs phrase ${used} under startOfCare, which has ${phrases.length}`,
      );
  }
  const phrase = (n: number) => ({
    en: words.en.startOfCare[n - 1]?.[pick] ?? "",
    es: words.es.startOfCare[n - 1]?.[pick] ?? "",
  });
  return { startOfCare1: phrase(1), startOfCare2: phrase(2), startOfCare3: phrase(3) };
}

/**
 * The line naming the license an office works under (s. 400.464(4)(a), F.S.: an advertisement
 * carries it): the main one in the main office's health planning district, its own elsewhere;
 * null while that license is a sample (a regulatory fact is never stated then) or missing.
 */
function licenseLine(office: (typeof site.offices)[number], lang: "en" | "es"): string | null {
  const own = underMainLicense(office, site.offices) ? site.regulatory.license : office.license;
  return own ? regulatoryLine({ ...site.regulatory.license, value: own.value, sample: own.sample }, lang) : null;
}

/** An office's name inside a sentence: "Tampa Bay office"; "oficina de Tampa Bay". */
const midSentence = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

/** Each area's page, in both languages, keyed by slug in the data's order (its `order`). */
export function areaPagesFrom(
  facts: readonly AreaFactsEntry[],
  words: Record<"en" | "es", Record<string, AreaWords>>,
): Record<string, Bilingual<AreaPageContent>> {
  return Object.fromEntries(
    facts.map((entry) => {
      const slug = entry.id;
      const areaFacts: AreaFacts = {
        office: entry.office,
        response: entry.response,
        counties: entry.counties,
        communities: entry.communities,
        hospitals: entry.hospitals,
      };
      const raw = { en: words.en[slug]!, es: words.es[slug]! };
      const office = officeById(entry.office);
      const response = shownResponse(entry.response);
      const values: Record<Exclude<AreaPlaceholder, StartOfCare>, FactValue> = {
        city: office.city,
        // The main number while the office's own is a sample this build leaves out.
        phone: shownOfficeById(entry.office).phone.display,
        // The street and number without the suite; null while the address is a sample left out.
        street: shownOfficeById(entry.office).address?.street.replace(/,\s*(Suite|Ste\.?|Unit|#).*$/i, "") ?? null,
        office: { en: office.name.en, es: midSentence(office.name.es) },
        responseTime: response?.time ?? null,
        responseRegion: response?.region ?? null,
        radius: miles,
        lakelandProfessionals,
      };
      // The phrases first (they may hold facts too), then the facts.
      const phrased = filledWords<AreaWords, StartOfCare>(raw, startOfCare(slug, raw));
      const filled = filledWords<AreaWords, Exclude<AreaPlaceholder, StartOfCare>>(phrased, values);
      const page = (lang: "en" | "es"): AreaPageContent => {
        const { name, inSentence, head, summary, features, local, hospitalsIntro } = filled[lang];
        const license = licenseLine(office, lang);
        return { ...areaFacts, name, inSentence, head, summary, features, local, hospitalsIntro, license };
      };
      return [slug, { en: page("en"), es: page("es") }];
    }),
  );
}

/** The finder's facts of each area, in the data's order. */
export const areaFinderFactsFrom = (facts: readonly AreaFactsEntry[]): AreaFinderFacts[] =>
  facts.map(({ id, counties, communities, zipCodes }) => ({ slug: id, counties, communities, zipCodes }));

/** Each area as /service-areas shows it (its card, the finder's answer, its list of towns), in list order. */
export const areaSummaries = (pages: Readonly<Record<string, Bilingual<AreaPageContent>>>, lang: "en" | "es") =>
  Object.entries(pages).map(([slug, page]) => {
    const { name, summary, features, office, response, inSentence } = page[lang];
    return { slug, name, inSentence, summary, features, office, response };
  });
