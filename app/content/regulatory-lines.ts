import type { RegulatoryFact } from "./site";
import type { Lang } from "~/i18n/lang";
import { fill } from "~/i18n/format";

/**
 * A regulatory line (a license, Medicare certification, accreditation) in `lang` with its value
 * filled in, or null while it is a sample: no page claims a status nobody has confirmed, and no
 * softer wording takes its place (the launch check lists it instead).
 */
export function regulatoryLine(fact: RegulatoryFact, lang: Lang): string | null {
  if (fact.sample) return null;
  return fill(fact[lang], { value: fact.value });
}

/** The regulatory lines that can be shown, in config order. */
export function regulatoryLines(facts: Record<string, RegulatoryFact>, lang: Lang, ids: string[]): string[] {
  return ids.flatMap((id) => {
    const line = facts[id] && regulatoryLine(facts[id], lang);
    return line ? [line] : [];
  });
}
