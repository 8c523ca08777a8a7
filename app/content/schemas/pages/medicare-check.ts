/** The words of the Medicare self-check on /contact/insurance (app/content/data/pages/medicare-check.yml). */
import { z } from "zod";
import { pageWords, wordsOf } from "../words.ts";

export const medicareCheckPlaceholders = ["phone"] as const;
const { line, paragraph } = wordsOf(medicareCheckPlaceholders);

const question = (title: string) =>
  z
    .strictObject({
      question: line().meta({ title: "Question", description: "Answered yes or no; ends with a question mark." }),
      help: paragraph().meta({ title: "Help under the question" }),
      ifNo: paragraph().meta({ title: "What a “no” means" }),
    })
    .meta({ title });

const result = <N extends z.ZodType>(title: string, next: N) =>
  z
    .strictObject({
      heading: line().meta({ title: "Heading" }),
      body: paragraph().meta({ title: "What it means" }),
      next,
    })
    .meta({ title });

export const medicareCheckWords = z.strictObject({
  heading: line().meta({ title: "Heading" }),
  intro: paragraph().meta({ title: "Introduction" }),
  disclaimer: paragraph().meta({
    title: "Guidance only",
    description: "That this is not Medicare's decision and nothing is saved.",
  }),
  // Medicare's home health conditions (medicare.gov/coverage/home-health-services; 42 CFR 409.42-409.43).
  questions: z
    .strictObject({
      doctor: question("1. Under a doctor's care"),
      skilled: question("2. Needs skilled care"),
      homebound: question("3. Hard to leave home"),
      faceToFace: question("4. Has seen a doctor"),
    })
    .meta({ title: "The four questions" }),
  yes: line().meta({ title: "Answer “yes”" }),
  no: line().meta({ title: "Answer “no”" }),
  prompt: line().meta({ title: "Until all four are answered" }),
  staticIntro: paragraph().meta({
    title: "Before the questions, without JavaScript",
    description: "The page shows the questions as a list when the check cannot run.",
  }),
  staticIfNo: line().meta({ title: "Label before what a “no” means, without JavaScript" }),
  likely: result(
    "Result: likely covered",
    z
      .strictObject({
        billsMedicare: paragraph().meta({ title: "Once the agency's Medicare certification in Agency facts is real" }),
        checksFirst: paragraph().meta({ title: "Until then" }),
      })
      .meta({ title: "What to do next" }),
  ),
  unlikely: result("Result: may not be covered yet", paragraph().meta({ title: "What to do next" })),
  call: line().meta({ title: "Before the phone number on the call button" }),
});

export type MedicareCheckWords = z.output<typeof medicareCheckWords>;
export type MedicareCheckPlaceholder = (typeof medicareCheckPlaceholders)[number];

export const medicareCheck = pageWords({
  name: "medicare-check",
  path: "/contact/insurance",
  label: "Medicare self-check",
  group: "Contact pages",
  description:
    "The “Could Medicare cover home health care?” check on the insurance page: four questions, what each “no” means, the two results. Facts are written as {placeholders}.",
  words: medicareCheckWords,
  placeholders: medicareCheckPlaceholders,
});
