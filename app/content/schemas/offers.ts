/**
 * Offers (app/content/data/offers/{en,es}/<id>.yml). Each offer has its own terms, so each has its
 * own schema; the editor shows the fields of all three and the build checks each file with its own.
 * New kinds of offer need code (their terms and their place on the pages), so none can be created
 * in the editor: it ends, extends, rewords and re-prices these.
 */
import { z } from "zod";
import { count, isoDate, lines, paragraph, sample, signOff, text } from "./fields.ts";

const base = {
  ends: isoDate().nullable().default(null).meta({
    title: "Last day",
    description: "The offer runs to the end of this day in Florida, then disappears from the site. Empty: no end date.",
  }),
  sample: sample(),
};

const percentOff = count(1).max(100, { error: "expected a percentage from 1 to 100" }).meta({ title: "Percent off" });
/** 16 CFR 233.1: a percentage off names the regular price it is taken from, one the agency really charges. */
const regularRate = count(1).meta({
  title: "Regular rate (dollars an hour)",
  description:
    "The rate the agency charges every private-pay client for this care; the discount is taken from it and the terms name it.",
});

export const offerFactSchemas = {
  "companion-first-week": z.strictObject({
    ...base,
    percentOff,
    regularRate,
    minShiftHours: count(1).meta({ title: "Shortest visit (hours)" }),
  }),
  "referral-credit": z.strictObject({
    ...base,
    creditDollars: count(1).meta({ title: "Credit (dollars)" }),
    minReferredHours: count(1).meta({ title: "Hours of care the referred family needs" }),
    legalSignOff: signOff(
      "Lawyer's review",
      "Paying for referrals may be patient brokering under Florida law (s. 817.505, F.S.). The launch check fails until a lawyer has reviewed this offer.",
    ),
  }),
  "care-package-24-7": z.strictObject({
    ...base,
    percentOff,
    regularRate,
    minCommitmentDays: count(1).meta({ title: "Shortest commitment (days)" }),
  }),
};

export type OfferId = keyof typeof offerFactSchemas;
export const offerIds = Object.keys(offerFactSchemas) as OfferId[];

/** The offer's words in one language. `{percentOff}`, `{creditDollars}`... are replaced with its figures. */
export const offerWordsSchema = z.strictObject({
  title: text().meta({ title: "Title" }),
  discount: text().meta({
    title: "Saving",
    description: 'Figures as {tokens}: "{percentOff}% off", "${creditDollars} credit".',
  }),
  description: paragraph().meta({ title: "Description" }),
  terms: lines().meta({ title: "Terms" }),
  cta: text().meta({ title: "Button" }),
});

export type OfferWords = z.output<typeof offerWordsSchema>;

export type Offer = {
  [I in OfferId]: { id: I } & z.output<(typeof offerFactSchemas)[I]>;
}[OfferId];
