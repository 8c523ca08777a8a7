import * as raw from "virtual:content/pages/contact";
import { site } from "../site";
import { mainOffice, replyHours } from "../facts";
import { filledWords } from "../page-words";
import type { ContactPlaceholder, ContactWords } from "../schemas/pages/contact";
import type { Bilingual, PageContent } from "../types";
import { contactForm, type ContactFormContent } from "./contact-form";

export interface ContactContent extends PageContent {
  details: {
    heading: string;
    phoneLabel: string;
    phoneNote: string;
    emailLabel: string;
    officeLabel: string;
    directions: string;
    hoursHeading: string;
    reply: string;
  };
  emergency: { heading: string; body: string; call: string; warning: string; link: string };
  /** The state's lines for a complaint (AHCA) or a report of abuse (content/public-lines.ts). */
  concerns: { heading: string; body: string; ahca: string; abuse: string };
  form: ContactFormContent;
  /** Printed instead of the form, which cannot be sent from paper. */
  printForm: string;
}

/** The words of /contact (app/content/data/pages/contact.yml) with the facts filled in. */
const words = filledWords<ContactWords, ContactPlaceholder>(raw, {
  shortName: site.shortName,
  city: mainOffice.city,
  replyHours,
  phone: site.phones.main.display,
  url: { en: `${site.origin}/contact`, es: `${site.origin}/es/contact` },
});

/** The page's words, and the form's labels (./contact-form), English and Spanish side by side. */
export const contact: Bilingual<ContactContent> = {
  en: { ...words.en, form: contactForm.en },
  es: { ...words.es, form: contactForm.es },
};
