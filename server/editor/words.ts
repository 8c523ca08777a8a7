/**
 * A save's commit message, in words the office reads in the history: the collection, the entry
 * and what changed, "Offers: referral credit (ends 2026-12-31)". Read before the files are written.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { collections } from "~/content/schemas/collections";

const LABELS: [string, string][] = [
  ...collections.map((c): [string, string] => [c.kind === "file" ? c.file : `${c.folder}/`, c.label]),
  ["app/content/blog/", "Articles"],
  ["app/content/legal/", "Legal pages"],
];

function fields(text: string | null): Record<string, unknown> {
  if (text === null) return {};
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  try {
    const data = parse(front ? front[1]! : text) as unknown;
    return data && typeof data === "object" ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const shown = (value: unknown) =>
  typeof value === "string" && value.length <= 40 ? ` ${value}` : typeof value === "number" ? ` ${value}` : "";

export function describeChange(root: string, changes: ReadonlyMap<string, string | null>): string {
  const parts = new Set<string>();
  for (const [file, text] of changes) {
    const label = LABELS.find(([prefix]) => file === prefix || file.startsWith(prefix))?.[1] ?? "Site";
    const entry = path.posix
      .basename(file)
      .replace(/\.(yml|md)$/, "")
      .replace(/-/g, " ");
    let old: string | null = null;
    try {
      old = readFileSync(path.join(root, file), "utf8");
    } catch {
      old = null;
    }
    const [before, after] = [fields(old), fields(text)];
    const changed = Object.keys({ ...before, ...after }).filter(
      (k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]),
    );
    const what =
      old === null ? "new" : text === null ? "deleted" : changed.map((k) => `${k}${shown(after[k])}`).join(", ");
    const lang = /\/(en|es)\//.exec(file)?.[1];
    parts.add(
      `${label}: ${label === "Agency facts" ? "" : entry}${what ? ` (${lang ? `${lang}: ` : ""}${what})` : ""}`.replace(
        ": (",
        ": (",
      ),
    );
  }
  return [...parts].join("; ").slice(0, 300) || "Site";
}
