/**
 * The editor's configuration for a person whose office language is Spanish: every label, hint,
 * description and pattern message of the generated configuration in Spanish, from the words in
 * `spanish/` (keyed by the English the schemas hold, since "Title" or "Text" is one field in a
 * hundred places). Names, widgets and rules stay exactly as in the English configuration.
 */
import { collectionsInSpanish } from "./spanish/collections.ts";
import { factsPhotosArticlesInSpanish } from "./spanish/facts-photos-articles.ts";
import { homeAboutCareersInSpanish } from "./spanish/pages-home-about-careers.ts";
import { servicesInSpanish } from "./spanish/pages-services.ts";
import { areasContactInSpanish } from "./spanish/pages-areas-contact.ts";
import { insuranceReviewsBlogInSpanish } from "./spanish/pages-insurance-reviews-blog.ts";
import { everyPageInSpanish } from "./spanish/pages-every-page.ts";
import { formsInSpanish } from "./spanish/pages-forms.ts";

type Json = Record<string, unknown>;

export const editorWordsInSpanish: Record<string, string> = {
  ...collectionsInSpanish,
  ...factsPhotosArticlesInSpanish,
  ...homeAboutCareersInSpanish,
  ...servicesInSpanish,
  ...areasContactInSpanish,
  ...insuranceReviewsBlogInSpanish,
  ...everyPageInSpanish,
  ...formsInSpanish,
};

/** Words that are the same in Spanish: names of places, companies, programs and formats. */
export const sameInSpanish = new Set([
  "Lakeland",
  "Tampa Bay",
  "Miami-Dade",
  "Facebook",
  "Instagram",
  "Google",
  "Yelp",
  "Caring.com",
  "JSON",
  "TTY",
  '"Lakeland, FL"',
  "Maria Santos, RN, BSN",
  "Medicare",
  "Medicaid",
  "Medicare Advantage",
  "Diabetes",
  "Blog",
]);

/** A choice's code shown as its label ("skilled-nursing", "yes"): fixed, the office's records use it. */
const isCode = (text: string) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(text) && !(text in editorWordsInSpanish);

/** The Spanish of one text of the configuration, or null when there is none. */
export function toSpanish(text: string): string | null {
  const known = editorWordsInSpanish[text];
  if (known !== undefined) return known;
  if (isCode(text)) return text;
  const facts = /^Facts are written only as (.+)$/.exec(text);
  if (facts)
    return facts[1] === "no placeholders here"
      ? "Aquí no se escriben datos entre llaves"
      : `Los datos se escriben solo como ${facts[1]}`;
  const pattern = /^Must match (.+)$/.exec(text);
  if (pattern) return `Debe tener la forma ${pattern[1]}`;
  return null;
}

const TEXT_KEYS = new Set(["label", "label_singular", "hint", "description"]);

/** Every text of `node` passed through `translate` (labels, hints, descriptions, a pattern's message). */
function mapTexts(node: unknown, translate: (text: string) => string): unknown {
  if (Array.isArray(node)) return node.map((item) => mapTexts(item, translate));
  if (!node || typeof node !== "object") return node;
  return Object.fromEntries(
    Object.entries(node as Json).map(([key, value]) => {
      if (TEXT_KEYS.has(key) && typeof value === "string") return [key, translate(value)];
      // A field's pattern: [regular expression, the message shown while it does not match].
      if (key === "pattern" && Array.isArray(value) && typeof value[1] === "string")
        return [key, [value[0], translate(value[1])]];
      return [key, mapTexts(value, translate)];
    }),
  );
}

/** The texts of the configuration's collections that have no Spanish. */
export function withoutSpanish(collections: unknown): string[] {
  const missing = new Set<string>();
  mapTexts(collections, (text) => {
    if (toSpanish(text) === null) missing.add(text);
    return text;
  });
  return [...missing];
}

/** The configuration with its collections in Spanish (an English text without Spanish stays English). */
export const inSpanish = (config: Json): Json => ({
  ...config,
  locale: "es",
  collections: mapTexts(config.collections, (text) => toSpanish(text) ?? text),
});
