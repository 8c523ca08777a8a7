/**
 * A page's words from its data file (app/content/data/pages/<page>.yml, checked at build time by
 * its schema in app/content/schemas/pages/), with the facts filled in: the content module names a
 * value for every placeholder its schema allows, one for both languages or one for each. Build
 * time only: content modules call this from their routes' loaders.
 */
import { fill } from "~/i18n/format";
import { withoutSentencesNaming } from "./samples";
import type { Lang } from "~/i18n/lang";
import type { Bilingual } from "./types";

/**
 * A fact for a placeholder: the same in both languages, or a word for each. `null`: a sample left
 * out on a real origin (content/samples.ts): every sentence naming it is dropped, a text left with
 * none is empty, and a list drops its empty texts.
 */
export type FactValue = string | number | Bilingual<string> | null;

function deepFill<T>(value: T, vars: Record<string, string | number>, hidden: readonly string[]): T {
  if (typeof value === "string") return fill(withoutSentencesNaming(value, hidden), vars) as T;
  if (Array.isArray(value)) return value.map((item) => deepFill(item, vars, hidden)).filter((item) => item !== "") as T;
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, deepFill(item, vars, hidden)])) as T;
  return value;
}

/**
 * The facts each page's words were given, keyed by those words as their data module holds them
 * (the English side's object): the editor's preview fills the same (app/lib/build/preview-facts.ts).
 * Words filled again (an area's phrases, then its facts) add to the record of the words they came from.
 */
const given = new WeakMap<object, Record<string, FactValue>>();
const cameFrom = new WeakMap<object, object>();
/** A page's words by its name, as their data module holds them. */
const pageWords = new Map<string, object>();

/** The facts `words` (a page's English words, as its data module holds them) were filled with, if any. */
export const factsGivenTo = (words: object): Readonly<Record<string, FactValue>> | undefined => given.get(words);

/** The facts the words of page `name` (app/content/data/pages/<name>.yml) were filled with, if any. */
export const factsGivenToPage = (name: string): Readonly<Record<string, FactValue>> | undefined => {
  const words = pageWords.get(name);
  return words && given.get(words);
};

/**
 * `raw` is the page's virtual module (`import * as raw from "virtual:content/pages/about"`), `W`
 * the type its schema infers, `P` the placeholders the schema allows: a value is required for each.
 */
export function filledWords<W, P extends string>(
  raw: { en: unknown; es: unknown; page?: string | undefined },
  facts: Record<P, FactValue>,
): Bilingual<W> {
  const entries = Object.entries<FactValue>(facts);
  const hidden = entries.filter(([, value]) => value === null).map(([name]) => name);
  const inLang = (lang: Lang) =>
    Object.fromEntries(
      entries.flatMap(([name, value]) =>
        value === null ? [] : [[name, typeof value === "object" ? value[lang] : value] as const],
      ),
    );
  const filled = { en: deepFill(raw.en as W, inLang("en"), hidden), es: deepFill(raw.es as W, inLang("es"), hidden) };
  if (raw.en && typeof raw.en === "object" && filled.en && typeof filled.en === "object") {
    const source = cameFrom.get(raw.en) ?? raw.en;
    given.set(source, { ...given.get(source), ...facts });
    if (raw.page) pageWords.set(raw.page, raw.en);
    cameFrom.set(filled.en, source);
  }
  return filled;
}
