/**
 * THE site config: every business fact of the agency lives here and is read from here
 * everywhere (pages, header, footer, meta tags, sitemap, tel: and mailto: links).
 * Re-branding the site for a real agency = editing this file (plus the images in public/).
 *
 * Every default is fictional: 555-01xx numbers are reserved for fiction and `.example` domains
 * never resolve. Every other fact a family could rely on carries `sample: true` while it holds
 * the demo's invented value (see `Fact` below); `npm run check:launch` (app/lib/launch-check.ts)
 * lists each sample, each .example address and 555 number, each missing sign-off, until the
 * agency has replaced or confirmed it.
 */
import type { Lang } from "~/i18n/lang";

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

export interface Office {
  id: "lakeland" | "tampa-bay" | "miami-dade" | "polk";
  name: Record<Lang, string>;
  street: string;
  city: string;
  region: "FL";
  postalCode: string;
  phone: Phone;
  coverage: Record<Lang, string>;
  main?: boolean;
  /** true while the address is the demo's: shown, and listed by the launch check. */
  sample: boolean;
  /** Where the office is, for distances (the service-area finder, the Lakeland no-travel-fee radius). */
  geo: { lat: number; lng: number };
}

/** How soon the care line can have someone at the door, by region; each area page names its region by id. */
export interface ResponseTime {
  id: "lakeland" | "central" | "metro";
  region: Record<Lang, string>;
  time: Record<Lang, string>;
  /** A promise: true until the agency confirms it can keep it. */
  sample: boolean;
}

export type DayOfWeek = "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";

/** A calendar date, "2026-12-31". */
export type IsoDate = `${number}-${number}-${number}`;

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
 * A testimonial. Publishing one needs the person's written permission (the FTC rule on consumer
 * reviews and testimonials, 16 CFR part 465; for a patient also a HIPAA authorization): record
 * who gave it and when in `permission`. `writtenIn` is the language of the person's own words;
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

/** The author an article names by id (its Markdown frontmatter `author`). */
export interface Author {
  name: string;
  credential: string;
  role: Record<Lang, string>;
  sample: boolean;
}

/**
 * The specials. `ends` is the offer's last day (it runs to the end of that day in Florida,
 * America/New_York) or null while it is ongoing; an ended offer is never shown (lib/offers.ts).
 */
export type Offer = (
  | { id: "companion-first-week"; percentOff: number; minShiftHours: number }
  | {
      id: "referral-credit";
      creditDollars: number;
      minReferredHours: number;
      /**
       * Paying for referrals of patients can be patient brokering under Florida's Patient
       * Brokering Act (s. 817.505, F.S.), whoever pays for the care. The launch check fails until
       * the agency's lawyer has reviewed the offer (recorded here) or the offer is removed.
       */
      legalSignOff: SignOff | null;
    }
  | { id: "care-package-24-7"; percentOff: number; minCommitmentDays: number }
) & { ends: IsoDate | null; sample: boolean };

export interface HoursRow {
  days: Record<Lang, string>;
  hours: Record<Lang, string>;
  /**
   * The same row for machines (schema.org openingHoursSpecification): the days it covers and
   * 24-hour opening and closing times; no times = the office is closed (emergency calls only).
   * A unit test checks that it says what `hours` says.
   */
  open: { week: DayOfWeek[]; opens?: `${number}:${number}`; closes?: `${number}:${number}` };
  sample: boolean;
}

/** A public profile of the agency (a page of its own, never a site's home page or a search); null = none. */
type ProfileUrl = Fact<`https://${string}` | null>;

const mainPhone: Phone = { display: "(863)\u00a0555\u20110142", e164: "+18635550142" };

