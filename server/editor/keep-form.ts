/**
 * Saving keeps the file's form: the editor sends the whole file as it would write it, and the
 * server instead changes only the values that differ in the file as it is (its order, comments,
 * quoting and line breaks stay), so a one-field change is a one-line diff. Markdown keeps its
 * frontmatter the same way; its text is the editor's.
 */
import { isMap, isScalar, isSeq, parse, parseDocument, type Document } from "yaml";

/** The same values, whatever the order of the keys (the editor writes them in its fields' order). */
const sorted = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(sorted)
    : value && typeof value === "object"
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
            .map(([k, v]) => [k, sorted(v)]),
        )
      : value;
const same = (a: unknown, b: unknown) => JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));

/** Sets in `doc` at `path` what differs in `next`, key by key, item by item. */
function update(doc: Document, path: (string | number)[], before: unknown, next: unknown) {
  if (same(before, next)) return;
  const node = path.length ? doc.getIn(path, true) : doc.contents;
  if (
    isMap(node) &&
    next &&
    typeof next === "object" &&
    !Array.isArray(next) &&
    before &&
    typeof before === "object" &&
    !Array.isArray(before)
  ) {
    const old = before as Record<string, unknown>;
    const now = next as Record<string, unknown>;
    for (const key of Object.keys(old)) if (!(key in now)) doc.deleteIn([...path, key]);
    for (const [key, value] of Object.entries(now)) {
      if (key in old) update(doc, [...path, key], old[key], value);
      else doc.setIn([...path, key], value);
    }
    return;
  }
  if (isSeq(node) && Array.isArray(next) && Array.isArray(before) && before.length === next.length) {
    next.forEach((value, i) => update(doc, [...path, i], before[i], value));
    return;
  }
  if (isScalar(node) && (next === null || typeof next !== "object")) {
    node.value = next;
    return;
  }
  if (path.length) doc.setIn(path, next);
  else doc.contents = doc.createNode(next);
}

/** The YAML `raw` says, written into `old`'s form; `raw` itself when there is no old file or it does not parse. */
export function keepYaml(old: string | null, raw: string): string {
  if (old === null) return raw;
  try {
    const doc = parseDocument(old);
    if (doc.errors.length) return raw;
    update(doc, [], doc.toJS(), parse(raw) ?? {});
    const text = doc.toString({ lineWidth: 0 });
    return same(parse(text), parse(raw)) ? text : raw;
  } catch {
    return raw;
  }
}

const FRONT = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** A Markdown file: the frontmatter in `old`'s form, the text as the editor sent it (unchanged when only its trailing newline differs). */
export function keepMarkdown(old: string | null, raw: string): string {
  const was = old === null ? null : FRONT.exec(old);
  const now = FRONT.exec(raw);
  if (!was || !now) return raw;
  const front = keepYaml(`${was[1]}\n`, `${now[1]}\n`).replace(/\n$/, "");
  const body = now[2]!.trimEnd() === was[2]!.trimEnd() ? was[2]! : now[2]!;
  return `---\n${front}\n---\n${body}`;
}
