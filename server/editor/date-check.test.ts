/**
 * An impossible date typed in the editor's date field arrives as an empty value: where the field
 * held a date, the save is refused, the field named by its label in the person's language; a
 * field that had no date may stay empty, and a real date passes.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { checkChanges } from "./check";

const OFFER = "app/content/data/offers/en/referral-credit.yml";
const root = path.resolve(import.meta.dirname, "../..");
const copy = mkdtempSync(path.join(tmpdir(), "dates-"));
cpSync(path.join(root, "app/content/data"), path.join(copy, "app/content/data"), { recursive: true });
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const withEnds = (text: string, ends: string) => text.replace(/^ends: .*$/m, `ends: ${ends}`);
const dated = withEnds(readFileSync(path.join(root, OFFER), "utf8"), "2027-02-28");

describe("a date field", () => {
  test("that held a date and comes back empty is refused, named by its label", () => {
    writeFileSync(path.join(copy, OFFER), dated);
    const problems = checkChanges(copy, new Map([[OFFER, withEnds(dated, '""')]]));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^Last day \(en\): not a date\. The date typed does not exist/);
    expect(problems[0]).not.toContain("ends:");
    expect(checkChanges(copy, new Map([[OFFER, withEnds(dated, "null")]]), "es")[0]).toMatch(
      /^Último día \(en\): no es una fecha\./,
    );
    // A real date passes; so does an empty field that had no date.
    expect(checkChanges(copy, new Map([[OFFER, withEnds(dated, "2027-03-31")]]))).toEqual([]);
    writeFileSync(path.join(copy, OFFER), withEnds(dated, "null"));
    expect(checkChanges(copy, new Map([[OFFER, withEnds(dated, '""')]]))).toEqual([]);
  });
});
