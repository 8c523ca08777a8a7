/**
 * The words of /specials (app/content/data/pages/specials.yml) and the loyalty program's figures;
 * the offers have files of their own (app/content/data/offers/).
 */
import { z } from "zod";
import { count } from "../fields.ts";
import { pageWords, wordsOf, type PageWords } from "../words.ts";

export const specialsPlaceholders = [
  "companionPercent",
  "carePackagePercent",
  "credit",
  "hours",
  "percent",
  "date",
] as const;
const { head, line, paragraph, lines } = wordsOf(specialsPlaceholders);

const heading = () => line().meta({ title: "Heading" });
const intro = () => paragraph().meta({ title: "Introduction" });
const titled = <S extends z.ZodRawShape>(title: string, shape: S, description?: string) =>
  z.strictObject(shape).meta({ title, ...(description ? { description } : {}) });

const season = (title: string) =>
  titled(title, {
    title: line().meta({ title: "Title" }),
    months: line().meta({ title: "Months" }),
    description: paragraph().meta({ title: "Text" }),
    highlights: lines().meta({ title: "Check list" }),
  });

const sameInBoth = "The same figure in English and Spanish.";
const tier = (title: string) =>
  titled(title, {
    name: line().meta({ title: "Name" }),
    hours: count(1).meta({ title: "Private-pay hours to reach this level", description: sameInBoth }),
    percent: count(1)
      .max(100, { error: "expected 100 or less" })
      .meta({ title: "Discount at this level, in percent", description: sameInBoth }),
  });

export const specialsWords = z.strictObject({
  head: head()
    .extend({
      description: paragraph().meta({
        title: "Description for search results",
        description:
          "50 to 160 characters, written for this page. Shown while the referral credit may not be published.",
      }),
      descriptionWithReferral: paragraph().meta({
        title: "Description for search results, with the referral credit",
        description: "Shown instead once the referral credit may be published (its legal sign-off is recorded).",
      }),
      referral: line().meta({
        title: "Sentence opening the second paragraph of the introduction, on the referral credit",
        description: "Shown only once the referral credit may be published. {credit} is its amount in dollars.",
      }),
    })
    .meta({ title: "Top of the page" }),
  offers: titled(
    "Current offers",
    {
      heading: heading(),
      intro: intro(),
      endsOn: line().meta({ title: "Under an offer with an end date", description: "{date} is its last day." }),
      ongoing: line().meta({ title: "Under an offer with no end date" }),
      termsHeading: line().meta({ title: "Heading over each offer's terms" }),
      endedNote: paragraph().meta({ title: "Shown in place of an offer that ended after the page was published" }),
      none: paragraph().meta({ title: "Shown when no offer runs" }),
    },
    "The offers themselves are under Offers.",
  ),
  seasonal: titled("Seasonal programs", {
    heading: heading(),
    intro: intro(),
    holiday: season("Holidays"),
    spring: season("Spring"),
    summer: season("Summer"),
    cta: line().meta({ title: "Button" }),
  }),
  loyalty: titled(
    "Loyalty program",
    {
      heading: heading(),
      intro: intro(),
      tiers: titled("Levels", {
        bronze: tier("First level"),
        silver: tier("Second level"),
        gold: tier("Third level"),
        platinum: tier("Fourth level"),
      }),
      discount: line().meta({ title: "Each level's discount", description: "{percent} is the level's discount." }),
      hours: line().meta({ title: "Under each discount", description: "{hours} is the level's hours." }),
      notes: lines().meta({ title: "Notes" }),
    },
    "For private-pay clients only: never for people enrolled in Medicare, Medicaid or another government health program.",
  ),
  payment: titled("Payment and insurance", {
    heading: heading(),
    intro: intro(),
    methodsHeading: line().meta({ title: "Heading over the ways to pay" }),
    medicare: line().meta({ title: "Medicare, listed once the agency bills Medicare" }),
    medicaid: line().meta({ title: "Medicaid, listed once the agency bills Medicaid" }),
    checkCoverage: paragraph().meta({ title: "Listed until the agency bills both Medicare and Medicaid" }),
    otherMethods: lines().meta({ title: "The other ways to pay" }),
    insurersHeading: line().meta({ title: "Heading over the insurers" }),
    note: paragraph().meta({ title: "Note on who the savings are for" }),
    insuranceLink: line().meta({ title: "Link to the insurance questions" }),
  }),
});

export type SpecialsWords = z.output<typeof specialsWords>;
export type SpecialsPlaceholder = (typeof specialsPlaceholders)[number];

const entry = pageWords({
  name: "specials",
  path: "/specials",
  label: "Specials",
  group: "Specials",
  description:
    "The Specials page: seasonal programs, the loyalty levels and their figures, payment. The offers are edited under Offers. Facts are written as {placeholders}.",
  words: specialsWords,
  placeholders: specialsPlaceholders,
});

/** The loyalty figures are facts: the Spanish side must hold the English ones. */
export const specials: PageWords = {
  ...entry,
  schema: entry.schema.superRefine((file, ctx) => {
    const { en, es } = file as { en: SpecialsWords; es: SpecialsWords };
    for (const id of Object.keys(en.loyalty.tiers) as (keyof SpecialsWords["loyalty"]["tiers"])[])
      for (const figure of ["hours", "percent"] as const) {
        const english = en.loyalty.tiers[id][figure];
        if (es.loyalty.tiers[id][figure] !== english)
          ctx.addIssue({
            code: "custom",
            path: ["es", "loyalty", "tiers", id, figure],
            message: `must be the same figure as in English (${english})`,
            input: es.loyalty.tiers[id][figure],
          });
      }
  }),
};
