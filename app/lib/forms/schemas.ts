import * as z from "zod/mini";
import { site } from "~/content/site";
import {
  areaOptions,
  availabilityOptions,
  bestTimeOptions,
  experienceOptions,
  licenseOptions,
  paymentOptions,
  serviceOptions,
} from "~/content/form-options";
import {
  homeboundOptions,
  patientLanguageOptions,
  payerOptions,
  referralServiceOptions,
  referrerRoleOptions,
} from "~/content/referral-options";

/**
 * The one definition of what each form accepts, used by the browser before sending and by the
 * server before storing. Values arrive as strings, trimmed, with empty ones left out: a missing
 * required field is "required", an empty optional one is simply absent from the data.
 * zod/mini (the tree-shakable API of zod 4) keeps the page's JavaScript small.
 */

/** Longest value of each text field, in characters. */
export const limits = {
  name: 100,
  email: 254,
  message: 10_000,
  licenseNumber: 40,
  note: 5_000,
  organization: 150,
  reason: 2_000,
  memberId: 40,
  address: 200,
  relationship: 60,
  diagnoses: 1_000,
  insurance: 150,
} as const;

/**
 * A US phone number as people type it: (863) 555-0142, 863-555-0142, 863.555.0142, 8635550142,
 * +1 863 555 0142, 1-863-555-0142. Ten digits, the area code not starting with 0 or 1.
 */
export const US_PHONE = /^(?:\+?1[\s.-]*)?(?:\(\s*[2-9]\d\d\s*\)|[2-9]\d\d)[\s.-]*\d{3}[\s.-]*\d{4}$/;

/**
 * A staff member's phone (a clinician, a physician's office): a US number as above, maybe with
 * its extension: "(863) 687-1100 x4521", "863-687-1100 ext. 4521", "863 687 1100 extensión 4521".
 * A family's phone stays ten digits (US_PHONE).
 */
export const STAFF_PHONE = new RegExp(
  `${US_PHONE.source.slice(0, -1)}(?:\\s*,?\\s*(?:x|ext\\.?|extension|extensi\u00f3n|#)\\s*\\d{1,6})?$`,
  "i",
);

/** A staff phone's number and extension ("4521"), or null when it has no extension. */
export function phoneExtension(phone: string): { number: string; ext: string } | null {
  const match = /^(.*?)\s*,?\s*(?:x|ext\.?|extension|extensi\u00f3n|#)\s*(\d{1,6})$/i.exec(phone.trim());
  return match ? { number: match[1]!, ext: match[2]! } : null;
}

/** Several ticked boxes travel as one list ("lakeland, polk"): the pattern of a list of these codes. */
const listOf = (codes: readonly string[]) => new RegExp(`^(?:${codes.join("|")})(?:, ?(?:${codes.join("|")}))*$`);

/** The care areas (checkboxes) travel as one list: "lakeland, polk". */
export const AREAS = listOf(areaOptions);
export const REFERRAL_SERVICES = listOf(referralServiceOptions);

/** Each checkbox list's pattern and its codes (the server draws the boxes from these). */
export const CHOICE_LISTS: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>([
  [AREAS.source, areaOptions],
  [REFERRAL_SERVICES.source, referralServiceOptions],
]);

/**
 * A date as a date box sends it (2026-03-14), or as a person types it where the browser has no
 * date box (03/14/2026, 3/14/2026).
 */
export const DATE = /^(?:\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}\/\d{4})$/;

/** The date's year, month and day, or null when it is no day of the calendar. */
export function dateParts(text: string): { y: number; m: number; d: number } | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : [];
  if (!y) return null;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  const real = date.getUTCFullYear() === Number(y) && date.getUTCMonth() === Number(m) - 1;
  return real && date.getUTCDate() === Number(d) && Number(y) >= 1900
    ? { y: Number(y), m: Number(m), d: Number(d) }
    : null;
}

/** After today (anywhere on Earth: a day's margin, so no time zone refuses today's date). */
const isFuture = (text: string) => {
  const p = dateParts(text);
  return p !== null && Date.UTC(p.y, p.m - 1, p.d) > Date.now() + 24 * 60 * 60 * 1000;
};

/**
 * Today or later (anywhere on Earth: a day's margin, so no time zone refuses today's date): a
 * start of care in the past cannot be arranged.
 */
const isPast = (text: string) => {
  const p = dateParts(text);
  return p !== null && Date.UTC(p.y, p.m - 1, p.d) < Date.now() - 2 * 24 * 60 * 60 * 1000;
};

/** A US ZIP code: 33801 or 33801-1234. */
export const ZIP = /^\d{5}(?:-\d{4})?$/;

/**
 * A National Provider Identifier: 10 digits whose last is a Luhn check digit over "80840" and the
 * first nine (CMS's NPI check digit), so a mistyped number is caught before it is sent.
 */
