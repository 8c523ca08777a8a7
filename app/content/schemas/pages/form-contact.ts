/** The words of the consultation request on /contact (app/content/data/pages/form-contact.yml). */
import { z } from "zod";
import { bestTimeOptions, paymentOptions, serviceOptions } from "../../form-options.ts";
import { pageWords } from "../words.ts";
import { formParts } from "./form-parts.ts";

export const formContactPlaceholders = ["replyHours"] as const;
const { line, label, hint, choices, choice, hinted, top, end } = formParts(formContactPlaceholders);

export const formContactWords = z.strictObject({
  ...top(),
  name: z
    .strictObject({ label: label(), placeholder: line().meta({ title: "Example in the empty box" }) })
    .meta({ title: "Name" }),
  phone: z.strictObject({ label: label() }).meta({ title: "Phone" }),
  textConsent: z
    .strictObject({
      label: label(),
      hint: hint(),
      privacyLink: line().meta({ title: "The link to the Privacy Policy, after the hint" }),
      options: choices(["yes", "no"]),
    })
    .meta({ title: "Permission to text", description: "The box is never ticked in advance." }),
  email: z.strictObject({ label: label() }).meta({ title: "E-mail" }),
  service: choice("Service needed", serviceOptions),
  payment: choice("How care would be paid", paymentOptions),
  bestTime: choice("Best time to call", bestTimeOptions),
  message: hinted("Message"),
  ...end("Shown when the form cannot be sent without JavaScript: it says to call or e-mail."),
  call: line().meta({ title: "Before the phone number, after a failure or without JavaScript" }),
  mailLink: line().meta({ title: "The link that e-mails the request" }),
  mailSubject: line().meta({ title: "Subject of that e-mail" }),
});

export type FormContactWords = z.output<typeof formContactWords>;
export type FormContactPlaceholder = (typeof formContactPlaceholders)[number];

export const formContact = pageWords({
  name: "form-contact",
  path: "/contact",
  label: "Form: consultation request",
  group: "Forms",
  description:
    "The form on the contact page: labels, hints, choices and what it says after a send. {replyHours} is how soon the office calls back (Agency facts).",
  words: formContactWords,
  placeholders: formContactPlaceholders,
});
