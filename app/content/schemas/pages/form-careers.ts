/** The words of the job application on /careers (app/content/data/pages/form-careers.yml). */
import { z } from "zod";
import { areaOptions, availabilityOptions, experienceOptions, licenseOptions } from "../../form-options.ts";
import { pageWords } from "../words.ts";
import { formParts } from "./form-parts.ts";

export const formCareersPlaceholders = [
  "phone",
  "email",
  "name",
  "max",
  "each",
  "total",
  "minutes",
  "callDays",
] as const;
const { line, label, hint, prompt, choices, choice, hinted, top, end, fileField } = formParts(formCareersPlaceholders);

export const formCareersWords = z.strictObject({
  ...top(),
  name: line().meta({ title: "Name" }),
  phone: line().meta({ title: "Phone" }),
  email: line().meta({ title: "E-mail" }),
  position: z.strictObject({ label: label(), prompt: prompt() }).meta({
    title: "Position",
    description: "The positions are the job openings'.",
  }),
  license: z
    .strictObject({ label: label(), hint: hint(), prompt: prompt(), options: choices(licenseOptions) })
    .meta({ title: "License, certification or training" }),
  licenseNumber: hinted("License or certificate number"),
  experience: choice("Years of experience", experienceOptions),
  areas: z
    .strictObject({
      legend: line().meta({ title: "Question" }),
      hint: hint(),
      options: choices(areaOptions).meta({
        description:
          "The words of each area. Pennsylvania is shown only once the staffing license there is real in Agency facts.",
      }),
    })
    .meta({ title: "Where the applicant would work" }),
  availability: choice("Availability", availabilityOptions),
  note: hinted("Anything else"),
  ...end(
    "Shown when the form cannot be sent without JavaScript. {phone} is the main line, {email} the careers address.",
  ),
  call: line().meta({ title: "Before the phone number, after a failure" }),
  mailLink: line().meta({ title: "The link that e-mails the application" }),
  mailSubject: line().meta({ title: "Subject of that e-mail" }),
  resume: fileField("Résumé"),
});

export type FormCareersWords = z.output<typeof formCareersWords>;
export type FormCareersPlaceholder = (typeof formCareersPlaceholders)[number];

export const formCareers = pageWords({
  name: "form-careers",
  path: "/careers",
  label: "Form: job application",
  group: "Forms",
  description:
    "The application on the careers page: labels, hints, choices, the résumé and what it says after a send. Facts are written as {placeholders}; {name}, {max}, {each} and {total} in the résumé's words are the file's name and limits.",
  words: formCareersWords,
  placeholders: formCareersPlaceholders,
});
