/**
 * Whether a sample may be shown (decision 0009). A fact, a review, a figure or a promise the demo
 * invented carries `sample: true`; it shows only on the demo, an origin under a reserved domain
 * (`.example`, `.test`, `.invalid`, `localhost`: the shipped config and local measurements), and
 * there the page marks it "Sample". On any real origin it is left out of every page, page data,
 * meta description, JSON-LD and feed. Regulatory facts are stricter: never stated while samples,
 * not even on the demo (content/facts.ts, `regulatoryShown`).
 */

/** Domains that never resolve, or resolve only on this machine: a site there is the demo. */
export const RESERVED_HOST = /\.(example|test|invalid|localhost)$|^localhost$/;

/** Whether a site at `origin` is the demo (then samples show, marked). */
export const isDemoOrigin = (origin: string): boolean => RESERVED_HOST.test(new URL(origin).hostname);

/** Whether this fact, row or testimonial may appear on a site that is (or is not) the demo. */
export const showsSample = (fact: { sample: boolean }, demo: boolean): boolean => !fact.sample || demo;

/**
 * Where one sentence ends and the next begins: after . ! or ?, before a capital, ¿ ¡ a quote, a
 * parenthesis, a digit or a placeholder. The editor's preview splits with the same pattern (the
 * build writes it into admin/preview-facts.js).
 */
export const SENTENCE_BREAK = /(?<=[.!?])\s+(?=[\p{Lu}¿¡"“(\d{])/u;

/** The sentences of `text` that do not name any of `names` as a placeholder ("{rating}"). */
export function withoutSentencesNaming(text: string, names: readonly string[]): string {
  if (!names.some((name) => text.includes(`{${name}}`))) return text;
  return text
    .split(SENTENCE_BREAK)
    .filter((sentence) => !names.some((name) => sentence.includes(`{${name}}`)))
    .join(" ");
}
