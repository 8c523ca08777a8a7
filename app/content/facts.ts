/**
 * Facts derived from the config (./site) that several pages' words use: never page copy.
 */
import { site, type Fact, type ResponseTime } from "./site";
import { grouped, listOf, plus } from "~/i18n/format";
import { isDemoOrigin, showsSample } from "./samples";

/** Whether this build is the demo (an origin under .example or localhost): only there do samples show, marked. */
export const demo = /* @__PURE__ */ isDemoOrigin(site.origin);
/** Whether this fact, row or testimonial may appear on this build's pages (content/samples.ts). */
export const shown = (fact: { sample: boolean }): boolean => showsSample(fact, demo);
/** The fact's value, or null when it is a sample this build leaves out (page words drop the sentences naming it). */
export const shownValue = <T>(fact: Fact<T>): T | null => (shown(fact) ? fact.value : null);
/** The rows of a list this build may show. */
export const shownRows = <T extends { sample: boolean }>(rows: readonly T[]): T[] => rows.filter(shown);

export type OfficeId = (typeof site.offices)[number]["id"];
export type ResponseId = ResponseTime["id"];

export function office(id: OfficeId) {
  const found = site.offices.find((o) => o.id === id);
  if (!found) throw new Error(`site.offices has no office "${id}"`);
  return found;
}

/** site.responseTimes rows, in config order: Lakeland, Central Florida and Polk, Tampa and Miami. */
export function responseTime(row: number) {
  const found = site.responseTimes[row];
  if (!found) throw new Error(`site.responseTimes has no row ${row}`);
  return found;
}

/** site.responseTimes row by its id ("lakeland", "central", "metro"). */
export function responseTimeById(id: ResponseId) {
  const found = site.responseTimes.find((r) => r.id === id);
  if (!found) throw new Error(`site.responseTimes has no row "${id}"`);
  return found;
}

/** The figures the pages' words name, each null while a sample this build leaves out. */
export const families = shown(site.claims.families) ? grouped(site.claims.families.value) : null;
export const professionals = shownValue(site.claims.professionals);
export const lakelandProfessionals = shownValue(site.claims.lakelandProfessionals);
export const miles = shownValue(site.claims.lakelandRadiusMiles);
export const replyHours = shownValue(site.claims.replyWithinHours);
export const setupHours = shownValue(site.claims.referralSetupHours);
/** Whether any of these facts is a sample this build shows (the demo): its section carries the sample mark. */
export const showsAnySample = (...facts: { sample: boolean }[]): boolean => facts.some((f) => f.sample && shown(f));

/** A figure as its card shows it ("1,000+", "4.9/5"), null while a sample this build leaves out. */
export const figure = {
  families: shown(site.claims.families) ? plus(site.claims.families.value) : null,
  rating: shown(site.claims.rating) ? `${site.claims.rating.value}/5` : null,
};
/** The figure cards this build may show: a card whose value is left out is left out whole. */
export const shownFigures = <T extends { value: string | null }>(cards: T[]) =>
  cards.flatMap((card) => (card.value === null ? [] : [{ ...card, value: card.value }]));

/** The response time of a region (site.responseTimes), null while a sample this build leaves out. */
export const shownResponse = (id: ResponseId) => {
  const row = responseTimeById(id);
  return shown(row) ? row : null;
};
export const lakelandResponse = responseTime(0);
export const centralResponse = responseTime(1);
export const metroResponse = responseTime(2);
export const polkOffice = office("polk");
export const miamiOffice = office("miami-dade");
export const satelliteCities = site.offices.filter((o) => !("main" in o && o.main)).map((o) => o.city);
/** Page words only, made at build time: marked pure so the browser bundle, which never shows it, drops it. */
export const satellites = {
  en: /* @__PURE__ */ listOf("en", satelliteCities),
  es: /* @__PURE__ */ listOf("es", satelliteCities),
};

/** The main office (Lakeland): the address the site gives first. */
export const mainOffice = office("lakeland");

