/**
 * The facts of the editor's preview (admin/page-preview.js): for each page's words file and each
 * area, per language, the value the page's content module fills in for each placeholder, the facts
 * it leaves out (a sample on a real origin: every sentence naming one is dropped, split as the
 * pages split them), the placeholders the page fills only as it shows them ({n} of {total} of the
 * slideshow: they stay as written), and which words the page shows where a fact chooses between
 * them (../../content/words-shown.ts). The content modules record what they fill (filledWords);
 * this module loads them all and reads the record. Build time only: written as
 * /admin/preview-facts.js (scripts/admin.ts).
 */
import areaWords from "virtual:content/areas/words";
import { homeWordsShown } from "~/content/home";
import "~/content/about";
import "~/content/careers";
import "~/content/careers-application";
import { specialsWordsShown } from "~/content/specials";
import { servicesWordsShown } from "~/content/services/overview";
import { servicePageWordsShown } from "~/content/services";
import "~/content/areas/overview";
import { areaPages } from "~/content/areas";
import "~/content/areas/labels";
import "~/content/contact/contact";
import "~/content/contact/contact-form";
import "~/content/contact/emergency";
import { insuranceWordsShown } from "~/content/contact/insurance";
import { medicareCheckWordsShown } from "~/content/contact/medicare-check";
import "~/content/contact/locations";
import { referralsWordsShown } from "~/content/contact/referrals";
import "~/content/reviews";
import "~/content/blog/blog-index";
import { referralFormWordsShown } from "~/content/referral-form";
import "~/content/form-errors";
import { factsGivenTo, factsGivenToPage, type FactValue } from "~/content/page-words";
import { SENTENCE_BREAK } from "~/content/samples";
import { areaPlaceholders } from "~/content/schemas/areas";
import { pageWordsList } from "~/content/schemas/pages/index";
import type { WordsShown } from "~/content/words-shown";
import type { Lang } from "~/i18n/lang";

/** What the preview needs to draw one page's words (or one area's) as the live page shows them. */
export interface PreviewPage {
  /** The value of each fact the page fills in, in each language. */
  en: Record<string, string>;
  es: Record<string, string>;
  /** Facts left out: every sentence naming one is dropped. */
  hidden: string[];
  /** Placeholders the page fills only as it shows them: they stay as written. */
  atRender: string[];
  shown: WordsShown;
}

export interface PreviewFacts {
  /** SENTENCE_BREAK (content/samples.ts), as a RegExp's source and flags. */
  sentenceBreak: { source: string; flags: string };
  /** By page name (app/content/data/pages/<name>.yml). */
  pages: Record<string, PreviewPage>;
  /** By area slug (app/content/data/areas/<lang>/<slug>.yml). */
  areas: Record<string, PreviewPage>;
}

/** Where a fact chooses between a page's words, by page name; pages not listed show all their words. */
const shownByPage: Record<string, WordsShown> = {
  home: homeWordsShown,
  specials: specialsWordsShown,
  services: servicesWordsShown,
  "contact-insurance": insuranceWordsShown,
  "medicare-check": medicareCheckWordsShown,
  "contact-referrals": referralsWordsShown,
  "form-referral": referralFormWordsShown,
};
const allShown: WordsShown = { shownAs: {}, leftOut: [] };

const valueIn = (value: Exclude<FactValue, null>, lang: Lang): string =>
  String(typeof value === "object" ? value[lang] : value);

/** One page's preview from the facts its words were given; `placeholders`: those its words may use. */
function previewPage(
  given: Readonly<Record<string, FactValue>>,
  placeholders: readonly string[],
  shown: WordsShown,
): PreviewPage {
  const page: PreviewPage = { en: {}, es: {}, hidden: [], atRender: [], shown };
  for (const [name, value] of Object.entries(given)) {
    if (value === null) page.hidden.push(name);
    // Handed on as written ({area} on the words every area page shares): the page fills it.
    else if (value === `{${name}}`) page.atRender.push(name);
    else for (const lang of ["en", "es"] as const) page[lang][name] = valueIn(value, lang);
  }
  page.atRender.push(...placeholders.filter((name) => !(name in given)));
  return page;
}

/** Every page's and every advertised area's facts, as this build fills them. */
export function previewFacts(): PreviewFacts {
  const pages: Record<string, PreviewPage> = {};
  for (const words of pageWordsList) {
    const shown = words.name.startsWith("service-") ? servicePageWordsShown : (shownByPage[words.name] ?? allShown);
    pages[words.name] = previewPage(factsGivenToPage(words.name) ?? {}, words.placeholders, shown);
  }
  const areas: Record<string, PreviewPage> = {};
  for (const slug of Object.keys(areaPages)) {
    const given = factsGivenTo(areaWords.en[slug]!);
    if (given) areas[slug] = previewPage(given, areaPlaceholders, allShown);
  }
  return { sentenceBreak: { source: SENTENCE_BREAK.source, flags: SENTENCE_BREAK.flags }, pages, areas };
}

/** The file the editor's page loads before its previews: the facts as a global. */
export const previewFactsScript = (): string =>
  `// The facts of the editor's preview, written by the build (app/lib/build/preview-facts.ts).\nwindow.previewFacts = ${JSON.stringify(previewFacts())};\n`;
