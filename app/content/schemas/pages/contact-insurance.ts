/** The words of /contact/insurance (app/content/data/pages/contact-insurance.yml); the Medicare self-check has its own file. */
import { z } from "zod";
import { pageWords, wordsOf } from "../words.ts";

export const insurancePlaceholders = ["phone"] as const;
const { head, line, paragraph, lines } = wordsOf(insurancePlaceholders);

const top = head();
const payer = (title: string) =>
  z
    .strictObject({ title: line().meta({ title: "Name" }), body: paragraph().meta({ title: "How it can pay" }) })
    .meta({ title });

export const insuranceWords = z.strictObject({
  head: top.extend({
    intro: lines().meta({
      title: "Introduction, after its first paragraph",
      description: "The first paragraph is the next field: which one shows depends on Agency facts.",
    }),
  }),
  opening: z
    .strictObject({
      billsBoth: paragraph().meta({
        title: "Once the agency's Medicare and Medicaid lines in Agency facts are real",
        description: "May say the agency accepts Medicare and Medicaid.",
      }),
      checksFirst: paragraph().meta({
        title: "Until then",
        description: "Must not claim the agency bills Medicare or Medicaid.",
      }),
    })
    .meta({ title: "First paragraph of the introduction" }),
  payers: z
    .strictObject({
      heading: line().meta({ title: "Heading" }),
      intro: paragraph().meta({ title: "Introduction" }),
      items: z
        .strictObject({
          medicare: payer("Medicare"),
          "medicare-advantage": payer("Medicare Advantage"),
          // Home health visits for every age, up to three a day for non-pregnant adults (AHCA, Medicaid
          // home health services). Private duty nursing is covered under 21 (Rule 59G-4.261, F.A.C.). Statewide Medicaid
          // Managed Care Long-Term Care: 65+, or 18+ with a disability, nursing-home level of care,
          // a waiting list after a screening by the Aging and Disability Resource Center (s. 409.979, F.S.).
          medicaid: payer("Medicaid"),
          private: payer("Private insurance"),
          "workers-comp": payer("Workers' compensation"),
          va: payer("VA benefits"),
          "long-term-care": payer("Long-term care insurance"),
          "self-pay": payer("Self-pay"),
        })
        .meta({ title: "The ways to pay" }),
    })
    .meta({ title: "Ways to pay for care" }),
  insurers: z
    .strictObject({
      heading: line().meta({ title: "Heading" }),
      intro: paragraph().meta({ title: "Introduction", description: "The insurers' names come from Agency facts." }),
      notListed: paragraph().meta({ title: "Under the list" }),
    })
    .meta({ title: "Plans we work with" }),
  billing: z
    .strictObject({
      heading: line().meta({ title: "Heading" }),
      intro: paragraph().meta({ title: "Introduction" }),
      steps: lines().meta({ title: "Steps" }),
      questions: paragraph().meta({ title: "Who to call about a bill" }),
    })
    .meta({ title: "How billing works" }),
});

export type InsuranceWords = z.output<typeof insuranceWords>;
export type InsurancePlaceholder = (typeof insurancePlaceholders)[number];

export const contactInsurance = pageWords({
  name: "contact-insurance",
  path: "/contact/insurance",
  label: "Insurance and billing",
  group: "Contact pages",
  description:
    "The insurance page: ways to pay, plans, billing. The insurers' names come from Agency facts; the Medicare self-check is its own entry. Facts are written as {placeholders}.",
  words: insuranceWords,
  placeholders: insurancePlaceholders,
});
