/**
 * THE site config: every business fact of the agency lives here and is read from here
 * everywhere (pages, header, footer, meta tags, sitemap, tel: and mailto: links).
 * Re-branding the site for a real agency = editing this file (plus the images in public/).
 *
 * All defaults are deliberately fictional (see ../shared/DECISIONS.md): 555-01xx numbers are
 * reserved for fiction and `.example` domains can never resolve. Facts with no telling value are
 * marked `placeholder: true`: the site leaves such a line off the page, and `npm run check:launch`
 * (app/lib/launch-check.ts) lists them, with the .example addresses, 555 numbers, the form in
 * console mode and offers about to end, until each is replaced.
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
  /** true while the address is fictional. */
  placeholder?: boolean;
  /** Where the office is, for distances (the service-area finder, the Lakeland no-travel-fee radius). */
  geo: { lat: number; lng: number };
}

/** Emergency response regions (SPEC.md section 9); each area page names its region by id. */
export interface ResponseTime {
  id: "lakeland" | "central" | "metro";
  region: Record<Lang, string>;
  time: Record<Lang, string>;
}

export type DayOfWeek = "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";

/** A fact still holding its fictional default (see the top of this file). */
export interface Placeholder {
  placeholder?: boolean;
}

/** A calendar date, "2026-12-31". */
export type IsoDate = `${number}-${number}-${number}`;

/**
 * The specials. `ends` is the offer's last day (it runs to the end of that day in Florida,
 * America/New_York) or null while it is ongoing; an ended offer is never shown (lib/offers.ts).
 */
export type Offer =
  | { id: "companion-first-week"; percentOff: number; minShiftHours: number; ends: IsoDate | null }
  | { id: "referral-credit"; creditDollars: number; minReferredHours: number; ends: IsoDate | null }
  | { id: "care-package-24-7"; percentOff: number; minCommitmentDays: number; ends: IsoDate | null };

export interface HoursRow {
  days: Record<Lang, string>;
  hours: Record<Lang, string>;
  /**
   * The same row for machines (schema.org openingHoursSpecification): the days it covers and
   * 24-hour opening and closing times; no times = the office is closed (emergency calls only).
   * A unit test checks that it says what `hours` says.
   */
  open: { week: DayOfWeek[]; opens?: `${number}:${number}`; closes?: `${number}:${number}` };
}

const mainPhone: Phone = { display: "(863)\u00a0555\u20110142", e164: "+18635550142" };

