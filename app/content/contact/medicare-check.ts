import * as raw from "virtual:content/pages/medicare-check";
import { site } from "../site";
import type { Lang } from "~/i18n/lang";
import { filledWords } from "../page-words";
import { wordsShown } from "../words-shown";
import type { MedicareCheckPlaceholder, MedicareCheckWords } from "../schemas/pages/medicare-check";
import { billsMedicare } from "../facts";
import type { Bilingual } from "../types";

/**
 * The words of the "Could Medicare cover home health care?" self-check on /contact/insurance
 * (#medicare-check; the Medicare article links to it). The four questions are Medicare's home
 * health conditions (medicare.gov/coverage/home-health-services; 42 CFR 409.42-409.43).
 * Nurse practitioners, clinical nurse specialists and physician assistants may certify since
 * the CARES Act (2020). Occupational therapy can continue home health but cannot start it.
 * A telehealth face-to-face visit needs two-way audio and video; the Consolidated Appropriations Act,
 * 2026 extended that option through December 31, 2027. Guidance only; nothing is stored.
 */
export const checkKeys = ["doctor", "skilled", "homebound", "faceToFace"] as const;
export type CheckKey = (typeof checkKeys)[number];

export interface MedicareCheckContent {
  heading: string;
  intro: string;
  disclaimer: string;
  questions: Record<CheckKey, { question: string; help: string; ifNo: string }>;
  yes: string;
  no: string;
  prompt: string;
  /** Shown before and without JavaScript: the questions and what the answers mean, as text. */
  staticIntro: string;
  staticIfNo: string;
  likely: { heading: string; body: string; next: string };
  unlikely: { heading: string; body: string; next: string };
  call: string;
}

/** The words (app/content/data/pages/medicare-check.yml) with the main line filled in. */
const words = filledWords<MedicareCheckWords, MedicareCheckPlaceholder>(raw, { phone: site.phones.main.display });

/** What to do next once Medicare is likely to pay: the agency bills it only once its certification is real. */
function medicareCheckIn(lang: Lang): MedicareCheckContent {
  const w = words[lang];
  const next = billsMedicare ? w.likely.next.billsMedicare : w.likely.next.checksFirst;
  return { ...w, likely: { ...w.likely, next } };
}

export const medicareCheck: Bilingual<MedicareCheckContent> = { en: medicareCheckIn("en"), es: medicareCheckIn("es") };

/** Which of medicare-check.yml's words the page shows: the editor's preview follows it. */
export const medicareCheckWordsShown = wordsShown([
  [billsMedicare, "likely.next.billsMedicare", "likely.next.checksFirst"],
]);
