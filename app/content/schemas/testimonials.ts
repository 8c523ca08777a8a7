/**
 * Reviews from families (app/content/data/reviews/) and quotes from the team
 * (app/content/data/team/). Publishing one needs the person's written permission (the FTC rule on
 * consumer reviews and testimonials, 16 CFR part 465; for a patient also a HIPAA authorization).
 */
import { z } from "zod";
import { count, isoDate, lang, paragraph, sample, signOff, text } from "./fields.ts";

const person = {
  name: text().meta({ title: "Name", description: 'First name and initial: "Maria G."' }),
  rating: z.literal([1, 2, 3, 4, 5], { error: "expected 1 to 5 stars" }).meta({ title: "Stars" }),
  writtenIn: lang().meta({
    title: "Written in",
    description: "The language of the person's own words; the other is shown as a translation.",
    labels: { en: "English", es: "Spanish" },
  }),
  permission: signOff("Written permission", "Who gave written permission to publish this, and when."),
  sample: sample(),
};

export const reviewFactsSchema = z.strictObject({
  ...person,
  location: text().meta({ title: "Town", description: '"Lakeland, FL"' }),
  date: isoDate().meta({ title: "Date of the review" }),
});

export const reviewWordsSchema = z.strictObject({
  text: paragraph().meta({ title: "Review" }),
  service: text().meta({ title: "Service received" }),
});

export const teamFactsSchema = z.strictObject({
  ...person,
  order: count(1).meta({ title: "Place in the list", description: "1 is shown first." }),
});

export const teamWordsSchema = z.strictObject({
  role: text().meta({ title: "Role", description: '"Registered Nurse, 4 years"' }),
  quote: paragraph().meta({ title: "Quote" }),
});

export type ReviewFacts = z.output<typeof reviewFactsSchema> & { id: string };
export type ReviewWords = z.output<typeof reviewWordsSchema>;
export type TeamFacts = z.output<typeof teamFactsSchema> & { id: string };
export type TeamWords = z.output<typeof teamWordsSchema>;
