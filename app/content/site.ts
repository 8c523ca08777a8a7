/**
 * THE site config: every business fact of the agency is read from here everywhere (pages, header,
 * footer, meta tags, sitemap, tel: and mailto: links). What staff change is data, checked at build
 * time by its schema (app/content/schemas/) and edited at /admin: the agency's facts in
 * app/content/data/settings.yml, the offers, job openings, reviews and team quotes in their
 * folders of app/content/data/. What stays here is the shape the code relies on.
 *
 * Every default is fictional: 555-01xx numbers are reserved for fiction and `.example` domains
 * never resolve. Every other fact a family could rely on carries `sample: true` while it holds
 * the demo's invented value (see `Fact` below); `npm run check:launch` (app/lib/build/launch-check.ts)
 * lists each sample, each .example address and 555 number, each missing sign-off, until the
 * agency has replaced or confirmed it.
 */
import type { Lang } from "~/i18n/lang";
import { timesTogether } from "~/i18n/format";
import * as settings from "virtual:content/settings";
import offers from "virtual:content/offers/facts";
import jobs from "virtual:content/jobs/facts";
import reviews from "virtual:content/reviews/facts";
import team from "virtual:content/team/facts";
import type { Settings } from "./schemas/settings";
import type { IsoDate } from "./schemas/fields";

export type { IsoDate } from "./schemas/fields";
export type { Offer } from "./schemas/offers";

export interface Phone {
  /**
   * As printed: "(863) 555-0142", with a no-break space and a non-breaking hyphen (\u00a0,
   * \u2011) so that it never splits over two lines (a unit test checks every number).
   */
  display: string;
  /** E.164 digits dialled by tel: links: "+18635550142". */
  e164: string;
  /** Extension dialled after the main number, if any. */
  ext?: string;
}

/** An office (settings.yml). `sample`: true while the address is the demo's. `geo`: for distances. */
export type Office = Settings["offices"][number];

/** How soon the care line can have someone at the door, by region; each area page names its region by id. */
export interface ResponseTime {
  id: "lakeland" | "central" | "metro";
  region: Record<Lang, string>;
  time: Record<Lang, string>;
  /** A promise: true until the agency confirms it can keep it. */
  sample: boolean;
}

export type HoursRow = Settings["hours"][number];
export type DayOfWeek = HoursRow["open"]["week"][number];

/**
 * A fact a family could rely on. `sample: true` while `value` is the demo's invented default:
 * the launch check lists it until the agency puts in the real value and sets `sample: false`.
 * Rows of a list (an office, a review platform, a testimonial, an offer) carry the same
 * `sample` mark on the row itself.
 */
export interface Fact<T> {
  value: T;
  sample: boolean;
}

/**
 * A regulatory status (a license, Medicare certification, accreditation): `value` is its number
 * or body, the lines say it with "{value}" filled in. While `sample` is true the lines are left
 * off every page; no softer wording takes their place.
 */
export interface RegulatoryFact extends Fact<string>, Record<Lang, string> {}

/** Who signed something off (written permission, legal review) and on which day. */
export interface SignOff {
  by: string;
  date: IsoDate;
}

/**
 * A testimonial (app/content/data/reviews/, team/). Publishing one needs the person's written
 * permission, recorded in `permission`. `writtenIn` is the language of the person's own words;
 * the other language's text is shown marked as a translation.
 */
export interface Testimonial {
  id: string;
  name: string;
  rating: 1 | 2 | 3 | 4 | 5;
  writtenIn: Lang;
  permission: SignOff | null;
  sample: boolean;
}

/**
 * The author an article names by id (its Markdown frontmatter `author`, and `reviewedBy`). While
 * `sample`, no page names the person or the credential (a credential such as RN claims a license,
 * s. 464.015, F.S.): the byline and the review line give `office` instead.
 */
export interface Author {
  name: string;
  credential: string;
  role: Record<Lang, string>;
  /** The position as a sentence names it without the person: "our Director of Nursing". */
  office: Record<Lang, string>;
  sample: boolean;
}

/** A public profile of the agency (a page of its own, never a site's home page or a search); null = none. */
type ProfileUrl = Fact<`https://${string}` | null>;

const mainPhone: Phone = settings.phones.main;

