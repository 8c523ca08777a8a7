import * as raw from "virtual:content/pages/form-careers";
import { regulatoryShown, shownValue } from "./facts";
import { site } from "./site";
import { formErrors, type FormErrorWords, type FormStateWords } from "~/content/form-errors";
import { areaOptions, availabilityOptions, experienceOptions, licenseOptions } from "~/content/form-options";
import type { Lang } from "~/i18n/lang";
import type { FileFieldWords } from "./file-fields";
import { filledWords } from "./page-words";
import type { FormCareersPlaceholder, FormCareersWords } from "./schemas/pages/form-careers";
import type { Bilingual } from "./types";

/**
 * The words of the job application on /careers (#apply), both languages (part of ./careers.ts),
 * from app/content/data/pages/form-careers.yml.
 * The form is app/components/careers/application-form.tsx; it is sent by the delivery module.
 */

/** The choices' codes: one list with the forms' schemas (app/lib/forms). */
export { areaOptions, availabilityOptions, experienceOptions, licenseOptions };
/** The areas an applicant may choose: Pennsylvania only once the agency's staffing license there is real in the config. */
export const offeredAreas = areaOptions.filter((a) => a !== "pennsylvania" || regulatoryShown("pennsylvaniaStaffing"));

type Options<K extends string> = Record<K, string>;

export interface ApplicationContent extends FormStateWords {
  heading: string;
  intro: string;
  required: string;
  optional: string;
  name: string;
  phone: string;
  email: string;
  position: { label: string; prompt: string };
  license: { label: string; hint: string; prompt: string; options: Options<(typeof licenseOptions)[number]> };
  licenseNumber: { label: string; hint: string };
  experience: { label: string; prompt: string; options: Options<(typeof experienceOptions)[number]> };
  /** `offered`: the areas shown, in order (offeredAreas); `options`: every area's name. */
  areas: {
    legend: string;
    hint: string;
    offered: readonly (typeof areaOptions)[number][];
    options: Options<(typeof areaOptions)[number]>;
  };
  availability: { label: string; prompt: string; options: Options<(typeof availabilityOptions)[number]> };
  note: { label: string; hint: string };
  call: string;
  mailLink: string;
  mailSubject: string;
  /** What the form says about values it cannot accept (shared by the site's forms). */
  errors: FormErrorWords;
}

const words = filledWords<
  FormCareersWords,
  Exclude<FormCareersPlaceholder, "name" | "max" | "each" | "total" | "minutes">
>(raw, {
  phone: site.phones.main.display,
  email: site.emails.careers,
  // The call-back promise, left out (its sentence with it) while a sample on a real site.
  callDays: shownValue(site.claims.applicationCallBusinessDays),
});

/**
 * The form's words (app/content/data/pages/form-careers.yml), the areas offered following the
 * config; and its résumé's, read with the other file fields' (./file-fields.ts).
 */
function applicationIn(lang: Lang): { form: ApplicationContent; resume: FileFieldWords } {
  const { resume, ...w } = words[lang];
  const areas = { legend: w.areas.legend, hint: w.areas.hint, offered: offeredAreas, options: w.areas.options };
  return { form: { ...w, areas, errors: formErrors[lang] }, resume };
}

const [en, es] = [applicationIn("en"), applicationIn("es")];
export const application: Bilingual<ApplicationContent> = { en: en.form, es: es.form };
export const resumeField: Bilingual<FileFieldWords> = { en: en.resume, es: es.resume };
