/**
 * Finds every fact of the config still marked `sample: true`, wherever it sits (a scalar fact,
 * a row of a list, a nested group), so the launch check cannot miss one added later.
 */

export interface SampleMark {
  /** Where in content/site.ts: "claims.rating", "offices[tampa-bay]", "hours[0]". */
  path: string;
  /** The object carrying the mark. */
  fact: Record<string, unknown>;
}

/**
 * The facts whose samples no page of a real site shows (content/facts.ts: `shown`, `regulatoryShown`),
 * by their path (SampleMark).
 */
export const DROPPED =
  /^(claims\.|founded$|responseTimes\[|reviewPlatforms\[|testimonials\.|regulatory\.|authors\.|hours\[|insurers$|offices\[[^\]]+\](\.license)?$)/;

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === "object" && x !== null;

/** A row's name in a path: its id when it has one, else its position. */
function rowKey(row: unknown, index: number): string {
  return isObject(row) && typeof row.id === "string" ? row.id : String(index);
}

export function findSamples(value: unknown, path = ""): SampleMark[] {
  if (Array.isArray(value)) return value.flatMap((row, i) => findSamples(row, `${path}[${rowKey(row, i)}]`));
  if (!isObject(value)) return [];
  const own: SampleMark[] = value.sample === true ? [{ path, fact: value }] : [];
  const nested = Object.entries(value).flatMap(([key, child]) => findSamples(child, path ? `${path}.${key}` : key));
  return [...own, ...nested];
}

/** The fact's value in a few words, for the printed list. */
export function describeFact(fact: Record<string, unknown>): string {
  if ("value" in fact) {
    const v = fact.value;
    if (v === null) return "unset";
    if (Array.isArray(v)) return v.join(", ");
    // A phone as printed; words in both languages, the English ones; never "[object Object]".
    if (isObject(v))
      return typeof v.display === "string" ? v.display : typeof v.en === "string" ? v.en : JSON.stringify(v);
    return String(v);
  }
  if (typeof fact.street === "string") return `${fact.street}, ${String(fact.city)}`;
  if (typeof fact.name === "string") return fact.name;
  if (isObject(fact.hours) && typeof fact.hours.en === "string" && isObject(fact.days))
    return `${String(fact.days.en)}: ${fact.hours.en}`;
  if (isObject(fact.time) && typeof fact.time.en === "string") return fact.time.en;
  return typeof fact.id === "string" ? fact.id : "";
}