export type RegulatoryId = keyof typeof site.regulatory;
/** Whether the site may state this regulatory fact: only once it is real (never while a sample). */
export const regulatoryShown = (id: RegulatoryId): boolean => !site.regulatory[id].sample;
/** The agency's own status lines, in the order the footer and /about give them (each only once real). */
export const statusLineIds = [
  "license",
  "medicare",
  "medicaid",
  "accreditation",
] as const satisfies readonly RegulatoryId[];
/** The items that claim no regulatory fact, or one that may be stated: copy that claims a sample never reaches a page. */
export function onlyShownClaims<T extends { fact: RegulatoryId | null }>(items: T[]): T[] {
  return items.filter((item) => item.fact === null || regulatoryShown(item.fact));
}

/**
 * Whether the pages may say the agency bills Medicare (only a Medicare-certified agency can, for home
 * health: 42 CFR part 484) or Medicaid (an enrolled provider): only once that fact is real. Until
 * then the pages say what the office checks for the family instead.
 */
export const billsMedicare = /* @__PURE__ */ regulatoryShown("medicare");
export const billsMedicaid = /* @__PURE__ */ regulatoryShown("medicaid");

/**
 * Whether the pages present the family home health aide program (s. 400.4765, F.S.; Rule
 * 59A-8.0099, F.A.C.): Medicaid pays the family aide, so only while the agency bills Medicaid; on
 * the demo, where that is a sample, it shows with the Sample mark (`familyProgramSample`).
 */
export const familyProgramShown = billsMedicaid || demo;
/**
 * Whether the referral form asks Medicare's home health items (homebound, the face-to-face visit:
 * 42 CFR 424.22): only while the agency bills Medicare, and on the demo, which shows every part.
 */
export const asksMedicareItems = billsMedicare || demo;
export const familyProgramSample = !billsMedicaid && demo;

/**
 * The config's insurers and programs as the pages list them: Medicare's and Medicaid's rows only
 * once the agency bills them; none while the list is a sample this build leaves out (then the
 * pages leave the list and its heading out, and say to call about coverage).
 */
export const shownInsurers: string[] = shown(site.insurers)
  ? /* @__PURE__ */ site.insurers.value.filter((name) =>
      /^medicare\b/i.test(name) ? billsMedicare : /^medicaid\b/i.test(name) ? billsMedicaid : true,
    )
  : [];
/** Whether the insurers shown are the demo's sample list: the list carries the sample mark. */
export const insurersAreSample = showsAnySample(site.insurers);

/** The office-hours rows this build may show (a sample row only on the demo, marked). */
export const shownHours = shownRows(site.hours);
/** Whether the hours shown include a sample (the demo): the table carries the sample mark. */
export const hoursAreSample = showsAnySample(...site.hours);

/**
 * Whether an offer may appear on any page: the referral credit only once a lawyer's review is
 * recorded (a reward for a referral can be patient brokering, s. 817.505, F.S., whoever pays).
 */
export const isPublishable = (o: { id: string; legalSignOff?: unknown }): boolean =>
  o.id !== "referral-credit" || Boolean(o.legalSignOff);

/** Whether the agency's license lists this service: only then do the pages advertise it (a job, a referral choice). */
export const licensedFor = (service: (typeof site.licensedServices.value)[number]): boolean =>
  site.licensedServices.value.includes(service);

export type ProfileId = keyof typeof site.profiles;
/** The agency's profile on another site, or null while none is set (then no link is shown). */
export function profileUrl(id: ProfileId): string | null {
  return site.profiles[id].value;
}

/** One offer of the config by id, typed with its own fields: offer("referral-credit").creditDollars. */
export function offer<I extends (typeof site.offers)[number]["id"]>(id: I) {
  const found = site.offers.find((o) => o.id === id);
  if (!found) throw new Error(`site.offers has no offer "${id}"`);
  return found as Extract<(typeof site.offers)[number], { id: I }>;
}

/** Whether the pages promise that care can start the day a patient comes home: only while the config says so and this build may show it. */
export const promisesSameDay: boolean = site.claims.sameDayStart.value && shown(site.claims.sameDayStart);

/** `promise` while the pages promise that care can start the day a patient comes home (claims.sameDayStart), else `otherwise`. */
export const sameDay = (promise: string, otherwise: string): string => (promisesSameDay ? promise : otherwise);

/** The year the agency began (site.founded), null while a sample this build leaves out. */
export const founded = shownValue(site.founded);
/** Whole years the agency has served Florida, from site.founded to the year the site was built: the one figure every page gives (null with `founded`). */
export const yearsServing = founded === null ? null : __BUILD_YEAR__ - founded;
