import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { keepMarkdown, keepYaml } from "./keep-form";

const article = readFileSync(path.join(process.cwd(), "app/content/blog/en/caregiver-support.md"), "utf8");

/** The lines that differ, when both texts have as many lines; every line otherwise. */
const changedLines = (a: string, b: string) => {
  const x = a.split("\n");
  const y = b.split("\n");
  if (x.length !== y.length) return Math.max(x.length, y.length);
  return x.filter((line, i) => line !== y[i]).length;
};

/** The article as the editor writes it back: "*" bullets, "*" emphasis, escaped punctuation, its own frontmatter order. */
function asTheEditorWrites(text: string) {
  const [, front, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text)!;
  // Its own key order: each top-level key with the indented lines under it (a list of sources).
  const lines = front!
    .split(/\n(?=\S)/)
    .reverse()
    .join("\n");
  return `---\n${lines}\n---\n${body!
    .replace(/^- /gm, "* ")
    .replace(/_([^_\n]+)_/g, "*$1*")
    .replace(/\.\)/g, "\\.)")
    .trim()}\n`;
}

describe("saving keeps the file's form", () => {
  test("a one-sentence change to an article is a one-line diff", () => {
    const sentence = "Burnout builds slowly.";
    expect(article).toContain(sentence);
    const raw = asTheEditorWrites(article).replace(sentence, "Burnout builds slowly, over months.");
    const saved = keepMarkdown(article, raw);
    expect(changedLines(article, saved)).toBe(1);
    expect(saved).toContain("Burnout builds slowly, over months.");
  });

  test("a changed list item is a one-line diff; the other items keep their '-'", () => {
    const item = "- You get sick more often, or you skip your own doctor visits.";
    expect(article).toContain(item);
    const raw = asTheEditorWrites(article).replace(
      "* You get sick more often, or you skip your own doctor visits.",
      "* You get sick more often.",
    );
    const saved = keepMarkdown(article, raw);
    expect(changedLines(article, saved)).toBe(1);
    expect(saved).toContain("* You get sick more often.\n- You feel sad");
  });

  test("the same words written the editor's way change nothing", () => {
    expect(keepMarkdown(article, asTheEditorWrites(article))).toBe(article);
  });

  test("a new paragraph is added as the editor wrote it; nothing else moves", () => {
    const raw = asTheEditorWrites(article).replace(
      "## Signs of caregiver burnout",
      "A new paragraph.\n\n## Signs of caregiver burnout",
    );
    const saved = keepMarkdown(article, raw);
    expect(saved.replace("A new paragraph.\n\n", "")).toBe(article);
  });

  test("YAML: the editor's key order and folded lines; one value changed is one line", () => {
    const old =
      "percentOff: 50\nends: 2026-12-31\ntitle: A long title that the editor would fold at forty characters wide\n";
    const raw =
      "title: A long title that the editor would fold\n  at forty characters wide\nends: 2027-01-31\npercentOff: 50\n";
    expect(keepYaml(old, raw)).toBe(old.replace("2026-12-31", "2027-01-31"));
  });

  test("a field the file does not have, left blank, is not written; one given a value is", () => {
    const old = "ends: 2026-12-31\ntitle: An offer\n";
    expect(keepYaml(old, "title: An offer\nends: 2027-01-31\nphoto: null\nnote: ''\n")).toBe(
      old.replace("2026-12-31", "2027-01-31"),
    );
    expect(keepYaml(old, "title: An offer\nends: 2026-12-31\nphoto: porch\n")).toBe(`${old}photo: porch\n`);
  });
});
