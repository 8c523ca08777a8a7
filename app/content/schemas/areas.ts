/**
 * Service areas (app/content/data/areas/{en,es}/<slug>.yml): the English file holds the area's
 * facts (its place in the lists, its office, the towns and ZIP codes the finder answers for) and
 * its English words, the Spanish file its Spanish words. A new pair of files is a new area: its
 * page at /service-areas/<slug> (the file's name), a menu item, a card, finder answers and a
 * sitemap line, with no code (docs/decisions/0023-page-words-as-data.md, "Areas are entries").
 */
import { z } from "zod";
import { count, matching, text } from "./fields.ts";
import { officeIds } from "./settings.ts";
import { wordsOf } from "./words.ts";

/** The urgent response regions of the config (app/content/site.ts `responseTimes`); areas.test.ts keeps the two alike. */
export const responseIds = ["lakeland", "central", "metro"] as const;

/**
 * The facts area words may use: `{city}`, `{phone}`, `{office}` (its name in a sentence) and
 * `{street}` (its street and number: a sentence that places the office by its address names it, so
 * it is dropped while that address is a sample a real site leaves out) of the area's office, its urgent response `{responseTime}` and `{responseRegion}`, the Lakeland
 * no-travel-fee `{radius}` in miles and `{lakelandProfessionals}`; `{startOfCare1}`... are the
 * area's own phrases that depend on whether care can start the day a patient comes home
 * (`startOfCare` below).
 */
export const areaPlaceholders = [
  "city",
  "office",
  "phone",
  "street",
  "responseTime",
  "responseRegion",
  "radius",
  "lakelandProfessionals",
  "startOfCare1",
  "startOfCare2",
  "startOfCare3",
] as const;
export type AreaPlaceholder = (typeof areaPlaceholders)[number];

const { head, line, paragraph, lines } = wordsOf(areaPlaceholders);

const names = () => z.array(text(), { error: "expected a list of names" });

export const areaFactsSchema = z.strictObject({
  order: count(1).meta({
    title: "Place in the list",
    description: "1 comes first in the menu, the cards and the finder.",
  }),
  office: z.enum(officeIds, { error: `expected one of ${officeIds.join(", ")}` }).meta({
    title: "Office that serves it",
    description: "Its address and phone are shown on the area's page and card.",
    labels: { lakeland: "Lakeland", "tampa-bay": "Tampa Bay", "miami-dade": "Miami-Dade", polk: "Polk County" },
  }),
  response: z.enum(responseIds, { error: `expected one of ${responseIds.join(", ")}` }).meta({
    title: "Urgent response region",
    description: "Which of the response times in the agency's facts applies here.",
    labels: { lakeland: "Lakeland", central: "Central Florida and Polk County", metro: "Tampa Bay and Miami-Dade" },
  }),
  counties: names().default([]).meta({
    title: "Counties",
    description:
      "Florida counties (“Polk”, “Miami-Dade”) whose ZIP codes the finder answers for with this area, unless the town is another area's community.",
  }),
  communities: names().min(1, { error: "expected at least one community" }).meta({
    title: "Communities",
    description:
      "Cities, towns and neighborhoods served, as people write them. The finder answers for each by name, and a ZIP code of the counties above (or another area's) whose town is listed here is this area's.",
  }),
  zipCodes: z
    .array(matching(/^\d{5}$/, "expected a 5-digit ZIP code"), { error: "expected a list of ZIP codes" })
    .default([])
    .meta({
      title: "More ZIP codes",
      description: "ZIP codes the finder answers for with this area beyond those of its counties and communities.",
    }),
  hospitals: names()
    .min(1, { error: "expected at least one hospital" })
    .meta({ title: "Hospitals", description: "Hospitals families here come home from (real names, not translated)." }),
});

export const areaWordsSchema = z.strictObject({
  name: line().meta({ title: "Name", description: "In the menu, on the card and in the breadcrumb: “Polk County”." }),
  inSentence: line().meta({
    title: "Name inside a sentence",
    description: "“Polk County”; in Spanish with its article: “el condado de Polk”.",
  }),
  head: head(),
  summary: paragraph().meta({ title: "Summary on the card", description: "One or two sentences." }),
  features: lines()
    .length(4, { error: "expected four features" })
    .meta({ title: "Four features", description: "On the card and on the page." }),
  local: z
    .strictObject({ heading: line().meta({ title: "Heading" }), paragraphs: lines().meta({ title: "Paragraphs" }) })
    .meta({ title: "What is particular about care here" }),
  hospitalsIntro: paragraph().meta({ title: "Sentence above the hospitals" }),
  startOfCare: z
    .array(
      z
        .strictObject({
          sameDay: line().meta({ title: "While care can start the day of discharge" }),
          otherwise: line().meta({ title: "Otherwise" }),
        })
        .meta({ title: "Phrase" }),
    )
    .max(3, { error: "expected at most three phrases" })
    .default([])
    .meta({
      title: "Phrases about the first visit",
      description:
        "Written into the words above as {startOfCare1}, {startOfCare2}, {startOfCare3}: the first form while the agency's facts promise care can start the day a patient comes home, else the second.",
    }),
});

export type AreaFactsData = z.output<typeof areaFactsSchema>;
export type AreaWords = z.output<typeof areaWordsSchema>;
