/**
 * Laying one person's changes over another's, field by field: different fields both kept (in
 * YAML, lists item by item, Markdown's frontmatter and text), the same field refused with both
 * values, the same value typed by both no conflict, and a save with no recorded version as sent.
 */
import { describe, expect, test } from "vitest";
import { parse } from "yaml";
import { mergeFields } from "./merge-fields";
import { basedOn, SaveConflict } from "./versions";

const BASE = "title: Nurse\nsummary: Visits at home\nrequirements:\n  - A license\n  - A car\n";

describe("mergeFields", () => {
  test("different fields and different list items: both kept", () => {
    const theirs = BASE.replace("title: Nurse", "title: Registered nurse").replace("A car", "A reliable car");
    const yours = BASE.replace("Visits at home", "Visits across Polk County");
    const merged = mergeFields("a.yml", BASE, theirs, yours);
    expect("raw" in merged && parse(merged.raw)).toEqual({
      title: "Registered nurse",
      summary: "Visits across Polk County",
      requirements: ["A license", "A reliable car"],
    });
  });

  test("the same field: both values named; the same value typed by both is no conflict", () => {
    const theirs = BASE.replace("title: Nurse", "title: RN");
    expect(mergeFields("a.yml", BASE, theirs, BASE.replace("title: Nurse", "title: LPN"))).toEqual({
      conflicts: [{ path: ["title"], theirs: "RN", yours: "LPN" }],
    });
    expect(mergeFields("a.yml", BASE, theirs, theirs)).toEqual({ raw: expect.stringContaining("title: RN") });
    // A list that changed length is one field.
    const longer = `${BASE}  - CPR\n`;
    expect(mergeFields("a.yml", BASE, longer, BASE.replace("A license", "A Florida license"))).toMatchObject({
      conflicts: [{ path: ["requirements"] }],
    });
  });

  test("Markdown: the frontmatter and the text are fields", () => {
    const base = "---\ntitle: Falls\ndate: 2026-01-05\n---\nFirst paragraph.\n\nSecond.\n";
    const theirs = base.replace("title: Falls", "title: Preventing falls");
    const yours = base.replace("Second.", "Second, longer.");
    const merged = mergeFields("a.md", base, theirs, yours);
    expect("raw" in merged && merged.raw).toBe(
      "---\ntitle: Preventing falls\ndate: 2026-01-05\n---\nFirst paragraph.\n\nSecond, longer.\n",
    );
    expect(mergeFields("a.md", base, base.replace("First", "1st"), yours)).toMatchObject({
      conflicts: [{ path: ["body"] }],
    });
  });

  test("basedOn: as sent when the file is as read or no version was recorded; a SaveConflict otherwise", () => {
    const yours = BASE.replace("title: Nurse", "title: LPN");
    expect(basedOn("a.yml", undefined, "title: RN\n", yours)).toBe(yours);
    expect(basedOn("a.yml", BASE, BASE, yours)).toBe(yours);
    expect(() => basedOn("a.yml", BASE, BASE.replace("title: Nurse", "title: RN"), yours)).toThrow(SaveConflict);
  });
});
