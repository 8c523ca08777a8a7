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
  "name",
  "max",
  "each",
  "total",
] as const;
const { line, paragraph, label, hint, choices, field, choice, hinted, top, end, fileField } =
  formParts(formReferralPlaceholders);

const said = (title: string, description?: string) => line().meta({ title, ...(description && { description }) });

export const formReferralWords = z.strictObject({
  ...top(),
  referrer: line().meta({ title: "Heading of the fields about the sender" }),
  patient: line().meta({ title: "Heading of the fields about the patient" }),
  name: field("Sender's name"),
  role: choice("Sender's role", referrerRoleOptions),
  organization: field("Organization"),
  npi: hinted("NPI"),
  phone: hinted("Sender's phone"),
  email: hinted("Sender's e-mail"),
  bestTime: choice("Best time to call back", bestTimeOptions),
  patientName: field("Patient's name"),
  patientBirthDate: field("Patient's date of birth"),
  patientPhone: hinted("Patient's phone"),
  patientZip: field("ZIP code of care"),
  patientLanguage: choice("Language spoken at home", patientLanguageOptions),
  reason: hinted("Reason for care"),
  services: z
    .strictObject({ label: label(), hint: hint(), options: choices(referralServiceOptions) })
    .meta({ title: "Services needed" }),
  payer: choice("Primary payer", payerOptions),
  memberId: hinted("Member ID"),
  startDate: field("Start of care"),
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
  documents: fileField("Documents"),
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
    "The online referral for healthcare providers: labels, hints, choices, the documents, its own messages and what it says after a send. Facts are written as {placeholders}; {name}, {max}, {each} and {total} in the documents' words are a file's name and the limits.",
  words: formReferralWords,
  placeholders: formReferralPlaceholders,
});
