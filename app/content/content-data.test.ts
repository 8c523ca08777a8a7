import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { allCollections, collections, DATA_DIR, type FolderCollection } from "~/content/schemas/collections";
import { site } from "~/content/site";
import { ContentError, loadCollection, loadFile, loadFolder } from "./content-data.server";

const root = path.resolve(import.meta.dirname, "../..");
const folder = (name: string) => collections.find((c) => c.name === name) as FolderCollection;
const temps: string[] = [];
afterEach(() => temps.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of the data files to break. */
function copy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "content-data-"));
  temps.push(dir);
  cpSync(path.join(root, DATA_DIR), path.join(dir, DATA_DIR), { recursive: true });
  return dir;
}

function problems(load: () => unknown): string[] {
  try {
    load();
  } catch (error) {
    if (error instanceof ContentError) return error.lines;
    throw error;
  }
  return [];
}

const edit = (dir: string, file: string, change: (text: string) => string) =>
  writeFileSync(path.join(dir, file), change(readFileSync(path.join(dir, file), "utf8")));

describe("data files", () => {
  it("every file of the repository passes its schema, and the config reads them", () => {
    for (const c of allCollections) expect(problems(() => loadCollection(root, c))).toEqual([]);
    const offers = loadFolder(root, folder("offers"));
    expect(offers.facts.map((o) => o.id)).toEqual(site.offers.map((o) => o.id));
    expect(loadFolder(root, folder("jobs")).facts.map((j) => j.id)).toEqual(site.jobs.positions.map((p) => p.id));
  });

  it("a wrong date stops the build naming the file, the field and what was expected", () => {
    const dir = copy();
    const file = `${DATA_DIR}/offers/en/referral-credit.yml`;
    edit(dir, file, (t) => t.replace(/^ends: .*$/m, "ends: next Friday"));
    expect(problems(() => loadFolder(dir, folder("offers")))).toEqual([
      `${file}: ends: expected a date like 2026-12-31, got 'next Friday'`,
    ]);
  });

  it("names a missing field, an unknown field, a wrong list item and a missing language", () => {
    const dir = copy();
    const en = `${DATA_DIR}/jobs/en/registered-nurse.yml`;
    edit(dir, en, (t) => t.replace(/^title: .*\n/m, "").replace("  - FULL_TIME", "  - SOMETIMES") + "salary: 10\n");
    rmSync(path.join(dir, `${DATA_DIR}/jobs/es/physical-therapist.yml`));
    expect(problems(() => loadFolder(dir, folder("jobs")))).toEqual([
      `${DATA_DIR}/jobs/en/physical-therapist.yml: has no Spanish file (${DATA_DIR}/jobs/es/physical-therapist.yml)`,
      `${en}: employmentType.0: expected FULL_TIME or PART_TIME, got 'SOMETIMES'`,
      `${en}: title: missing (expected a line of text)`,
      `${en}: salary: not a field of this kind of file`,
    ]);
  });

  it("checks the agency's facts: a phone written another way, an e-mail that is none", () => {
    const dir = copy();
    const file = `${DATA_DIR}/settings.yml`;
    edit(dir, file, (t) =>
      t.replace(/^ {2}main: .*$/m, "  main: 863-555-0142").replace(/^ {2}care: .*$/m, "  care: the office"),
    );
    const settings = collections.find((c) => c.name === "settings")!;
    expect(problems(() => loadFile(dir, settings as Extract<typeof settings, { kind: "file" }>))).toEqual([
      `${file}: phones.main: expected a phone number written (XXX) XXX-XXXX, got '863-555-0142'`,
      `${file}: emails.care: expected an e-mail address like care@example.com, got 'the office'`,
    ]);
  });

  it("turns a typed phone number into one that never breaks and its tel: digits", () => {
    expect(site.phones.main.display).toMatch(/^\(\d{3}\)\u00a0\d{3}\u2011\d{4}$/);
    expect(site.phones.main.e164).toBe(`+1${site.phones.main.display.replace(/\D/g, "")}`);
  });
});
