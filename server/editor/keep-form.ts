/**
 * Saving keeps the file's form: the editor sends the whole file as it would write it, and the
 * server instead changes only the values that differ in the file as it is (its order, comments,
 * quoting and line breaks stay), so a one-field change is a one-line diff. Markdown keeps its
 * frontmatter the same way, and its text block by block: a paragraph, list or heading that reads
 * the same as before (the editor writes "*" bullets, "*" emphasis, escapes) is kept as written, so a
 * changed sentence is a one-line diff.
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

/**
 * `next` without the fields `before` does not have and the editor left blank (null or ""): a
 * field added to a schema later (an article's photo) is not written into every file saved.
 */
function withoutNewBlanks(before: unknown, next: unknown): unknown {
  if (!before || !next || typeof before !== "object" || typeof next !== "object") return next;
  if (Array.isArray(before) || Array.isArray(next)) return next;
  const old = before as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(next as Record<string, unknown>)
      .filter(([key, value]) => key in old || (value !== null && value !== ""))
      .map(([key, value]) => [key, withoutNewBlanks(old[key], value)]),
  );
}

/** The YAML `raw` says, written into `old`'s form; `raw` itself when there is no old file or it does not parse. */
export function keepYaml(old: string | null, raw: string): string {
  if (old === null) return raw;
  try {
    const doc = parseDocument(old);
    if (doc.errors.length) return raw;
    const wanted = withoutNewBlanks(doc.toJS(), parse(raw) ?? {});
    if (same(doc.toJS(), wanted)) return old;
    update(doc, [], doc.toJS(), wanted);
    const text = doc.toString({ lineWidth: 0, flowCollectionPadding: false });
    return same(parse(text), wanted) ? text : raw;
  } catch {
    return raw;
  }
}

const FRONT = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/**
 * A block or a line of Markdown as it reads, whatever the writer's habits: "-" or "*" bullets,
 * "_" or "*" emphasis, escapes, rules, line breaks inside a paragraph.
 */
const reads = (text: string) =>
  text
    .replace(/^(\s*)[*+-] /gm, "$1- ")
    .replace(/^\s*([-*_])(\s*\1){2,}\s*$/gm, "---")
    .replace(/__/g, "**")
    .replace(/(^|[^\w*])_([^_\n]+)_(?![\w*])/g, "$1*$2*")
    .replace(/\\([\\`*_{}[\]()#+\-.!<>|~])/g, "$1")
    .replace(/\s+/g, " ")
    .trim();

const blocksOf = (text: string) => text.split(/\n[ \t]*\n+/);

/** The editor's text `now`, with each block (and each line of a changed block) that reads as it did in `was` written as it was. */
function keepBody(was: string, now: string): string {
  const old = blocksOf(was.trim());
  const next = blocksOf(now.trim());
  let from = 0;
  const kept = next.map((block, i) => {
    const same = old.findIndex((b, j) => j >= from && reads(b) === reads(block));
    if (same >= 0) {
      from = same + 1;
      return old[same]!;
    }
    // A changed block at the same place: its lines that read as they did stay as written.
    const before = old.length === next.length ? old[i]!.split("\n") : null;
    const lines = block.split("\n");
    if (!before || before.length !== lines.length) return block;
    return lines.map((line, k) => (reads(line) === reads(before[k]!) ? before[k]! : line)).join("\n");
  });
  // The space before the first block and after the last, as the file had it.
  return `${/^\s*/.exec(was)![0]}${kept.join("\n\n")}${/\s*$/.exec(was)![0]}`;
}

/** A Markdown file: the frontmatter in `old`'s form, the text the editor sent with every unchanged block as it was. */
export function keepMarkdown(old: string | null, raw: string): string {
  const was = old === null ? null : FRONT.exec(old);
  const now = FRONT.exec(raw);
  if (!was || !now) return raw;
  const front = keepYaml(`${was[1]}\n`, `${now[1]}\n`).replace(/\n$/, "");
  const body = now[2]!.trimEnd() === was[2]!.trimEnd() ? was[2]! : keepBody(was[2]!, now[2]!);
  return `---\n${front}\n---\n${body}`;
}
