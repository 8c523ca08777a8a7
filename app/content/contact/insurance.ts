import * as raw from "virtual:content/pages/contact-insurance";
import { site } from "../site";
import type { Lang } from "~/i18n/lang";
import { filledWords } from "../page-words";
import { wordsShown } from "../words-shown";
import type { InsurancePlaceholder, InsuranceWords } from "../schemas/pages/contact-insurance";
import { billsMedicaid, billsMedicare } from "../facts";
import type { Bilingual, PageContent } from "../types";
import { medicareCheck, type MedicareCheckContent } from "./medicare-check";

/** The ways to pay, in the order the page lists them; words tied by key. */
export const payerKeys = [
  "medicare",
  "medicare-advantage",
  "medicaid",
  "private",
  "workers-comp",
  "va",
  "long-term-care",
  "self-pay",
] as const;
export type PayerKey = (typeof payerKeys)[number];

export interface InsuranceContent extends PageContent {
  payers: { heading: string; intro: string; items: Record<PayerKey, { title: string; body: string }> };
  insurers: { heading: string; intro: string; notListed: string };
  billing: { heading: string; intro: string; steps: string[]; questions: string };
  check: MedicareCheckContent;
}

/** Whether the page may say the agency bills Medicare and Medicaid (each a regulatory fact: real, or a sample). */
const billsBoth = billsMedicare && billsMedicaid;

/** The words of /contact/insurance (app/content/data/pages/contact-insurance.yml) with the main line filled in. */
const words = filledWords<InsuranceWords, InsurancePlaceholder>(raw, { phone: site.phones.main.display });

/** The page's words, the introduction opening by billing status, and the Medicare self-check. */
function insuranceIn(lang: Lang): InsuranceContent {
  const { opening, ...w } = words[lang];
  const first = billsBoth ? opening.billsBoth : opening.checksFirst;
  return { ...w, head: { ...w.head, intro: [first, ...w.head.intro] }, check: medicareCheck[lang] };
}

export const insurance: Bilingual<InsuranceContent> = { en: insuranceIn("en"), es: insuranceIn("es") };

/** Which of contact-insurance.yml's words the page shows: the editor's preview follows it. */
export const insuranceWordsShown = wordsShown([[billsBoth, "opening.billsBoth", "opening.checksFirst"]]);
