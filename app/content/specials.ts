import offerWords from "virtual:content/offers/words";
import * as raw from "virtual:content/pages/specials";
import { site, type Offer } from "./site";
import type { Lang } from "~/i18n/lang";
import { fill } from "~/i18n/format";
import { filledWords } from "./page-words";
import { wordsShown } from "./words-shown";
import type { OfferId, OfferWords } from "./schemas/offers";
import type { SpecialsPlaceholder, SpecialsWords } from "./schemas/pages/specials";
import { billsMedicaid, billsMedicare, isPublishable, offer } from "./facts";
import type { Bilingual, PageContent } from "./types";

const companion = offer("companion-first-week");
/**
 * The referral offer, only while it may be published: with a lawyer's review recorded (the launch
 * check asks for it, or for the offer's removal). Without it, no page and no page data names it.
 */
const referralOffer = site.offers.find((o) => o.id === "referral-credit");
const referral = referralOffer?.id === "referral-credit" && isPublishable(referralOffer) ? referralOffer : null;
/** The page's words about the credit: with the offer unpublished they are never shown. */
const credit = referral?.creditDollars ?? 0;
const carePackage = offer("care-package-24-7");

export type { OfferId } from "./schemas/offers";
/** The loyalty levels in order, lowest first. */
const loyaltyTierIds = [
  "bronze",
  "silver",
  "gold",
  "platinum",
] as const satisfies (keyof SpecialsWords["loyalty"]["tiers"])[];
export type LoyaltyTierId = (typeof loyaltyTierIds)[number];
export type SeasonId = "holiday" | "spring" | "summer";
const seasonIds: SeasonId[] = ["holiday", "spring", "summer"];

/** The words of one offer (app/content/data/offers/), its {figures} filled in from its facts. */
export type OfferCopy = OfferWords;

export interface SpecialsContent extends PageContent {
  offers: {
    heading: string;
    intro: string;
    /** "{date}" is replaced with the offer's last day, in the page's language. */
    endsOn: string;
    ongoing: string;
    termsHeading: string;
    /** Shown instead of an offer whose end date passed after the page was built. */
    endedNote: string;
    /** When no offer runs at all. */
    none: string;
    /** By offer id: the offers of the config that may be published (site.offers), whose files hold these words. */
    items: Partial<Record<OfferId, OfferCopy>>;
  };
  seasonal: {
    heading: string;
    intro: string;
    programs: { id: SeasonId; title: string; months: string; description: string; highlights: string[] }[];
    cta: string;
  };
  loyalty: {
    heading: string;
    intro: string;
    /** The levels in order, their figures (app/content/data/pages/specials.yml) written into their words. */
    tiers: { id: LoyaltyTierId; name: string; discount: string; hours: string }[];
    notes: string[];
  };
  payment: {
    heading: string;
    intro: string;
    methodsHeading: string;
    methods: string[];
    insurersHeading: string;
    note: string;
    insuranceLink: string;
  };
}

/** "{percentOff}" and the offer's other figures, replaced with its values in every line of its words. */
export function fillFigures(words: OfferWords, offer: Offer, file: string): OfferWords {
  const fill = (line: string) =>
    line.replace(/\{(\w+)\}/g, (_, key: string) => {
      const value = (offer as Record<string, unknown>)[key];
      if (typeof value !== "number") throw new Error(`${file}: {${key}} is not a figure of this offer`);
      return String(value);
    });
  return {
    title: fill(words.title),
    discount: fill(words.discount),
    description: fill(words.description),
    terms: words.terms.map(fill),
    cta: fill(words.cta),
  };
}

/** The words of the offers that may be published, in `lang`, in the config's order. */
function offerItems(lang: Lang): Partial<Record<OfferId, OfferCopy>> {
  return Object.fromEntries(
    site.offers
      .filter(isPublishable)
      .map((o) => [o.id, fillFigures(offerWords[lang][o.id]!, o, `app/content/data/offers/${lang}/${o.id}.yml`)]),
  );
}

const words = filledWords<SpecialsWords, Exclude<SpecialsPlaceholder, "hours" | "percent" | "date">>(raw, {
  companionPercent: companion.percentOff,
  carePackagePercent: carePackage.percentOff,
  credit,
});

/**
 * The ways to pay the payment section lists: Medicare and Medicaid only once the agency bills them
 * (billsMedicare, billsMedicaid); until then a line says the office checks that coverage for the family.
 */
function methods(payment: SpecialsWords["payment"]): string[] {
  const programs = [...(billsMedicare ? [payment.medicare] : []), ...(billsMedicaid ? [payment.medicaid] : [])];
  return billsMedicare && billsMedicaid
    ? [...programs, ...payment.otherMethods]
    : [...programs, payment.checkCoverage, ...payment.otherMethods];
}

/*
 * Who the savings are for (docs/decisions/0020-compliance-review.md): a discount or a free service
 * offered to a Medicare or Medicaid beneficiary can be an unlawful inducement (42 U.S.C.
 * 1320a-7a(a)(5); OIG allows only gifts of nominal value, $15 an item and $75 a year, never cash),
 * so the offers and the loyalty program are for private-pay clients who are not enrolled in those
 * programs, and the seasonal extras are part of a client's care plan, not free gifts.
 */

/** The words of /specials (app/content/data/pages/specials.yml) arranged for its sections. Numbers and dates come from the config. */
function specialsIn(lang: Lang): SpecialsContent {
  const { head, offers, seasonal, loyalty, payment } = words[lang];
  const { descriptionWithReferral, referral: referralSentence, ...top } = head;
  const [first, second, ...more] = top.intro;
  const { tiers, discount, hours, ...loyaltyWords } = loyalty;
  return {
    // The referral credit's words only while it may be published: otherwise no page and no page data names it.
    head: referral
      ? {
          ...top,
          description: descriptionWithReferral,
          intro: [first!, [referralSentence, second].filter(Boolean).join(" "), ...more],
        }
      : top,
    offers: { ...offers, items: offerItems(lang) },
    seasonal: {
      heading: seasonal.heading,
      intro: seasonal.intro,
      programs: seasonIds.map((id) => ({ id, ...seasonal[id] })),
      cta: seasonal.cta,
    },
    loyalty: {
      ...loyaltyWords,
      tiers: loyaltyTierIds.map((id) => ({
        id,
        name: tiers[id].name,
        discount: fill(discount, { percent: tiers[id].percent }),
        hours: fill(hours, { hours: tiers[id].hours }),
      })),
    },
    payment: {
      heading: payment.heading,
      intro: payment.intro,
      methodsHeading: payment.methodsHeading,
      methods: methods(payment),
      insurersHeading: payment.insurersHeading,
      note: payment.note,
      insuranceLink: payment.insuranceLink,
    },
  };
}

export const specials: Bilingual<SpecialsContent> = { en: specialsIn("en"), es: specialsIn("es") };

/** Which of specials.yml's words the page shows (methods above): the editor's preview follows it. */
export const specialsWordsShown = wordsShown([
  [billsMedicare, "payment.medicare"],
  [billsMedicaid, "payment.medicaid"],
  [!(billsMedicare && billsMedicaid), "payment.checkCoverage"],
]);