export const site = {
  name: "Orange Blossom Home Health Care",
  shortName: "Orange Blossom",
  /**
   * Canonical origin for canonical URLs, hreflang, Open Graph and the sitemap. No trailing slash.
   * VITE_SITE_ORIGIN overrides it at build time, for local measurements only (npm run bench).
   */
  origin: (import.meta.env?.VITE_SITE_ORIGIN as string | undefined) ?? "https://orangeblossomhomehealth.example",
  /** The year the agency began; the years in business are counted from it (content/facts.ts). */
  founded: { value: 2016, sample: true } satisfies Fact<number>,

  phones: {
    main: mainPhone,
    /** The 24/7 care line (urgent home care, never a medical emergency): the main number. */
    emergency: mainPhone,
    referrals: { ...mainPhone, ext: "2" },
    hospitalDischarge: { ...mainPhone, ext: "3" },
  },

  /** The public emergency number the 911 warnings dial (tel:911); not the agency's line. */
  emergencyNumber: "911",

  emails: {
    care: "care@orangeblossomhomehealth.example",
    referrals: "referrals@orangeblossomhomehealth.example",
    careers: "careers@orangeblossomhomehealth.example",
    privacy: "privacy@orangeblossomhomehealth.example",
  },

  /**
   * The agency's licenses, certification and accreditation (see RegulatoryFact): no page claims
   * any of them until its real value is in and `sample` is false.
   */
  regulatory: {
    /** The Florida home health agency license (AHCA, chapter 400 part III, F.S.). */
    license: {
      value: "HHA-000000",
      sample: true,
      en: "Florida AHCA home health agency license no. {value}",
      es: "Licencia de agencia de salud en el hogar de la AHCA de Florida n.º {value}",
    },
    /** Medicare certification: the agency's CMS Certification Number (CCN). */
    medicare: {
      value: "10-0000",
      sample: true,
      en: "Medicare-certified home health agency (CMS Certification Number {value})",
      es: "Agencia de salud en el hogar certificada por Medicare (número de certificación de CMS {value})",
    },
    /** The accrediting body, as it writes its name (for example ACHC, CHAP or The Joint Commission). */
    accreditation: {
      value: "ACHC",
      sample: true,
      en: "Accredited by {value}",
      es: "Acreditada por {value}",
    },
    /** The company's Pennsylvania healthcare staffing license (careers page). */
    pennsylvaniaStaffing: {
      value: "SA-000000",
      sample: true,
      en: "Pennsylvania staffing license no. {value}",
      es: "Licencia de servicio de personal de Pensilvania n.º {value}",
    },
  } satisfies Record<string, RegulatoryFact>,

  /** One table of office hours, used everywhere. Care itself is 24/7/365. */
  hours: [
    {
      days: { en: "Monday – Friday", es: "Lunes a viernes" },
      hours: { en: "8:00 AM – 6:00 PM", es: "8:00 a. m. – 6:00 p. m." },
      open: { week: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "08:00", closes: "18:00" },
      sample: true,
    },
    {
      days: { en: "Saturday", es: "Sábado" },
      hours: { en: "9:00 AM – 3:00 PM", es: "9:00 a. m. – 3:00 p. m." },
      open: { week: ["Saturday"], opens: "09:00", closes: "15:00" },
      sample: true,
    },
    {
      days: { en: "Sunday", es: "Domingo" },
      hours: { en: "Emergency calls only", es: "Solo llamadas de emergencia" },
      open: { week: ["Sunday"] },
      sample: true,
    },
  ] satisfies HoursRow[],
  careHours: {
    en: "Care available 24 hours a day, 7 days a week, 365 days a year",
    es: "Atención disponible las 24 horas, los 7 días de la semana, los 365 días del año",
  } satisfies Record<Lang, string>,

  /** Fictional streets (sample: true): replace with the real offices. */
  offices: [
    {
      id: "lakeland",
      main: true,
      name: { en: "Lakeland main office", es: "Oficina principal de Lakeland" },
      street: "1200 South Florida Avenue, Suite 200",
      city: "Lakeland",
      region: "FL",
      sample: true,
      postalCode: "33803",
      geo: { lat: 28.0306, lng: -81.9566 },
      phone: mainPhone,
      coverage: {
        en: "Lakeland and up to 25 miles around, with no travel fee",
        es: "Lakeland y hasta 25 millas a la redonda, sin cargo por desplazamiento",
      },
    },
    {
      id: "tampa-bay",
      name: { en: "Tampa Bay office", es: "Oficina de Tampa Bay" },
      street: "4100 West Kennedy Boulevard, Suite 310",
      city: "Tampa",
      region: "FL",
      sample: true,
      postalCode: "33609",
      geo: { lat: 27.9447, lng: -82.5087 },
      phone: { display: "(813)\u00a0555\u20110168", e164: "+18135550168" },
      coverage: {
        en: "Tampa, Hillsborough County and Manatee County",
        es: "Tampa, el condado de Hillsborough y el condado de Manatee",
      },
    },
    {
      id: "miami-dade",
      name: { en: "Miami-Dade office", es: "Oficina de Miami-Dade" },
      street: "7800 Southwest 87th Avenue, Suite 150",
      city: "Miami",
      region: "FL",
      sample: true,
      postalCode: "33173",
      geo: { lat: 25.6955, lng: -80.3372 },
      phone: { display: "(305)\u00a0555\u20110119", e164: "+13055550119" },
      coverage: { en: "Miami-Dade County", es: "El condado de Miami-Dade" },
    },
    {
      id: "polk",
      name: { en: "Polk County office", es: "Oficina del condado de Polk" },
      street: "250 West Central Avenue, Suite 104",
      city: "Winter Haven",
      region: "FL",
      sample: true,
      postalCode: "33880",
      geo: { lat: 28.0222, lng: -81.7345 },
      phone: { display: "(863)\u00a0555\u20110187", e164: "+18635550187" },
      coverage: { en: "Polk, Hardee and Highlands counties", es: "Los condados de Polk, Hardee y Highlands" },
    },
  ] satisfies Office[],

  /**
   * The agency's own public profiles (null: none yet; a link is shown only when set). The review
   * platforms below name theirs by key.
   */
  profiles: {
    facebook: { value: null, sample: true },
    instagram: { value: null, sample: true },
    google: { value: null, sample: true },
    yelp: { value: null, sample: true },
    caring: { value: null, sample: true },
  } satisfies Record<string, ProfileUrl> as Record<"facebook" | "instagram" | "google" | "yelp" | "caring", ProfileUrl>,

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
    /** A promise made on area pages and the care-line page: care can start the day a patient comes home. */
    sameDayStart: { value: true, sample: true },
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
  offers: [
    { id: "companion-first-week", percentOff: 50, minShiftHours: 4, ends: "2026-12-31", sample: true },
    {
      id: "referral-credit",
      creditDollars: 200,
      minReferredHours: 20,
      ends: null /* ongoing */,
      legalSignOff: null,
      sample: true,
    },
    { id: "care-package-24-7", percentOff: 15, minCommitmentDays: 30, ends: "2027-01-15", sample: true },
  ] satisfies Offer[] as Offer[],

  /** Loyalty program: the discount grows with the hours of care received (names per language in content/specials.ts). */
  loyaltyTiers: [
    { id: "bronze", minHours: 50, percentOff: 5 },
    { id: "silver", minHours: 100, percentOff: 10 },
    { id: "gold", minHours: 200, percentOff: 15 },
    { id: "platinum", minHours: 500, percentOff: 20 },
  ],

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
  testimonials: {
    reviews: [
      {
        id: "maria",
        name: "Maria G.",
        location: "Lakeland, FL",
        rating: 5,
        date: "2026-11-09",
        writtenIn: "en",
        permission: null,
        sample: true,
      },
      {
        id: "james",
        name: "James T.",
        location: "Winter Haven, FL",
        rating: 5,
        date: "2026-10-19",
        writtenIn: "en",
        permission: null,
        sample: true,
      },
      {
        id: "carmen",
        name: "Carmen R.",
        location: "Kissimmee, FL",
        rating: 5,
        date: "2026-09-27",
        writtenIn: "es",
        permission: null,
        sample: true,
      },
      {
        id: "robert",
        name: "Robert M.",
        location: "Tampa, FL",
        rating: 4,
        date: "2026-08-16",
        writtenIn: "en",
        permission: null,
        sample: true,
      },
      {
        id: "linda",
        name: "Linda P.",
        location: "Davenport, FL",
        rating: 5,
        date: "2026-06-28",
        writtenIn: "en",
        permission: null,
        sample: true,
      },
      {
        id: "jose",
        name: "José H.",
        location: "Miami, FL",
        rating: 5,
        date: "2026-03-14",
        writtenIn: "es",
        permission: null,
        sample: true,
      },
    ],
    team: [
      { id: "angela", name: "Angela W.", rating: 5, writtenIn: "en", permission: null, sample: true },
      { id: "marcus", name: "Marcus L.", rating: 5, writtenIn: "en", permission: null, sample: true },
      { id: "rosa", name: "Rosa D.", rating: 5, writtenIn: "es", permission: null, sample: true },
    ],
  } satisfies {
    reviews: (Testimonial & { location: string; date: IsoDate })[];
    team: Testimonial[];
  },

  /** Who signs the articles (each names one by id); a sample author is a person the agency has yet to name. */
  authors: {
    "director-of-nursing": {
      name: "Maria Santos",
      credential: "RN, BSN",
      role: { en: "Director of Nursing", es: "Directora de Enfermería" },
      sample: true,
    },
  } satisfies Record<string, Author>,

  /** Open positions (words in content/careers.ts) and the dates of their job postings (JSON-LD). */
  jobs: {
    datePosted: "2026-11-02",
    /** Job search engines drop a posting after this date: move it forward while the positions stay open. */
    validThrough: "2027-03-31",
    positions: [
      { id: "registered-nurse", employmentType: ["FULL_TIME"] },
      { id: "licensed-practical-nurse", employmentType: ["FULL_TIME", "PART_TIME"] },
      { id: "physical-therapist", employmentType: ["FULL_TIME", "PART_TIME"] },
      { id: "home-health-aide", employmentType: ["FULL_TIME", "PART_TIME"] },
    ],
  },

  /** The insurers and programs the agency bills, as the companies write their names. */
  insurers: {
    value: [
      "Sunshine Health",
      "UnitedHealthcare",
      "Humana",
      "CareCentrix",
      "Molina Healthcare",
      "Medicare",
      "Medicaid",
    ],
    sample: true,
  } satisfies Fact<string[]>,

  /**
   * Where the contact form, the careers application and the newsletter send (app/lib/delivery.ts;
   * README "Connect the forms"). "server" (the default) posts to this site's own server (`npm start`,
   * server/), which keeps each request and shows it at /office; an https URL (a form service or the
   * agency's CRM webhook) receives a POST, and is allowed by the CSP (connect-src, form-action);
   * "console" logs the values in the browser and sends nothing (a production build with it warns).
   */
  formEndpoint: "server" as "server" | "console" | `https://${string}`,
  /** Days the site's own server keeps a request before deleting it (the privacy pages say so). */
  requestRetentionDays: 180,
  /**
   * Whether the office's e-mail about a new request carries what the visitor typed. false: only the
   * kind of request, when it came and a link to /office (e-mail is no place for health details).
   */
  notifyWithDetails: false,
  /** How the endpoint wants the values: "json" or "form" (application/x-www-form-urlencoded). */
  formEncoding: "json" as "json" | "form",
  /** The phone field's example: a format sample, not a number anyone dials. */
  phonePlaceholder: "(555) 123-4567",

  /** Brand colour used by browsers (theme-color) and the web manifest. */
  themeColor: "#0f5257",
} as const;

export type Site = typeof site;
