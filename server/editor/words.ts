/**
 * A save's commit message, in words the office reads in the history: the collection, the entry
 * and what changed, "Offers: referral credit (ends 2026-12-31)". Read before the files are written.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { allCollections, collectionPath } from "~/content/schemas/collections";

/** Where each kind of file lives, its name in the history, and how a change in it is told. */
interface Kind {
  prefix: string;
  label: string;
  /** One file for the whole collection (Agency facts, a page's words): named by its label alone. */
  single: boolean;
  /** A page's words: what changed is named by the fields' paths ("head.eyebrow"). */
  nested: boolean;
}

const KINDS: Kind[] = [
  ...allCollections.map((c) => ({
    prefix: collectionPath(c),
    label: c.kind === "words" ? `Page ${c.label}` : c.label,
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

/** The fields whose values differ, named by their path ("story.paragraphs.1"). */
function changedPaths(before: unknown, after: unknown, at = ""): string[] {
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object";
  if (!isObject(before) || !isObject(after)) return [at || "(all)"];
  return Object.keys({ ...before, ...after }).flatMap((key) =>
    changedPaths(before[key], after[key], at ? `${at}.${key}` : key),
  );
}

const shown = (value: unknown) =>
  typeof value === "string" && value.length <= 40 ? ` ${value}` : typeof value === "number" ? ` ${value}` : "";

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
            ? changed.map((k) => `${k}: ${changedPaths(before[k], after[k]).slice(0, 3).join(", ")}`).join("; ")
            : changed.map((k) => `${k}${shown(after[k])}`).join(", ");
    const lang = /\/(en|es)\//.exec(file)?.[1];
    const named = kind?.single ? label : `${label}: ${entry}`;
    parts.add(`${named}${what ? ` (${lang ? `${lang}: ` : ""}${what})` : ""}`);
  }
  return [...parts].join("; ").slice(0, 300) || "Site";
}
