/**
 * Two people, one entry: a save carries what the person read (versions.ts). When the file changed
 * since, the two changes are laid together field by field: each side's fields that differ from
 * what the person read are kept (theirs as saved, yours over it), unless both changed the same
 * field to different values: then nothing is saved and the fields are named, both versions shown.
 */
import { parse, stringify } from "yaml";

export type FieldPath = (string | number)[];

export interface FieldConflict {
  path: FieldPath;
  theirs: unknown;
  yours: unknown;
}

export type Merged = { raw: string } | { conflicts: FieldConflict[] };

const FRONT = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const blank = (v: unknown) => v === undefined || v === null || v === "";

/** A file's values: YAML as it is; Markdown's frontmatter with its text as `body`. */
function valuesOf(rel: string, text: string): Record<string, unknown> {
  if (rel.endsWith(".md")) {
    const m = FRONT.exec(text);
    const front = m ? (parse(m[1]!) as unknown) : {};
    return { ...(isObject(front) ? front : {}), body: (m ? m[2]! : text).trim() };
  }
  const data = parse(text) as unknown;
  return isObject(data) ? data : {};
}

function textOf(rel: string, values: Record<string, unknown>): string {
  if (!rel.endsWith(".md")) return stringify(values, { lineWidth: 0 });
  const { body, ...front } = values;
  return `---\n${stringify(front, { lineWidth: 0 })}---\n${String(body ?? "")}\n`;
}

/** The fields whose values differ (a list of the same length item by item; an empty value and none are the same). */
function changed(before: unknown, after: unknown, at: FieldPath = []): FieldPath[] {
  if (same(before, after) || (blank(before) && blank(after))) return [];
  if (isObject(before) && isObject(after))
    return Object.keys({ ...before, ...after }).flatMap((key) => changed(before[key], after[key], [...at, key]));
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length)
    return before.flatMap((item, i) => changed(item, after[i], [...at, i]));
  return [at];
}

const getIn = (value: unknown, path: FieldPath): unknown =>
  path.reduce<unknown>(
    (v, key) => (v && typeof v === "object" ? (v as Record<string, unknown>)[key] : undefined),
    value,
  );

function setIn(target: Record<string, unknown>, path: FieldPath, value: unknown): Record<string, unknown> {
  if (!path.length) return value as Record<string, unknown>;
  let node: Record<string | number, unknown> = target;
  for (const key of path.slice(0, -1)) {
    if (!node[key] || typeof node[key] !== "object") node[key] = typeof key === "number" ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  }
  const last = path.at(-1)!;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return target;
}

const within = (a: FieldPath, b: FieldPath) => a.length <= b.length && a.every((key, i) => key === b[i]);

/** `yours` (the editor's whole file) laid over `theirs` (the file as saved since `base`, what you read). */
export function mergeFields(rel: string, base: string, theirs: string, yours: string): Merged {
  const [b, t, y] = [valuesOf(rel, base), valuesOf(rel, theirs), valuesOf(rel, yours)];
  const mine = changed(b, y);
  const other = changed(b, t);
  const conflicts: FieldConflict[] = [];
  for (const p of mine)
    for (const q of other) {
      if (!within(p, q) && !within(q, p)) continue;
      const path = p.length <= q.length ? p : q;
      const [theirsValue, yoursValue] = [getIn(t, path), getIn(y, path)];
      if (!same(theirsValue, yoursValue) && !conflicts.some((c) => same(c.path, path)))
        conflicts.push({ path, theirs: theirsValue, yours: yoursValue });
    }
  if (conflicts.length) return { conflicts };
  let merged = structuredClone(t);
  for (const p of mine) merged = setIn(merged, p, structuredClone(getIn(y, p)));
  return { raw: textOf(rel, merged) };
}
