import * as raw from "virtual:content/pages/form-contact";
import { site } from "../site";
import { replyHours } from "../facts";
import { formErrors, type FormErrorWords, type FormStateWords } from "~/content/form-errors";
import { localizePath, type Lang } from "~/i18n/lang";
import { filledWords } from "../page-words";
import type { FormContactPlaceholder, FormContactWords } from "../schemas/pages/form-contact";
import { bestTimeOptions, paymentOptions, serviceOptions } from "~/content/form-options";
import type { Bilingual } from "../types";

/**
 * The words of the consultation request form on /contact (payment and best time to call are two
 * optional fields an office needs to call back well), from app/content/data/pages/form-contact.yml.
 * Part of the /contact content (./contact.ts); the form is app/components/contact/consultation-form.tsx.
 */

/** The choices' codes: one list with the forms' schemas (app/lib/forms). */
export { bestTimeOptions, paymentOptions, serviceOptions };

type Options<K extends string> = Record<K, string>;

export interface ContactFormContent extends FormStateWords {
  heading: string;
  intro: string;
  required: string;
  optional: string;
  name: { label: string; placeholder: string };
  phone: { label: string; placeholder: string };
  /** The unticked box that lets the office text about the request; its two answers as the office reads them. */
  textConsent: {
    label: string;
    hint: string;
    /** The Privacy Policy link after the hint: its words and its address in the form's language. */
    privacyLink: { text: string; href: string };
    options: Record<"yes" | "no", string>;
  };
  email: { label: string; placeholder: string };
  service: { label: string; prompt: string; options: Options<(typeof serviceOptions)[number]> };
  payment: { label: string; prompt: string; options: Options<(typeof paymentOptions)[number]> };
  bestTime: { label: string; prompt: string; options: Options<(typeof bestTimeOptions)[number]> };
  message: { label: string; hint: string };
  call: string;
  mailLink: string;
  mailSubject: string;
  /** What the form says about values it cannot accept (shared by the site's forms). */
  errors: FormErrorWords;
}

const words = filledWords<FormContactWords, FormContactPlaceholder>(raw, {
  replyHours,
});

/** The form's words (app/content/data/pages/form-contact.yml); the examples in the phone and e-mail boxes are the config's. */
function contactFormIn(lang: Lang): ContactFormContent {
  const w = words[lang];
  return {
    ...w,
    phone: { ...w.phone, placeholder: site.phonePlaceholder },
    textConsent: {
      ...w.textConsent,
      privacyLink: { text: w.textConsent.privacyLink, href: localizePath("/privacy-policy", lang) },
    },
    email: { ...w.email, placeholder: site.emails.care },
    errors: formErrors[lang],
  };
}

export const contactForm: Bilingual<ContactFormContent> = { en: contactFormIn("en"), es: contactFormIn("es") };
