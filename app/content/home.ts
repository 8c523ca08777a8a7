/**
 * The home page: its words are in app/content/data/pages/home.yml (checked by
 * schemas/pages/home.ts), its facts (numbers, phone, insurers) come from ./site. The components in
 * app/components/home/ read exactly these fields; the slideshow is arranged in ./home-hero.
 */
import * as raw from "virtual:content/pages/home";
import {
  billsMedicaid,
  billsMedicare,
  families,
  familyProgramSample,
  familyProgramShown,
  mainOffice,
  offer,
  onlyShownClaims,
  regulatoryShown,
  type RegulatoryId,
} from "./facts";
import { familyAideProgram, site, type Offer } from "./site";
import { shownMainOffice } from "./shown-offices";
import type { Lang } from "~/i18n/lang";
import { filledWords } from "./page-words";
import type { HomePlaceholder, HomeWords } from "./schemas/pages/home";
import type { Bilingual, PageHead } from "./types";
import { homeHero, type HomeHero } from "./home-hero";
import { wordsShown } from "./words-shown";

export interface HomeContent {
  head: PageHead;
  hero: HomeHero;
  trust: {
    heading: string;
    intro: string;
    stats: { families: string; rating: string; years: string; always: string };
    /** `fact`: the regulatory fact the card claims; the card is left off while that fact is a sample. */
    certifications: { fact: RegulatoryId | null; title: string; body: string }[];
    /** The home banner of one offer (site.offers): hidden once the offer has ended. */
    special: { offer: Offer["id"]; badge: string; heading: string; body: string; cta: string };
  };
  services: {
    eyebrow: string;
    heading: string;
    intro: string;
    main: { title: string; subtitle: string; body: string; features: string[]; cta: string }[];
    ageHeading: string;
    ageGroups: { title: string; ages: string; body: string; cta: string }[];
  };
  insurance: {
    heading: string;
    body: string;
    insurersHeading: string;
    assessmentHeading: string;
    assessmentBody: string;
    cta: string;
  };
  /** The family aide program, or null where the agency does not bill Medicaid (facts: familyProgramShown). */
  family: {
    /** The demo's: shown with the Sample mark. */
    sample: boolean;
    eyebrow: string;
    heading: string;
    intro: string;
    benefitsHeading: string;
    benefits: string[];
    eligibilityHeading: string;
    eligibility: string[];
    cta: string;
  } | null;
  social: {
    heading: string;
    intro: string;
    links: Record<"reviews" | "directions" | "facebook" | "instagram", { label: string; description: string }>;
  };
}

/** The offer of the home page's banner (its numbers from the config). */
const companion = offer("companion-first-week");
const { trainingHours, underAge, paidHoursPerDay } = familyAideProgram;
/** Whether the home page may say the agency bills both programs (each a regulatory fact, real or not). */
const billsBoth = billsMedicare && billsMedicaid;

/** {phone}, {n} and {total} are filled by the page as it shows them. */
const words = filledWords<HomeWords, Exclude<HomePlaceholder, "phone" | "n" | "total">>(raw, {
  name: site.name,
  shortName: site.shortName,
  city: mainOffice.city,
  families,
  underAge,
  childUpTo: underAge - 1,
  trainingHours,
  paidHoursPerDay,
  percentOff: companion.percentOff,
  minShiftHours: companion.minShiftHours,
});

/** The words of the home page (app/content/data/pages/home.yml) arranged for its sections; which claims show is decided here. */
function homeIn(lang: Lang): HomeContent {
  const { head, hero, trust, services, insurance, family, social } = words[lang];
  const { intro, introUntilMedicare, ...top } = head;
  const { license, background, medicare } = trust.certifications;
  const { nursing, personalCare, pediatric, adult, senior } = services;
  return {
    head: { ...top, intro: billsMedicare ? intro : introUntilMedicare },
    hero: homeHero(hero),
    trust: {
      ...trust,
      certifications: onlyShownClaims([
        { fact: "license", ...license },
        { fact: null, ...background },
        { fact: "medicare", ...medicare },
      ]),
      special: { offer: "companion-first-week", ...trust.special },
    },
    // In the site's one order of services (serviceGroups in app/pages.ts): the cards link by place.
    services: {
      eyebrow: services.eyebrow,
      heading: services.heading,
      intro: services.intro,
      main: [nursing, personalCare],
      ageHeading: services.ageHeading,
      ageGroups: [pediatric, adult, senior],
    },
    insurance: {
      heading: billsMedicare ? insurance.heading : insurance.headingUntilMedicare,
      body: billsBoth ? insurance.body : insurance.bodyUntilBoth,
      insurersHeading: insurance.insurersHeading,
      assessmentHeading: insurance.assessmentHeading,
      assessmentBody: insurance.assessmentBody,
      cta: insurance.cta,
    },
    // Florida's home health aide for medically fragile children program: s. 400.4765, F.S., as
    // amended by ch. 2025-171, Laws of Fla. Florida Medicaid pays a family aide only for a child
    // under 21 who receives private duty nursing. Adults are not eligible; their paid family care
    // goes through Medicaid Long-Term Care.
    family: familyProgramShown ? { ...family, sample: familyProgramSample } : null,
    // Its introduction offers the way to the main office: none while that address is a sample left out.
    social: shownMainOffice.address ? social : { ...social, intro: "" },
  };
}

export const home: Bilingual<HomeContent> = { en: homeIn("en"), es: homeIn("es") };

/** Which of home.yml's words the page shows, as homeIn chooses them: the editor's preview follows it. */
export const homeWordsShown = wordsShown([
  [billsMedicare, "head.intro", "head.introUntilMedicare"],
  [billsMedicare, "insurance.heading", "insurance.headingUntilMedicare"],
  [billsBoth, "insurance.body", "insurance.bodyUntilBoth"],
  [regulatoryShown("license"), "trust.certifications.license"],
  [regulatoryShown("medicare"), "trust.certifications.medicare"],
  [familyProgramShown, "family"],
]);
