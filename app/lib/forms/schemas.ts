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
} as const;

/**
 * A US phone number as people type it: (863) 555-0142, 863-555-0142, 863.555.0142, 8635550142,
 * +1 863 555 0142, 1-863-555-0142. Ten digits, the area code not starting with 0 or 1.
 */
export const US_PHONE = /^(?:\+?1[\s.-]*)?(?:\(\s*[2-9]\d\d\s*\)|[2-9]\d\d)[\s.-]*\d{3}[\s.-]*\d{4}$/;

/** The care areas (checkboxes) travel as one list: "lakeland, polk". */
export const AREAS = new RegExp(`^(?:${areaOptions.join("|")})(?:, ?(?:${areaOptions.join("|")}))*$`);

export const positionIds = site.jobs.positions.map((p) => p.id);

/**
 * A yes/no box, unticked by default: a ticked box sends "yes", an unticked one sends nothing, which
 * the site's server stores as "no" (server/form-endpoint.ts), so the office sees the answer either way.
 */
export const CONSENT = ["yes", "no"] as const;
const consent = z.optional(z.enum(CONSENT));

const text = (max: number) => z.string().check(z.maxLength(max));
const email = z.email().check(z.maxLength(limits.email));
const phone = z.string().check(z.regex(US_PHONE));

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

export const schemas = { contact: contactSchema, application: applicationSchema, newsletter: newsletterSchema };

export type FormKind = keyof typeof schemas;
export type ContactRequest = z.infer<typeof contactSchema>;
export type JobApplication = z.infer<typeof applicationSchema>;
export type NewsletterSignup = z.infer<typeof newsletterSchema>;
export type FormOutput = { [K in FormKind]: z.infer<(typeof schemas)[K]> };
/** Every field name of every form (the keys an error can have). */
export type FieldName = { [K in FormKind]: keyof FormOutput[K] }[FormKind] & string;