export const site = {
  name: "Orange Blossom Home Health Care",
  shortName: "Orange Blossom",
  /**
   * Canonical origin for canonical URLs, hreflang, Open Graph and the sitemap. No trailing slash.
   * VITE_SITE_ORIGIN overrides it at build time, for local measurements only (npm run bench).
   */
  origin: (import.meta.env?.VITE_SITE_ORIGIN as string | undefined) ?? "https://orangeblossomhomehealth.example",
  founded: 2016,

  phones: {
    main: mainPhone,
    /** The 24/7 line: the spec's emergency line is the main number. */
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

  /** Set the agency's real Florida AHCA license number, then `placeholder: false` to show the line. */
  license: {
    placeholder: true,
    number: "HHA-000000",
    en: "Florida AHCA home health agency license no. {number}",
    es: "Licencia de agencia de salud en el hogar de la AHCA de Florida n.º {number}",
  } satisfies Placeholder & Record<Lang, string> & { number: string },
  /** Write the agency's real accrediting body and status, then `placeholder: false` to show the line. */
  accreditation: {
    placeholder: true,
    en: "Accredited by (the agency's accrediting body, for example ACHC or CHAP)",
    es: "Acreditada por (el organismo acreditador de la agencia, por ejemplo, ACHC o CHAP)",
  } satisfies Placeholder & Record<Lang, string>,

  /** One table of office hours, used everywhere (DECISIONS.md). Care itself is 24/7/365. */
  hours: [
    {
      days: { en: "Monday – Friday", es: "Lunes a viernes" },
      hours: { en: "8:00 AM – 6:00 PM", es: "8:00 a. m. – 6:00 p. m." },
      open: { week: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "08:00", closes: "18:00" },
    },
    {
      days: { en: "Saturday", es: "Sábado" },
      hours: { en: "9:00 AM – 3:00 PM", es: "9:00 a. m. – 3:00 p. m." },
      open: { week: ["Saturday"], opens: "09:00", closes: "15:00" },
    },
    {
      days: { en: "Sunday", es: "Domingo" },
      hours: { en: "Emergency calls only", es: "Solo llamadas de emergencia" },
      open: { week: ["Sunday"] },
    },
  ] satisfies HoursRow[],
  careHours: {
    en: "Care available 24 hours a day, 7 days a week, 365 days a year",
    es: "Atención disponible las 24 horas, los 7 días de la semana, los 365 días del año",
  } satisfies Record<Lang, string>,

  /** Fictional streets (placeholder: true): replace with the real offices. */
  offices: [
    {
      id: "lakeland",
      main: true,
      name: { en: "Lakeland main office", es: "Oficina principal de Lakeland" },
      street: "1200 South Florida Avenue, Suite 200",
      city: "Lakeland",
      region: "FL",
      placeholder: true,
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
      placeholder: true,
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
      placeholder: true,
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
      placeholder: true,
      postalCode: "33880",
      geo: { lat: 28.0222, lng: -81.7345 },
      phone: { display: "(863)\u00a0555\u20110187", e164: "+18635550187" },
      coverage: { en: "Polk, Hardee and Highlands counties", es: "Los condados de Polk, Hardee y Highlands" },
    },
  ] satisfies Office[],

  /** External profiles. PLACEHOLDER URLs: replace with the agency's real profiles. */
  links: {
    reviews: "https://www.google.com/search?q=Orange+Blossom+Home+Health+Care+Lakeland",
    directions: "https://www.google.com/maps/dir/?api=1&destination=1200+South+Florida+Avenue+Lakeland+FL+33803",
    facebook: "https://www.facebook.com/",
    instagram: "https://www.instagram.com/",
    /** PLACEHOLDER: the agency's own page on each review platform (/reviews "share your experience"). */
    googleReviews: "https://www.google.com/search?q=Orange+Blossom+Home+Health+Care+Lakeland+reviews",
    facebookReviews: "https://www.facebook.com/",
    yelpReviews: "https://www.yelp.com/",
    caringReviews: "https://www.caring.com/",
  },

  /** Claims shown on the site (SPEC.md section 9). */
  claims: {
    families: 1000,
    yearsExperience: 15,
    professionals: 50,
    lakelandProfessionals: 25,
    rating: 4.9,
    reviewCount: 247,
    recommendPercent: 98,
    lakelandRadiusMiles: 25,
    replyWithinHours: 2,
    referralSetupHours: "24\u201148", // a non-breaking hyphen: the range stays on one line
  },

  /** Emergency response times by region (SPEC.md section 9). */
  responseTimes: [
    { id: "lakeland", region: { en: "Lakeland", es: "Lakeland" }, time: { en: "under 1 hour", es: "menos de 1 hora" } },
    {
      id: "central",
      region: { en: "Central Florida and Polk County", es: "Florida Central y el condado de Polk" },
      time: { en: "under 2 hours", es: "menos de 2 horas" },
    },
    {
      id: "metro",
      region: { en: "Tampa and Miami", es: "Tampa y Miami" },
      time: { en: "under 3 hours", es: "menos de 3 horas" },
    },
  ] satisfies ResponseTime[],

  /** The specials page and the home page's banner read these; see Offer above. */
  offers: [
    { id: "companion-first-week", percentOff: 50, minShiftHours: 4, ends: "2026-12-31" },
    { id: "referral-credit", creditDollars: 200, minReferredHours: 20, ends: null /* ongoing */ },
    { id: "care-package-24-7", percentOff: 15, minCommitmentDays: 30, ends: "2027-01-15" },
  ] satisfies Offer[] as Offer[],

  // --- Specials, reviews and careers (issue 20) -------------------------------------------
  /** Loyalty program: the discount grows with the hours of care received (names per language in content/specials.ts). */
  loyaltyTiers: [
    { id: "bronze", minHours: 50, percentOff: 5 },
    { id: "silver", minHours: 100, percentOff: 10 },
    { id: "gold", minHours: 200, percentOff: 15 },
    { id: "platinum", minHours: 500, percentOff: 20 },
  ],

  /**
   * Ratings on the four review platforms (their counts add up to claims.reviewCount; a unit test
   * checks it). PLACEHOLDER figures of the fictional agency: update them from the real profiles.
   * `link` names the platform's entry in `links` (the share buttons open it).
   */
  reviewPlatforms: [
    { id: "google", name: "Google", rating: 4.9, count: 156, link: "googleReviews" },
    { id: "facebook", name: "Facebook", rating: 4.9, count: 43, link: "facebookReviews" },
    { id: "yelp", name: "Yelp", rating: 4.8, count: 28, link: "yelpReviews" },
    { id: "caring", name: "Caring.com", rating: 5.0, count: 20, link: "caringReviews" },
  ],

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
    /**
     * The Pennsylvania staffing license the spec mentions (careers page). PLACEHOLDER: while
     * `number` is null the page names no number; set the real one to show it.
     */
    pennsylvaniaStaffingLicense: { number: null as string | null },
  },

  /** As the companies write their names (DECISIONS.md: the spec's spellings are typos). */
  insurers: [
    "Sunshine Health",
    "UnitedHealthcare",
    "Humana",
    "CareCentrix",
    "Molina Healthcare",
    "Medicare",
    "Medicaid",
  ],

  /**
   * Where the contact form, the careers application and the newsletter send (app/lib/delivery.ts;
   * README "Connect the forms"). "console" logs the values in the browser (the spec's behaviour)
   * and sends nothing; an https URL (a form service or the agency's CRM webhook) receives a POST,
   * and is allowed by the CSP (connect-src, form-action). A production build with "console" warns.
   */
  formEndpoint: "console" as "console" | `https://${string}`,
  /** How the endpoint wants the values: "json" or "form" (application/x-www-form-urlencoded). */
  formEncoding: "json" as "json" | "form",
  /** The phone field's example (SPEC.md section 5): a format sample, not a number anyone dials. */
  phonePlaceholder: "(555) 123-4567",

  /** Brand colour used by browsers (theme-color) and the web manifest. */
  themeColor: "#0f5257",
} as const;

export type Site = typeof site;