export const NPI = /^\d{10}$/;
export function isNpi(text: string): boolean {
  if (!NPI.test(text)) return false;
  let sum = 24; // the Luhn sum of the prefix 80840, as CMS defines it
  for (let i = 0; i < 9; i++) {
    let digit = Number(text[8 - i]);
    if (i % 2 === 0) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return (10 - (sum % 10)) % 10 === Number(text[9]);
}

export const positionIds = site.jobs.positions.map((p) => p.id);

/**
 * A yes/no box, unticked by default: a ticked box sends "yes", an unticked one sends nothing, which
 * the site's server stores as "no" (server/forms/form-endpoint.ts), so the office sees the answer either way.
 */
export const CONSENT = ["yes", "no"] as const;
const consent = z.optional(z.enum(CONSENT));

const text = (max: number) => z.string().check(z.maxLength(max));
/** A check's message is a key of the form's words ("date", "zip"): ./check.ts shows that message. */
const date = z.string().check(
  z.regex(DATE, "date"),
  z.refine((v) => dateParts(v) !== null, "date"),
);
const pastDate = date.check(z.refine((v) => !isFuture(v), "pastDate"));
const notPastDate = date.check(z.refine((v) => !isPast(v), "notPast"));
const email = z.email().check(z.maxLength(limits.email));
const phone = z.string().check(z.regex(US_PHONE));
const staffPhone = z.string().check(z.regex(STAFF_PHONE, "staffPhone"));

export const contactSchema = z.object({
  name: text(limits.name),
  phone,
  /** Whether the office may text the visitor about the request (TCPA, 47 CFR 64.1200; s. 501.059, F.S.): "yes" or "no". */
  textConsent: consent,
  email: z.optional(email),
  service: z.optional(z.enum(serviceOptions)),
  payment: z.optional(z.enum(paymentOptions)),
  bestTime: z.optional(z.enum(bestTimeOptions)),
  message: z.optional(text(limits.message)),
});

export const applicationSchema = z.object({
  name: text(limits.name),
  phone,
  email,
  position: z.enum(positionIds),
  license: z.enum(licenseOptions),
  licenseNumber: z.optional(text(limits.licenseNumber)),
  experience: z.enum(experienceOptions),
  areas: z.optional(z.string().check(z.regex(AREAS))),
  availability: z.enum(availabilityOptions),
  note: z.optional(text(limits.note)),
});

export const newsletterSchema = z.object({ email });

/**
 * A clinician's referral (/contact/referrals), in the order of the form's groups: who refers, the
 * ordering physician, the patient, a caregiver, the discharge and the care, the insurance. Only
 * what the agency cannot start without is required. The documents travel
 * beside these values (./files.ts). `consent` is the box saying the sender may share them.
 */
export const referralSchema = z.object({
  name: text(limits.name),
  role: z.enum(referrerRoleOptions),
  organization: text(limits.organization),
  phone: staffPhone,
  email,
  bestTime: z.optional(z.enum(bestTimeOptions)),
  physicianName: z.optional(text(limits.name)),
  physicianPhone: z.optional(staffPhone),
  physicianFax: z.optional(staffPhone),
  npi: z.optional(z.string().check(z.regex(NPI, "npi"), z.refine(isNpi, "npi"))),
  patientName: text(limits.name),
  patientBirthDate: pastDate,
  patientPhone: phone,
  patientAddress: z.optional(text(limits.address)),
  patientZip: z.string().check(z.regex(ZIP, "zip")),
  patientLanguage: z.optional(z.enum(patientLanguageOptions)),
  caregiverName: z.optional(text(limits.name)),
  caregiverRelationship: z.optional(text(limits.relationship)),
  caregiverPhone: z.optional(phone),
  dischargeFacility: z.optional(text(limits.organization)),
  dischargeDate: z.optional(date),
  startDate: z.optional(notPastDate),
  reason: text(limits.reason),
  diagnoses: z.optional(text(limits.diagnoses)),
  services: z.optional(z.string().check(z.regex(REFERRAL_SERVICES))),
  homebound: z.optional(z.enum(homeboundOptions)),
  faceToFaceDate: z.optional(pastDate),
  payer: z.enum(payerOptions),
  memberId: z.optional(text(limits.memberId)),
  secondaryInsurance: z.optional(text(limits.insurance)),
  consent: z.literal("yes"),
});

export const schemas = {
  contact: contactSchema,
  application: applicationSchema,
  newsletter: newsletterSchema,
  referral: referralSchema,
};

export type FormKind = keyof typeof schemas;
export type ContactRequest = z.infer<typeof contactSchema>;
export type JobApplication = z.infer<typeof applicationSchema>;
export type NewsletterSignup = z.infer<typeof newsletterSchema>;
export type Referral = z.infer<typeof referralSchema>;
export type FormOutput = { [K in FormKind]: z.infer<(typeof schemas)[K]> };
/** Every field name of every form (the keys an error can have). */
export type FieldName = { [K in FormKind]: keyof FormOutput[K] }[FormKind] & string;
