import type { Placeholder } from "~/content/site";
import type { Lang } from "~/i18n/lang";
import { fill } from "./format";

/**
 * A config line in `lang`, filled from `vars`, or null while it is still a placeholder: visitors
 * never read "placeholder" or "espacio reservado" (the launch check lists the line instead).
 */
export function configLine(
  entry: Placeholder & Record<Lang, string>,
  lang: Lang,
  vars?: Record<string, string | number>,
): string | null {
  if (entry.placeholder) return null;
  return vars ? fill(entry[lang], vars) : entry[lang];
}
