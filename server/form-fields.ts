/**
 * Each form's fields as the server shows them again (no-JavaScript posts with errors) and as the
 * inbox and e-mail list them: the labels and choices come from the pages' own words.
 */
import { blogIndex } from "~/content/blog/blog-index";
import { application } from "~/content/careers-application";
import { positions } from "~/content/careers-positions";
import { contactForm } from "~/content/contact/contact-form";
import type { Lang } from "~/i18n/lang";
import type { FormName } from "~/lib/delivery";

export interface FieldSpec {
  name: string;
  label: string;
  kind: "text" | "tel" | "email" | "select" | "textarea" | "checkboxes";
  required: boolean;
  hint?: string;
  /** Select: the first, empty choice. */
  prompt?: string;
  options?: { value: string; label: string }[];
  autocomplete?: string;
}

export interface FormSpec {
  heading: string;
  submit: string;
  required: string;
  optional: string;
  honeypot: string;
  sent: { heading: string; body: string[] };
  /** The page the form lives on, in its language (a link back from the thank-you page). */
  page: string;
  fields: FieldSpec[];
}

const opts = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

export function formSpec(form: FormName, lang: Lang): FormSpec {
  const prefix = lang === "es" ? "/es" : "";
  if (form === "contact") {
    const w = contactForm[lang];
    return {
      heading: w.heading,
      submit: w.submit,
      required: w.required,
      optional: w.optional,
      honeypot: w.honeypot,
      sent: w.sent,
      page: `${prefix}/contact`,
      fields: [
        { name: "name", label: w.name.label, kind: "text", required: true, autocomplete: "name" },
        { name: "phone", label: w.phone.label, kind: "tel", required: true, autocomplete: "tel" },
        { name: "email", label: w.email.label, kind: "email", required: false, autocomplete: "email" },
        {
          name: "service",
          label: w.service.label,
          kind: "select",
          required: false,
          prompt: w.service.prompt,
          options: opts(w.service.options),
        },
        {
          name: "payment",
          label: w.payment.label,
          kind: "select",
          required: false,
          prompt: w.payment.prompt,
          options: opts(w.payment.options),
        },
        {
          name: "bestTime",
          label: w.bestTime.label,
          kind: "select",
          required: false,
          prompt: w.bestTime.prompt,
          options: opts(w.bestTime.options),
        },
        { name: "message", label: w.message.label, kind: "textarea", required: false, hint: w.message.hint },
      ],
    };
  }
  if (form === "application") {
    const w = application[lang];
    const jobs = positions[lang].items.map((p) => ({ value: p.id, label: p.title }));
    return {
      heading: w.heading,
      submit: w.submit,
      required: w.required,
      optional: w.optional,
      honeypot: w.honeypot,
      sent: w.sent,
      page: `${prefix}/careers`,
      fields: [
        { name: "name", label: w.name, kind: "text", required: true, autocomplete: "name" },
        { name: "phone", label: w.phone, kind: "tel", required: true, autocomplete: "tel" },
        { name: "email", label: w.email, kind: "email", required: true, autocomplete: "email" },
        {
          name: "position",
          label: w.position.label,
          kind: "select",
          required: true,
          prompt: w.position.prompt,
          options: jobs,
        },
        {
          name: "license",
          label: w.license.label,
          kind: "select",
          required: true,
          prompt: w.license.prompt,
          options: opts(w.license.options),
        },
        {
          name: "licenseNumber",
          label: w.licenseNumber.label,
          kind: "text",
          required: false,
          hint: w.licenseNumber.hint,
        },
        {
          name: "experience",
          label: w.experience.label,
          kind: "select",
          required: true,
          prompt: w.experience.prompt,
          options: opts(w.experience.options),
        },
        {
          name: "areas",
          label: w.areas.legend,
          kind: "checkboxes",
          required: false,
          hint: w.areas.hint,
          options: opts(w.areas.options),
        },
        {
          name: "availability",
          label: w.availability.label,
          kind: "select",
          required: true,
          prompt: w.availability.prompt,
          options: opts(w.availability.options),
        },
        { name: "note", label: w.note.label, kind: "textarea", required: false, hint: w.note.hint },
      ],
    };
  }
  const w = blogIndex[lang].newsletter;
  return {
    heading: w.heading,
    submit: w.submit,
    required: contactForm[lang].required,
    optional: contactForm[lang].optional,
    honeypot: w.honeypot,
    sent: { heading: w.sent.heading, body: [w.sent.body] },
    page: `${prefix}/blog`,
    fields: [
      { name: "email", label: w.emailLabel, kind: "email", required: true, hint: w.hint, autocomplete: "email" },
    ],
  };
}

/** The fields of a form, in order, with their English labels (the inbox and the office e-mail). */
export const fieldNames = (form: FormName): string[] => formSpec(form, "en").fields.map((f) => f.name);
