/**
 * Building blocks of the content schemas. Each carries the words an editor reads when a file is
 * wrong ("expected a date like 2026-12-31") and, through `.meta()`, what the editor at /admin shows
 * (label, hint, widget): the editor's configuration is generated from these schemas.
 */
import { z } from "zod";

export const DATE_EXAMPLE = "2026-12-31";

/** A calendar day, "2026-12-31", that exists (no 30 February) in a year a web page can mean (a slip to 1907 is refused). */
export type IsoDate = `${number}-${number}-${number}`;
export const isoDate = () =>
  z.iso
    .date({ error: `expected a date like ${DATE_EXAMPLE}` })
    .refine((day) => Number(day.slice(0, 4)) >= 2000 && Number(day.slice(0, 4)) <= 2099, {
      error: "expected a year from 2000 to 2099",
      // Only a date in the right form is asked for its year.
      when: (payload) => !payload.issues.length,
    })
    .meta({ widget: "date" }) as unknown as z.ZodType<IsoDate>;

/**
 * The longest a text may be, by its place on the page: a line (a title, a heading, a label, a
 * name, a sentence or two), one item of a list, a paragraph. A page's box holds no more; the
 * build and the editor's save both refuse a longer one, naming the limit.
 */
export const MAX_LINE = 300;
export const MAX_ITEM = 800;
export const MAX_PARAGRAPH = 1200;

/** A line of text that may not be empty, of at most `max` characters. */
export const text = (max = MAX_LINE) =>
  z
    .string({ error: "expected a line of text" })
    .trim()
    .min(1, { error: "expected some text" })
    .max(max, { error: `expected at most ${max} characters` });

/** A paragraph (a multi-line box in the editor). */
export const paragraph = () => text(MAX_PARAGRAPH).meta({ widget: "text" });

/** A list of lines; at least one. */
export const lines = () =>
  z.array(text(MAX_ITEM), { error: "expected a list of lines" }).min(1, { error: "expected at least one line" });

/** true while the value is the demo's invented one: the launch check lists it. */
export const sample = () =>
  z.boolean({ error: "expected true or false" }).meta({
    title: "Sample (not yet confirmed)",
    description: "On while this is the demo's invented value. Turn it off once the value is real.",
  });

export const langs = ["en", "es"] as const;
export const lang = () => z.enum(langs, { error: "expected en or es" });

/** Who signed something off and on which day; absent (null) until someone has. */
export const signOff = (title: string, description: string) =>
  z
    .strictObject({ by: text().meta({ title: "Signed off by" }), date: isoDate().meta({ title: "On" }) })
    .nullable()
    .default(null)
    .meta({ title, description });

/** A whole number from `min`. */
export const count = (min = 0) =>
  z
    .number({ error: "expected a number" })
    .int({ error: "expected a whole number" })
    .min(min, { error: `expected ${min} or more` });

/** Display form of a US phone number, as typed: area code in brackets, a space, 3 digits, a hyphen, 4 digits. */
export const PHONE_PATTERN = "^\\(\\d{3}\\) \\d{3}-\\d{4}$";
export const phoneText = () =>
  z
    .string({ error: "expected a phone number written (XXX) XXX-XXXX" })
    .regex(new RegExp(PHONE_PATTERN), { error: "expected a phone number written (XXX) XXX-XXXX" })
    .meta({ patternMessage: "Expected a phone number written (XXX) XXX-XXXX" });

/** Text matching `pattern`; the editor shows `message` (capitalized) while it does not. */
export const matching = (pattern: RegExp, message: string) =>
  z
    .string({ error: message })
    .regex(pattern, { error: message })
    .meta({ patternMessage: message[0]!.toUpperCase() + message.slice(1) });

/** An entry's file name: lowercase words joined by hyphens. */
export const SLUG_PATTERN = "^[a-z0-9]+(?:-[a-z0-9]+)*$";

export const email = () => z.email({ error: "expected an e-mail address like care@example.com" });

/** A fact with its sample mark: { value, sample }. */
export const fact = <T extends z.ZodType>(value: T, title: string, description?: string) =>
  z.strictObject({ value, sample: sample() }).meta({ title, ...(description ? { description } : {}) });
