/**
 * A date the editor's date field cannot read (02/30/2027) arrives as an empty value: a field that
 * held a date and comes back empty is refused, named by its label, rather than saved as "no date"
 * (an offer would show as never ending).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { fieldLabel } from "./field-labels";
import type { FieldPath } from "./merge-fields";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const FRONT = /^---\r?\n([\s\S]*?)\r?\n---/;

function values(text: string | null): unknown {
  if (text === null) return null;
  try {
    const front = FRONT.exec(text);
    return parse(front ? front[1]! : text) as unknown;
  } catch {
    return null;
  }
}

/** The places that held a date in `before` and are empty in `after`. */
function cleared(before: unknown, after: unknown, at: FieldPath = []): FieldPath[] {
  if (typeof before === "string" && DATE.test(before))
    return after === null || after === undefined || after === "" ? [at] : [];
  if (!before || typeof before !== "object" || !after || typeof after !== "object") return [];
  if (Array.isArray(before) !== Array.isArray(after)) return [];
  return Object.keys(before).flatMap((key) =>
    cleared((before as Record<string, unknown>)[key], (after as Record<string, unknown>)[key], [
      ...at,
      Array.isArray(before) ? Number(key) : key,
    ]),
  );
}

/** The problems of `changes` (path -> new text) whose date fields lost their date, in `lang`. */
export function clearedDates(root: string, changes: ReadonlyMap<string, string | null>, lang: "en" | "es"): string[] {
  const problems: string[] = [];
  for (const [rel, text] of changes) {
    if (text === null || !/\.(yml|md)$/.test(rel)) continue;
    let old: string | null = null;
    try {
      old = readFileSync(path.join(root, rel), "utf8");
    } catch {
      continue;
    }
    for (const at of cleared(values(old), values(text))) {
      const label = fieldLabel(rel, at, lang);
      problems.push(
        lang === "es"
          ? `${label}: no es una fecha. La fecha escrita no existe (por ejemplo, 30 de febrero). Escriba una fecha real.`
          : `${label}: not a date. The date typed does not exist (for example February 30). Type a real date.`,
      );
    }
  }
  return problems;
}
