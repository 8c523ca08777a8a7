/**
 * The editor's check and the build agree: for each kind of content file, the same bad value is
 * given to the server's check (the file laid over the content) and to the build's own loader (the
 * file written into a copy of the content), and both refuse it with the same words, naming the
 * file and the field.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { parseArticle } from "~/content/blog/articles.server";
import { parseLegal } from "~/content/legal/legal.server";
import { allCollections, collectionPath } from "~/content/schemas/collections";
import { ContentError, loadCollection } from "../../app/content/content-data.server";
import { checkChanges } from "./check";

const root = path.resolve(import.meta.dirname, "../..");
const copy = mkdtempSync(path.join(tmpdir(), "check-"));
cpSync(path.join(root, "app/content/data"), path.join(copy, "app/content/data"), { recursive: true });
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const read = (file: string) => readFileSync(path.join(root, file), "utf8");
/** `file` with the line starting `key:` replaced (the first one). */
const withLine = (file: string, key: string, line: string) => {
  const text = read(file);
  const at = new RegExp(`^${key}:.*$`, "m");
  expect(text).toMatch(at);
  return text.replace(at, line);
};

/** What the build's loader says once `text` is in `file` of a copy of the content. */
function buildSays(file: string, text: string): string[] {
  const target = path.join(copy, file);
  const before = readFileSync(target, "utf8");
  writeFileSync(target, text);
  try {
    const c = allCollections.find((x) => file === collectionPath(x) || file.startsWith(collectionPath(x)))!;
    loadCollection(copy, c);
    return [];
  } catch (error) {
    return (error as ContentError).lines;
  } finally {
    writeFileSync(target, before);
  }
}

const serverSays = (file: string, text: string) => checkChanges(root, new Map([[file, text]]));

const cases: { kind: string; file: string; key: string; line: string; field: RegExp }[] = [
  {
    kind: "offers: an impossible last day",
    file: "app/content/data/offers/en/referral-credit.yml",
    key: "ends",
    line: "ends: 2027-02-30",
    field: /referral-credit\.yml: ends: .*2027-02-30/,
  },
  {
    kind: "offers: a slip in the year",
    file: "app/content/data/offers/en/referral-credit.yml",
    key: "ends",
    line: "ends: 1907-01-15",
    field: /referral-credit\.yml: ends: expected a year from 2000 to 2099/,
  },
  {
    kind: "jobs: an empty Spanish title",
    file: "app/content/data/jobs/es/physical-therapist.yml",
    key: "title",
    line: 'title: ""',
    field: /jobs\/es\/physical-therapist\.yml: title: missing/,
  },
  {
    kind: "jobs: a 5,000-character summary",
    file: "app/content/data/jobs/en/physical-therapist.yml",
    key: "summary",
    line: `summary: ${"Care at home. ".repeat(360)}`,
    field: /physical-therapist\.yml: summary: expected at most \d+ characters/,
  },
  {
    kind: "reviews: six stars",
    file: "app/content/data/reviews/en/carmen.yml",
    key: "rating",
    line: "rating: 6",
    field: /reviews\/en\/carmen\.yml: rating: /,
  },
  {
    kind: "team: a language the site does not have",
    file: "app/content/data/team/en/angela.yml",
    key: "writtenIn",
    line: "writtenIn: fr",
    field: /team\/en\/angela\.yml: writtenIn: /,
  },
  {
    kind: "agency facts: no name",
    file: "app/content/data/settings.yml",
    key: "name",
    line: 'name: ""',
    field: /settings\.yml: name: missing/,
  },
];

describe("the editor's check and the build refuse the same values, with the same words", () => {
  for (const c of cases)
    test(c.kind, () => {
      const text = withLine(c.file, c.key, c.line);
      const server = serverSays(c.file, text);
      expect(server.join("\n")).toMatch(c.field);
      expect(server).toEqual(buildSays(c.file, text));
    });

  test("articles: an impossible date", () => {
    const file = "app/content/blog/en/safety-tips.md";
    const text = withLine(file, "date", "date: 2027-02-30");
    const server = serverSays(file, text);
    expect(server.join("\n")).toMatch(/blog\/en\/safety-tips\.md: date: .*2027-02-30/);
    expect(() => parseArticle("safety-tips", text, "en")).toThrow(server[0]!);
  });

  test("legal pages: an empty heading", () => {
    const file = "app/content/legal/es/privacy-policy.md";
    const text = withLine(file, "heading", 'heading: ""');
    const server = serverSays(file, text);
    expect(server.join("\n")).toMatch(/legal\/es\/privacy-policy\.md: heading: missing/);
    expect(() => parseLegal("privacy-policy", text, "es")).toThrow(server[0]!);
  });

  test("the content as it is passes, and a deleted Spanish file is named", () => {
    const file = "app/content/data/offers/en/referral-credit.yml";
    expect(serverSays(file, read(file))).toEqual([]);
    expect(checkChanges(root, new Map([["app/content/data/jobs/es/physical-therapist.yml", null]])).join("\n")).toMatch(
      /physical-therapist\.yml: has no Spanish file/,
    );
  });
});
