import * as raw from "virtual:content/pages/form-referral";
import { site } from "./site";
import { asksMedicareItems, licensedFor, replyHours, setupHours } from "./facts";
import { formErrors, phoneExample, type FormErrorWords, type FormStateWords } from "./form-errors";
import { bestTimeOptions } from "./form-options";
import {
  homeboundOptions,
  patientLanguageOptions,
  payerOptions,
  referralServiceOptions,
  referrerRoleOptions,
} from "./referral-options";
import type { Lang } from "~/i18n/lang";
import type { FileFieldWords } from "./file-fields";
import { filledWords } from "./page-words";
import { wordsShown } from "./words-shown";
import type { FormReferralPlaceholder, FormReferralWords } from "./schemas/pages/form-referral";
import type { Bilingual } from "./types";

/**
 * The words of the online referral on /contact/referrals, both languages
 * (app/content/data/pages/form-referral.yml): who refers, the
 * patient, the documents (./file-fields.ts), the box confirming the sender may share them, and
 * what the form says after a send. The form is app/components/referrals/referral-form.tsx; the
 * server reads the same words (labels in /office, the page without JavaScript).
 */

type Options<K extends string> = Record<K, string>;
interface Field {
  label: string;
  hint?: string;
}
interface Choice<K extends string> extends Field {
  prompt: string;
  options: Options<K>;
}

/** The referral's own messages, beside the forms' shared ones. */
export interface ReferralErrorWords extends FormErrorWords {
  required: FormErrorWords["required"] &
    Record<
      | "role"
      | "organization"
      | "patientName"
      | "patientBirthDate"
      | "patientPhone"
      | "patientZip"
      | "reason"
      | "payer"
      | "consent",
      string
    >;
  /** The messages of the referral's own checks (app/lib/forms/schemas.ts names them). */
  formats: Record<"date" | "pastDate" | "notPast" | "zip" | "npi" | "staffPhone", string>;
}

export interface ReferralFormContent extends FormStateWords {
  heading: string;
  intro: string;
  required: string;
  optional: string;
  /** The two groups of fields. */
  referrer: string;
  physician: string;
  patient: string;
  caregiver: string;
  care: string;
  insurance: string;
  /** How the office names the sender's details ("Referrer's name", not "Your name"). */
  office: Record<"referrer" | "name" | "role" | "phone" | "email" | "bestTime", string>;
  name: Field;
  role: Choice<(typeof referrerRoleOptions)[number]>;
  organization: Field;
  phone: Field;
  email: Field;
  bestTime: Choice<(typeof bestTimeOptions)[number]>;
  physicianName: Field;
  physicianPhone: Field;
  physicianFax: Field;
  npi: Field;
  patientName: Field;
  patientBirthDate: Field;
  patientPhone: Field;
  patientAddress: Field;
  patientZip: Field;
  patientLanguage: Choice<(typeof patientLanguageOptions)[number]>;
  caregiverName: Field;
  caregiverRelationship: Field;
  caregiverPhone: Field;
  dischargeFacility: Field;
  dischargeDate: Field;
  reason: Field;
  diagnoses: Field;
  /** The services to tick: "therapy" only while the license lists physical therapy. */
  services: Field & { options: Partial<Options<(typeof referralServiceOptions)[number]>> };
  payer: Choice<(typeof payerOptions)[number]>;
  memberId: Field;
  secondaryInsurance: Field;
  startDate: Field;
  homebound: Choice<(typeof homeboundOptions)[number]>;
  faceToFaceDate: Field;
  /** Whether the form asks `homebound` and `faceToFaceDate`, Medicare's items (facts: asksMedicareItems). */
  medicareItems: boolean;
  /** `short`: how the list of what to correct names the box. */
  consent: Field & { short: string };
  /** The button to the referral line, after a failure (and after a send). */
  call: string;
  /** Once sent: `{reference}` and `{time}` (the call-back, Florida time) are filled in by the server's answer. */
  confirmation: { reference: string; callBy: string };
  /** After too many sends from one connection (with JavaScript): `{minutes}` to wait, nothing lost. */
  wait: string;
  errors: ReferralErrorWords;
  /**
   * When the forms post to a form service (site.formEndpoint is a URL), the page leaves the online
   * referral out (patients' records stay off outside services) and says these instead of the
   * sentences that point to it.
   */
  withoutForm: { intro: string; secure: string };
}

const words = filledWords<
  FormReferralWords,
  Exclude<FormReferralPlaceholder, "name" | "max" | "each" | "photo" | "total" | "minutes" | "reference" | "time">
>(raw, {
  agency: site.name,
  setupHours,
  phoneExample,
  replyHours,
});

/**
 * The form's words (app/content/data/pages/form-referral.yml), its messages added to the forms'
 * shared ones; and its documents', read with the other file fields' (./file-fields.ts).
 */
function referralFormIn(lang: Lang): { form: ReferralFormContent; documents: FileFieldWords } {
  const { documents, errors, withoutForm, ...w } = words[lang];
  const shared = formErrors[lang];
  const required = { ...shared.required, ...errors.required };
  // Physical therapy is offered only while the license lists it.
  const offered = Object.entries(w.services.options).filter(
    ([id]) => id !== "therapy" || licensedFor("physical-therapy"),
  );
  const services = {
    ...w.services,
    options: Object.fromEntries(offered) as ReferralFormContent["services"]["options"],
  };
  return {
    form: {
      ...w,
      services,
      medicareItems: asksMedicareItems,
      errors: { ...shared, required, formats: errors.formats },
      withoutForm,
    },
    documents,
  };
}

const [en, es] = [referralFormIn("en"), referralFormIn("es")];
export const referralForm: Bilingual<ReferralFormContent> = { en: en.form, es: es.form };
export const documentsField: Bilingual<FileFieldWords> = { en: en.documents, es: es.documents };

/** Which of form-referral.yml's words the form shows (referralFormIn, the form's medicareItems): the editor's preview follows it. */
export const referralFormWordsShown = wordsShown([
  [asksMedicareItems, "homebound"],
  [asksMedicareItems, "faceToFaceDate"],
  [licensedFor("physical-therapy"), "services.options.therapy"],
]);
