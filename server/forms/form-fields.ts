/**
 * Each form's fields as the server shows them again (no-JavaScript posts with errors) and as the
 * inbox and e-mail list them. The fields themselves (names, order, required, the kind of control,
 * the choices) are read from the form's schema (~/lib/forms), the one place a field is defined;
 * their labels and the choices' words come from the pages' own words. A form's file field (the
 * referral's documents, the application's résumé) comes from its file rule (~/lib/forms/files).
 */
import * as z from "zod/mini";
import { blogIndex } from "~/content/blog/blog-index";
import { application } from "~/content/careers-application";
import { positions } from "~/content/careers-positions";
import { contactForm } from "~/content/contact/contact-form";
import type { Lang } from "~/i18n/lang";
import type { FormName } from "~/lib/delivery";
import { schemas, STAFF_PHONE, US_PHONE, type FieldName, type FormKind, type FormOutput } from "~/lib/forms";
import { documentsField, resumeField, type FileFieldWords } from "~/content/file-fields";
import { referralForm } from "~/content/referral-form";
import { CHOICE_LISTS, CONSENT, DATE } from "~/lib/forms/schemas";
import { acceptOf, fileRuleOf, fileWords } from "~/lib/forms/files";

export interface FieldSpec {
  name: string;
  label: string;
  /**
   * checkbox: one yes/no box, unticked by default (the server stores "no" when it is);
   * consent: one box that must be ticked to send.
   */
  kind: "text" | "tel" | "email" | "date" | "select" | "textarea" | "checkboxes" | "checkbox" | "consent" | "file";
  required: boolean;
  hint?: string;
  /** Select: the first, empty choice. */
  prompt?: string;
  options?: { value: string; label: string }[];
  autocomplete?: string;
  /** A shorter name for the list of what to correct (a consent box, whose label is a sentence). */
  short?: string;
  /** A file field: the kinds it takes (the input's `accept`) and whether it takes several files. */
  file?: { accept: string; multiple: boolean; again: string };
  /** The heading of the field's group (a referral's "The patient"), as the form and the office say it. */
  group?: { form: string; office: string };
  /** How the office names the field, where the form's own label speaks to the sender ("Your name"). */
  office?: string;
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

/** A text field that may hold more than this many characters is a text area. */
const LONG_TEXT = 500;

/** The browser's autofill names of the fields that have one. */
const AUTOCOMPLETE: Partial<Record<FieldName, string>> = {
  name: "name",
  phone: "tel",
  email: "email",
  organization: "organization",
};

interface SchemaField {
  name: string;
  required: boolean;
  kind: FieldSpec["kind"];
  /** The codes a select or the checkboxes accept, in order. */
  choices?: readonly string[];
}

/** A form's fields as its schema defines them, in order: the control follows what the field accepts. */
function schemaFields(form: FormKind): SchemaField[] {
  const json = z.toJSONSchema(schemas[form]) as {
    properties: Record<
      string,
      { enum?: string[]; const?: string; format?: string; pattern?: string; maxLength?: number }
    >;
    required?: string[];
  };
  return Object.entries(json.properties).map(([name, accepts]) => {
    const field = { name, required: json.required?.includes(name) ?? false };
    // A yes/no box is never required: left unticked, it is "no".
    if (accepts.enum?.join() === CONSENT.join())
      return { ...field, required: false, kind: "checkbox", choices: CONSENT };
    if (accepts.enum) return { ...field, kind: "select", choices: accepts.enum };
    if (accepts.const) return { ...field, kind: "consent" };
    if (accepts.format === "email") return { ...field, kind: "email" };
    if (accepts.pattern === US_PHONE.source || accepts.pattern === STAFF_PHONE.source) return { ...field, kind: "tel" };
    if (accepts.pattern === DATE.source) return { ...field, kind: "date" };
    const list = accepts.pattern ? CHOICE_LISTS.get(accepts.pattern) : undefined;
    if (list) return { ...field, kind: "checkboxes", choices: list };
    return { ...field, kind: (accepts.maxLength ?? 0) > LONG_TEXT ? "textarea" : "text" };
  });
}

const fieldsByForm = Object.fromEntries(
  (Object.keys(schemas) as FormKind[]).map((form) => [form, schemaFields(form)]),
) as Record<FormKind, SchemaField[]>;

/** A field's words: its label, and as the field has them a hint, a select's prompt, the choices' names. */
interface FieldWords {
  label: string;
  group?: FieldSpec["group"];
  office?: string;
  short?: string;
  hint?: string;
  prompt?: string;
  options?: Record<string, string>;
}

/** Every field of a form has words (a field added to a schema without them fails the typecheck). */
type FormWords<K extends FormKind> = Record<keyof FormOutput[K] & string, FieldWords>;

interface FormFrame extends Omit<FormSpec, "fields" | "page"> {
  /** The page the form lives on, in English. */
  path: string;
}

/** The referral's groups of fields, in the form's order (a field of the schema left out has no group). */
const referralGroups: [
  "referrer" | "physician" | "patient" | "caregiver" | "care" | "insurance",
  (keyof FormOutput["referral"])[],
][] = [
  ["referrer", ["name", "role", "organization", "phone", "email", "bestTime"]],
  ["physician", ["physicianName", "physicianPhone", "physicianFax", "npi"]],
  ["patient", ["patientName", "patientBirthDate", "patientPhone", "patientAddress", "patientZip", "patientLanguage"]],
  ["caregiver", ["caregiverName", "caregiverRelationship", "caregiverPhone"]],
  [
    "care",
    [
      "dischargeFacility",
      "dischargeDate",
      "startDate",
      "reason",
      "diagnoses",
      "services",
      "homebound",
      "faceToFaceDate",
    ],
  ],
  ["insurance", ["payer", "memberId", "secondaryInsurance"]],
];

const forms: { [K in FormKind]: (lang: Lang) => { frame: FormFrame; words: FormWords<K> } } = {
  contact: (lang) => ({ frame: { ...contactForm[lang], path: "/contact" }, words: contactForm[lang] }),
  application: (lang) => {
    const w = application[lang];
    const jobs = Object.fromEntries(positions[lang].items.map((p) => [p.id, p.title]));
    return {
      frame: { ...w, path: "/careers" },
      words: {
        ...w,
        name: { label: w.name },
        phone: { label: w.phone },
        email: { label: w.email },
        position: { ...w.position, options: jobs },
        areas: { label: w.areas.legend, hint: w.areas.hint, options: w.areas.options },
      },
    };
  },
  referral: (lang) => {
    const w = referralForm[lang];
    const words = { ...w } as FormWords<"referral">;
    for (const [group, names] of referralGroups) {
      const heading = { form: w[group], office: group === "referrer" ? w.office.referrer : w[group] };
      for (const name of names) words[name] = { ...words[name], group: heading };
    }
    for (const name of ["name", "role", "phone", "email", "bestTime"] as const)
      words[name] = { ...words[name], office: w.office[name] };
    return { frame: { ...w, path: "/contact/referrals" }, words };
  },
  newsletter: (lang) => {
    const w = blogIndex[lang].newsletter;
    const { required, optional } = contactForm[lang];
    return {
      frame: { ...w, required, optional, sent: { heading: w.sent.heading, body: [w.sent.body] }, path: "/blog" },
      words: { email: { label: w.emailLabel, hint: w.hint } },
    };
  },
};

export function formSpec(form: FormName, lang: Lang): FormSpec {
  const { frame, words } = forms[form](lang);
  const fieldWords = words as Record<string, FieldWords>;
  return {
    heading: frame.heading,
    submit: frame.submit,
    required: frame.required,
    optional: frame.optional,
    honeypot: frame.honeypot,
    sent: frame.sent,
    page: `${lang === "es" ? "/es" : ""}${frame.path}`,
    fields: withFileField(
      form,
      lang,
      fieldsByForm[form].map(({ name, required, kind, choices }) => {
        const w = fieldWords[name]!;
        const spec: FieldSpec = { name, label: w.label, kind, required };
        if (w.hint) spec.hint = w.hint;
        if (w.short) spec.short = w.short;
        if (w.group) spec.group = w.group;
        if (w.office) spec.office = w.office;
        if (kind === "select") spec.prompt = w.prompt;
        if (choices) spec.options = choices.map((value) => ({ value, label: w.options?.[value] ?? value }));
        const autocomplete = AUTOCOMPLETE[name as FieldName];
        if (autocomplete) spec.autocomplete = autocomplete;
        return spec;
      }),
    ),
  };
}

const fileFieldWords: Record<string, Record<Lang, FileFieldWords>> = {
  documents: documentsField,
  resume: resumeField,
};

/** The form's fields with its file field, if it has one: before the consent box, else last. */
function withFileField(form: FormName, lang: Lang, fields: FieldSpec[]): FieldSpec[] {
  const rule = fileRuleOf(form);
  if (!rule) return fields;
  const w = fileWords(rule, fileFieldWords[rule.field]![lang]);
  const file: FieldSpec = {
    name: rule.field,
    label: w.label,
    hint: w.hint,
    kind: "file",
    required: false,
    file: { accept: acceptOf(rule), multiple: rule.max > 1, again: w.again },
  };
  const consent = fields.findIndex((f) => f.kind === "consent");
  return consent < 0 ? [...fields, file] : [...fields.slice(0, consent), file, ...fields.slice(consent)];
}

/** The text fields of a form, in order (what the endpoint keeps of a post; files are kept apart). */
export const fieldNames = (form: FormName): string[] => fieldsByForm[form].map((f) => f.name);

/** A form's yes/no boxes: an unticked one sends nothing, and is kept as "no". */
export const checkboxNames = (form: FormName): string[] =>
  fieldsByForm[form].filter((f) => f.kind === "checkbox").map((f) => f.name);
