/** The words of the online referral on /contact/referrals (app/content/data/pages/form-referral.yml). */
import { z } from "zod";
import { bestTimeOptions } from "../../form-options.ts";
import {
  homeboundOptions,
  patientLanguageOptions,
  payerOptions,
  referralServiceOptions,
  referrerRoleOptions,
} from "../../referral-options.ts";
import { pageWords } from "../words.ts";
import { formParts } from "./form-parts.ts";

export const formReferralPlaceholders = [
  "agency",
  "setupHours",
  "phoneExample",
  "replyHours",
  "name",
  "max",
  "each",
  "total",
  "photo",
  "minutes",
  "reference",
  "time",
] as const;
const { line, paragraph, label, hint, choices, field, choice, hinted, top, end, photoField } =
  formParts(formReferralPlaceholders);

const said = (title: string, description?: string) => line().meta({ title, ...(description && { description }) });

export const formReferralWords = z.strictObject({
  ...top(),
  referrer: line().meta({ title: "Heading of the fields about the sender" }),
  physician: line().meta({ title: "Heading of the fields about the ordering physician" }),
  patient: line().meta({ title: "Heading of the fields about the patient" }),
  caregiver: line().meta({ title: "Heading of the fields about a caregiver" }),
  care: line().meta({ title: "Heading of the fields about the discharge and the care" }),
  insurance: line().meta({ title: "Heading of the fields about the insurance" }),
  office: z
    .strictObject({
      referrer: said("Heading of the sender's details"),
      name: said("Sender's name"),
      role: said("Sender's role"),
      phone: said("Sender's phone"),
      email: said("Sender's e-mail"),
      bestTime: said("Best time to call the sender"),
    })
    .meta({
      title: "How the office's pages name the sender's details",
      description: "The form says “Your name”; the office reads “Referrer's name”.",
    }),
  name: field("Sender's name"),
  role: choice("Sender's role", referrerRoleOptions),
  organization: field("Organization"),
  phone: hinted("Sender's phone"),
  email: hinted("Sender's e-mail"),
  bestTime: choice("Best time to call back", bestTimeOptions),
  physicianName: hinted("Ordering physician's name"),
  physicianPhone: field("Physician's phone"),
  physicianFax: hinted("Physician's fax"),
  npi: hinted("Physician's NPI"),
  patientName: field("Patient's name"),
  patientBirthDate: field("Patient's date of birth"),
  patientPhone: hinted("Patient's phone"),
  patientAddress: hinted("Street address of care"),
  patientZip: field("ZIP code of care"),
  patientLanguage: choice("Language spoken at home", patientLanguageOptions),
  caregiverName: field("Caregiver's name"),
  caregiverRelationship: hinted("Caregiver's relationship to the patient"),
  caregiverPhone: field("Caregiver's phone"),
  dischargeFacility: hinted("Discharged from"),
  dischargeDate: hinted("Discharge date"),
  reason: hinted("Reason for care"),
  diagnoses: hinted("Diagnoses (ICD-10)"),
  services: z
    .strictObject({ label: label(), hint: hint(), options: choices(referralServiceOptions) })
    .meta({ title: "Services needed" }),
  payer: choice("Primary payer", payerOptions),
  memberId: hinted("Member ID"),
  secondaryInsurance: hinted("Secondary insurance"),
  startDate: hinted("Start of care"),
  homebound: choice("Homebound", homeboundOptions),
  faceToFaceDate: hinted("Date of the face-to-face visit"),
  consent: z
    .strictObject({
      label: paragraph().meta({ title: "The box to tick", description: "{agency} is the agency's name." }),
      short: said("Its name in the list of what to correct"),
    })
    .meta({ title: "Permission to share" }),
  ...end("Shown when the form cannot be sent without JavaScript: it says to call the referral line."),
  call: said("The button to the referral line, after a failure"),
  confirmation: z
    .strictObject({
      reference: said("The reference number", "{reference} is the number."),
      callBy: said(
        "When the call comes",
        "{time} is the day and time (Florida). A discharge today or tomorrow: within the reply promise; otherwise the set-up promise.",
      ),
    })
    .meta({ title: "Once sent: the reference and the call" }),
  wait: said("Too many referrals from one connection", "{minutes} is how long to wait."),
  documents: photoField("Documents"),
  errors: z
    .strictObject({
      required: z
        .strictObject({
          role: said("Role"),
          organization: said("Organization"),
          patientName: said("Patient's name"),
          patientBirthDate: said("Patient's date of birth"),
          patientPhone: said("Patient's phone", "{phoneExample} is an example of a phone number."),
          patientZip: said("ZIP code"),
          reason: said("Reason for care"),
          payer: said("Primary payer"),
          consent: said("Permission to share"),
        })
        .meta({
          title: "A required field left empty",
          description: "The other fields' messages are shared by the forms.",
        }),
      formats: z
        .strictObject({
          date: said("A date that is not a real date"),
          pastDate: said("A date of birth in the future"),
          zip: said("A ZIP code that does not look right"),
          npi: said("An NPI that does not look right"),
          notPast: said("A start of care in the past"),
          staffPhone: said(
            "A clinician's or physician's phone that does not look right",
            "{phoneExample} is an example of a phone number.",
          ),
        })
        .meta({ title: "A value that does not look right" }),
    })
    .meta({ title: "The referral's own messages about what to correct" }),
  withoutForm: z
    .strictObject({
      intro: paragraph().meta({
        title: "Introduction",
        description: "{setupHours} is how soon care is set up (Agency facts).",
      }),
      secure: paragraph().meta({ title: "About sending records" }),
    })
    .meta({
      title: "When the site has no form for referrals",
      description: "While the forms post to an outside form service, the page leaves the referral out and says these.",
    }),
});

export type FormReferralWords = z.output<typeof formReferralWords>;
export type FormReferralPlaceholder = (typeof formReferralPlaceholders)[number];

export const formReferral = pageWords({
  name: "form-referral",
  path: "/contact/referrals",
  label: "Form: referral",
  group: "Forms",
  description:
    "The online referral for healthcare providers: labels, hints, choices, the documents, its own messages and what it says after a send. Facts are written as {placeholders}; {name}, {max}, {each}, {photo} and {total} in the documents' words are a file's name and the limits.",
  words: formReferralWords,
  placeholders: formReferralPlaceholders,
});
