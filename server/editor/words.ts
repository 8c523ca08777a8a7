/**
 * A save's commit message, in words the office reads in the history: the collection, the entry
 * and what changed, each field by its label in the editor, "Offers: referral credit (en: Last day
 * “2026-12-31”)". Read before the files are written. Written in English (git keeps one message);
 * the history shows it in the person's language (change-words.ts).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { allCollections, collectionPath } from "~/content/schemas/collections";
import { fieldLabel } from "./field-labels";

/** Where each kind of file lives, its name in the history, and how a change in it is told. */
interface Kind {
  prefix: string;
  label: string;
  /** One file for the whole collection (Agency facts, a page's words): named by its label alone. */
  single: boolean;
  /** A page's words: what changed is named by the fields' labels, their groups' before them. */
  nested: boolean;
}

const KINDS: Kind[] = [
  ...allCollections.map((c) => ({
    prefix: collectionPath(c),
    label: c.kind === "words" ? `Page: ${c.label}` : c.label,
    single: c.kind !== "folder",
    nested: c.kind === "words",
  })),
  { prefix: "app/content/blog/", label: "Articles", single: false, nested: false },
  { prefix: "app/content/legal/", label: "Legal pages", single: false, nested: false },
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

/** The fields whose values differ, by their path (["story", "paragraphs", 1]). */
function changedPaths(before: unknown, after: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object";
  if (!isObject(before) || !isObject(after)) return [at];
  return Object.keys({ ...before, ...after }).flatMap((key) =>
    changedPaths(before[key], after[key], [...at, Array.isArray(after) ? Number(key) : key]),
  );
}

/** A short value after its field's label, in quotes; a long one (a paragraph) is left out. */
const shown = (value: unknown) =>
  (typeof value === "string" && value.length <= 40) || typeof value === "number" ? ` “${value}”` : "";
const withoutColumn = (label: string) => label.replace(/ \((en|es)\)$/, "");

export function describeChange(root: string, changes: ReadonlyMap<string, string | null>): string {
  const parts = new Set<string>();
  for (const [file, text] of changes) {
    const kind = KINDS.find(({ prefix }) => file === prefix || file.startsWith(prefix));
    const label = kind?.label ?? "Site";
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
      old === null
        ? "new"
        : text === null
          ? "deleted"
          : kind?.nested
            ? changed
                .map((k) =>
                  changedPaths(before[k], after[k], [k])
                    .slice(0, 3)
                    .map((at) => fieldLabel(file, at))
                    .join(", "),
                )
                .join("; ")
            : changed.map((k) => `${withoutColumn(fieldLabel(file, [k]))}${shown(after[k])}`).join(", ");
    const lang = /\/(en|es)\//.exec(file)?.[1];
    const named = kind?.single ? label : `${label}: ${entry}`;
    parts.add(`${named}${what ? ` (${lang ? `${lang}: ` : ""}${what})` : ""}`);
  }
  return [...parts].join("; ").slice(0, 300) || "Site";
}
