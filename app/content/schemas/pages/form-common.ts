/** The forms' shared messages about a value they cannot accept (app/content/data/pages/form-common.yml). */
import { z } from "zod";
import { pageWords, wordsOf } from "../words.ts";

export const formCommonPlaceholders = ["phoneExample", "max"] as const;
const { line } = wordsOf(formCommonPlaceholders);

const said = (title: string, description?: string) => line().meta({ title, ...(description && { description }) });

export const formCommonWords = z.strictObject({
  summary: said("Heading of the list of problems", "At the top of a form sent with something to correct."),
  required: z
    .strictObject({
      name: said("Name"),
      phone: said("Phone", "{phoneExample} is an example of a phone number."),
      email: said("E-mail"),
      position: said("Position (job application)"),
      license: said("License (job application)"),
      experience: said("Years of experience (job application)"),
      availability: said("Availability (job application)"),
    })
    .meta({ title: "A required field left empty" }),
  tooLong: said("A text that is too long", "{max} is the field's limit."),
  email: said("An e-mail address that does not look right"),
  phone: said("A phone number that does not look right", "{phoneExample} is an example of a phone number."),
  choice: said("A choice that is not in the list"),
  tooMany: said("Too many sends from one connection"),
});

export type FormCommonWords = z.output<typeof formCommonWords>;
export type FormCommonPlaceholder = (typeof formCommonPlaceholders)[number];

export const formCommon = pageWords({
  name: "form-common",
  path: "/contact",
  label: "Forms: messages about what to correct",
  group: "Forms",
  description:
    "What the contact form, the job application and the referral say about a value they cannot accept. The referral's own messages are with its words. Facts are written as {placeholders}.",
  words: formCommonWords,
  placeholders: formCommonPlaceholders,
});