export const site = {
  name: settings.name,
  shortName: settings.shortName,
  /**
   * Canonical origin for canonical URLs, hreflang, Open Graph and the sitemap. No trailing slash.
   * VITE_SITE_ORIGIN overrides it at build time, for local measurements only (npm run bench).
   */
  origin: (import.meta.env?.VITE_SITE_ORIGIN as string | undefined) ?? "https://orangeblossomhomehealth.example",
  /** The year the agency began; the years in business are counted from it (content/facts.ts). */
  founded: settings.founded satisfies Fact<number>,

  phones: {
    main: mainPhone,
    /** The 24/7 care line (urgent home care, never a medical emergency): the main number. */
    emergency: mainPhone,
    referrals: { ...mainPhone, ext: settings.phones.referralsExtension },
    hospitalDischarge: { ...mainPhone, ext: settings.phones.dischargeExtension },
  },

  /** The public emergency number the 911 warnings dial (tel:911); not the agency's line. */
  emergencyNumber: "911",

  emails: settings.emails,

  /**
   * The agency's licenses, certification and accreditation (see RegulatoryFact): no page claims
   * any of them until its real value is in and `sample` is false.
   */
  regulatory: settings.regulatory satisfies Record<string, RegulatoryFact>,

  /** One table of office hours, used everywhere (each time of day kept on one line). Care itself is 24/7/365. */
  hours: settings.hours.map((row) => ({
    ...row,
    hours: { en: timesTogether(row.hours.en), es: timesTogether(row.hours.es) },
  })) satisfies HoursRow[],
  careHours: settings.careHours satisfies Record<Lang, string>,

  offices: settings.offices satisfies Office[],

  /**
   * The agency's own public profiles (null: none yet; a link is shown only when set). The review
   * platforms below name theirs by key.
   */
  profiles: settings.profiles satisfies Record<string, ProfileUrl>,

  /** Figures the site states about the agency: each a sample until the agency confirms it. */
  claims: {
    families: { value: 1000, sample: true },
    professionals: { value: 50, sample: true },
    lakelandProfessionals: { value: 25, sample: true },
    /** The average rating over all review platforms, their total count, and who would recommend us. */
    rating: { value: 4.9, sample: true },
    reviewCount: { value: 247, sample: true },
    recommendPercent: { value: 98, sample: true },
    /** Promises: no travel fee within this radius of the Lakeland office; a reply to a form within these hours; referrals set up within these hours. */
    lakelandRadiusMiles: { value: 25, sample: true },
    replyWithinHours: { value: 2, sample: true },
    referralSetupHours: { value: "24\u201148", sample: true }, // a non-breaking hyphen: the range stays on one line
    /** The careers pages' promise: the recruiter calls an applicant within this many business days (Monday to Friday). */
    applicationCallBusinessDays: { value: 2, sample: true },
    /** A promise made on area pages and the care-line page: care can start the day a patient comes home. */
    sameDayStart: { value: true, sample: true },
    /** The agency's own yearly award, voted by families ("Caregiver of the Year" on /reviews). */
    caregiverAward: { value: true, sample: true },
    /** Many of the caregivers speak Spanish with the families (a milestone on /reviews). */
    spanishSpeakingCaregivers: { value: true, sample: true },
  } satisfies Record<string, Fact<unknown>>,

  /** How soon the 24/7 care line can have someone there, by region (see ResponseTime). */
  responseTimes: [
    {
      id: "lakeland",
      region: { en: "Lakeland", es: "Lakeland" },
      time: { en: "under 1 hour", es: "menos de 1 hora" },
      sample: true,
    },
    {
      id: "central",
      region: { en: "Central Florida and Polk County", es: "Florida Central y el condado de Polk" },
      time: { en: "under 2 hours", es: "menos de 2 horas" },
      sample: true,
    },
    {
      id: "metro",
      region: { en: "Tampa and Miami", es: "Tampa y Miami" },
      time: { en: "under 3 hours", es: "menos de 3 horas" },
      sample: true,
    },
  ] satisfies ResponseTime[],

  /** The specials page and the home page's banner read these; see Offer above. */
  offers,

  /**
   * Ratings on the four review platforms (their counts add up to claims.reviewCount; a unit test
   * checks it), copied from the agency's profiles. `profile` names its entry in `profiles` (the
   * "share your experience" buttons open it once it is set).
   */
  reviewPlatforms: [
    { id: "google", name: "Google", rating: 4.9, count: 156, profile: "google", sample: true },
    { id: "facebook", name: "Facebook", rating: 4.9, count: 43, profile: "facebook", sample: true },
    { id: "yelp", name: "Yelp", rating: 4.8, count: 28, profile: "yelp", sample: true },
    { id: "caring", name: "Caring.com", rating: 5.0, count: 20, profile: "caring", sample: true },
  ] as const,

  /**
   * Testimonials (see Testimonial): the reviews page's families (their words and services in
   * content/reviews.ts) and the careers page's team members (content/careers.ts).
   */
  testimonials: { reviews, team } satisfies {
    reviews: (Testimonial & { location: string; date: IsoDate })[];
    team: Testimonial[];
  },

  /** Who signs the articles (each names one by id); a sample author is a person the agency has yet to name. */
  authors: {
    "director-of-nursing": {
      name: "Maria Santos",
      credential: "RN, BSN",
      role: { en: "Director of Nursing", es: "Directora de Enfermería" },
      office: { en: "our Director of Nursing", es: "nuestra Dirección de Enfermería" },
      sample: true,
    },
  } satisfies Record<string, Author>,

  /** Open positions (words in content/careers.ts) and the dates of their job postings (JSON-LD). */
  jobs: {
    ...settings.jobPostings,
    // A posting for a service the license does not list is no job the agency can offer.
    positions: jobs
      .filter(({ service }) => service === undefined || settings.licensedServices.value.includes(service))
      .map(({ id, employmentType }) => ({ id, employmentType })),
  },

  /** The insurers and programs the agency bills, as the companies write their names. */
  insurers: settings.insurers satisfies Fact<string[]>,

  /** The services the agency's license lists: every mention of a service the pages make is one of these. */
  licensedServices: settings.licensedServices satisfies Fact<string[]>,

  /**
   * Where the contact form, the careers application and the newsletter send (app/lib/delivery.ts;
   * README "Connect the forms"). "server" (the default) posts to this site's own server (`npm start`,
   * server/), which keeps each request and shows it at /office; an https URL (a form service or the
   * agency's CRM webhook) receives a POST, and is allowed by the CSP (connect-src, form-action);
   * "console" logs the values in the browser and sends nothing (a production build with it warns).
   */
  formEndpoint: settings.forms.endpoint,
  /** Days the site's own server keeps a request before deleting it (the privacy pages say so). */
  requestRetentionDays: settings.forms.retentionDays,
  /**
   * Whether the office's e-mail about a new request carries what the visitor typed. false: only the
   * kind of request, when it came and a link to /office (e-mail is no place for health details).
   */
  notifyWithDetails: settings.forms.notifyWithDetails,
  /** How the endpoint wants the values: "json" or "form" (application/x-www-form-urlencoded). */
  formEncoding: settings.forms.encoding,
  /** The phone field's example: a format sample, not a number anyone dials. */
  phonePlaceholder: "(555) 123-4567",

  /** Brand colour used by browsers (theme-color) and the web manifest. */
  themeColor: "#0f5257",
} as const;

export type Site = typeof site;

/*
 * Facts only the build reads (the notices' Markdown, the pages' loaders, the launch check): kept
 * out of `site`, so that no page's JavaScript carries them. A re-brand module re-exports them.
 */

/**
 * Who answers for nondiscrimination and language help (the notices at /nondiscrimination and
 * /language-assistance). While the coordinator or the phone is a sample, the notices name the
 * role and give the main number; the TTY line is Florida Relay (711) unless the agency has its own.
 */
export const civilRights = settings.civilRights satisfies {
  coordinator: { name: string; sample: boolean };
  phone: { value: Phone; sample: boolean };
  tty: Fact<string>;
};

/**
 * Florida's home health aide for medically fragile children program (s. 400.4765, F.S., as
 * amended by ch. 2025-171, Laws of Fla.): at least 76 hours of approved training, and Florida
 * Medicaid pays a family aide only for a child under 21 who qualifies for private duty nursing,
 * only for the hours it authorizes, up to 12 hours a day (more than 40 a week only with the
 * agency's written reason that no other qualified provider is available).
 * Law, not the agency's choice: update it when the statute or Rule 59A-8.0099 changes.
 */
export const familyAideProgram = { trainingHours: 76, underAge: 21, paidHoursPerDay: 12 } as const;
