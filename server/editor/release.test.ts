/**
 * A new release keeps the office's content: real git in a temporary directory. The release's new
 * files are merged into the office's content (as "Site server", the office's words kept); the same
 * release again changes nothing; a release that changed the lines the office changed stops, the
 * merge aborted, the live branch and its files as they were, the release kept on `release`, and
 * the files named; a repository made before releases were merged gets its `release` branch.
 */
import { execFileSync } from "node:child_process";
import { lstatSync, mkdirSync, readFileSync, readlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { removeDir, tempDir } from "../testing/test-support";
import { conflictAdvice, mergeRelease, releaseWaiting, startContent } from "./release";
import { contentRepo } from "./repo";

const OFFER = "app/content/data/offers/en/referral-credit.yml";
const CODE = "app/routes/specials.tsx";
const LEFT_OUT = "app/lib/build/check.ts";
const OFFICE = { name: "Olga Owner", email: "olga@example.com" };

let releaseDir: string;
let dataDir: string;
let lines: string[];

const write = (rel: string, text: string) => {
  mkdirSync(path.dirname(path.join(releaseDir, rel)), { recursive: true });
  writeFileSync(path.join(releaseDir, rel), text);
};
const offer = (title: string, ends: string) => `title: ${title}\ncta: Refer a family\nends: ${ends}\n`;

function setUp(ignore = true) {
  // As the project's own: `node_modules/` matches the folder, not the link the repository holds.
  if (ignore) write(".gitignore", "node_modules/\n");
  mkdirSync(path.join(releaseDir, "node_modules"), { recursive: true });
  write(OFFER, offer("Referral credit", "null"));
  write(CODE, "export const version = 1;\n");
  return contentRepo({ dir: path.join(dataDir, "site"), releaseDir, log: (line) => lines.push(line) });
}

beforeEach(() => {
  releaseDir = tempDir("release");
  dataDir = tempDir("data");
  lines = [];
});
afterEach(() => {
  removeDir(releaseDir);
  removeDir(dataDir);
});

describe("a new release at start", () => {
  test("merged into the office's content: the office's words kept, the new code in, as Site server; once", async () => {
    const repo = setUp();
    await repo.ensure();
    const git = (...args: string[]) => execFileSync("git", args, { cwd: repo.dir, encoding: "utf8" }).trim();
    // The first start: the release the repository was made from is no new release.
    expect((await mergeRelease(repo)).merged).toBeNull();
    expect(git("rev-list", "--count", "release")).toBe("1");
    // node_modules: the release's, linked, never in a commit.
    expect(readlinkSync(path.join(repo.dir, "node_modules"))).toBe(path.join(releaseDir, "node_modules"));
    expect(git("ls-files", "node_modules")).toBe("");
    // The office changes the offer's end date; the new release changes the code and the offer's title.
    writeFileSync(path.join(repo.dir, OFFER), offer("Referral credit", "2027-03-31"));
    await repo.commit([OFFER], OFFICE, "Offers: referral credit (en: ends 2027-03-31)");
    write(OFFER, offer("Refer a family, get a credit", "null"));
    write(CODE, "export const version = 2;\n");
    const result = await mergeRelease(repo);
    expect(result.conflicts).toEqual([]);
    expect(result.merged).toBe(git("rev-parse", "HEAD"));
    expect(git("log", "-1", "--format=%an|%s")).toMatch(/^Site server\|Release: /);
    expect(readFileSync(path.join(repo.dir, OFFER), "utf8")).toBe(offer("Refer a family, get a credit", "2027-03-31"));
    expect(readFileSync(path.join(repo.dir, CODE), "utf8")).toBe("export const version = 2;\n");
    expect(git("rev-list", "--count", "release")).toBe("2");
    expect(git("status", "--porcelain")).toBe("");
    expect(lstatSync(path.join(repo.dir, "node_modules")).isSymbolicLink()).toBe(true);
    // The same release at the next start: nothing to do.
    expect(await mergeRelease(repo)).toEqual({ merged: null, conflicts: [] });
    expect(git("rev-parse", "HEAD")).toBe(result.merged);
    expect((await releaseWaiting(repo)).waiting).toBe(false);
  });

  test("a conflict stops the merge: nothing changes, the release waits on `release`, the files are named", async () => {
    const repo = setUp();
    await repo.ensure();
    const git = (...args: string[]) => execFileSync("git", args, { cwd: repo.dir, encoding: "utf8" }).trim();
    writeFileSync(path.join(repo.dir, OFFER), offer("Referral credit", "2027-03-31"));
    await repo.commit([OFFER], OFFICE, "Offers: referral credit (en: ends 2027-03-31)");
    const head = git("rev-parse", "HEAD");
    write(OFFER, offer("Referral credit", "2026-12-31"));
    write(CODE, "export const version = 3;\n");
    const published: string[] = [];
    const result = await startContent({
      repo,
      publisher: {
        publish: async () => void published.push("publish"),
        state: () => ({ live: head, building: null, last: null, queued: false }),
      },
    });
    expect(result).toEqual({ merged: null, conflicts: [OFFER] });
    expect(published).toEqual([]);
    expect(git("rev-parse", "HEAD")).toBe(head);
    expect(git("status", "--porcelain")).toBe("");
    expect(readFileSync(path.join(repo.dir, OFFER), "utf8")).toBe(offer("Referral credit", "2027-03-31"));
    expect(readFileSync(path.join(repo.dir, CODE), "utf8")).toBe("export const version = 1;\n");
    // Nothing lost: the new release is the branch `release`.
    expect(git("show", `release:${CODE}`)).toBe("export const version = 3;");
    expect(lines.join("\n")).toContain(conflictAdvice(repo.dir, [OFFER]));
    expect(lines.join("\n")).toContain(`git merge release`);
    expect(await releaseWaiting(repo)).toEqual({ waiting: true, merged: null, conflicts: [OFFER] });
    // Settled by hand (the office's date kept): the next start has nothing left to merge.
    expect(() => execFileSync("git", ["merge", "release"], { cwd: repo.dir, stdio: "ignore" })).toThrow();
    writeFileSync(path.join(repo.dir, OFFER), offer("Referral credit", "2027-03-31"));
    git("add", OFFER);
    git("-c", "user.name=Admin", "-c", "user.email=admin@example.com", "commit", "--no-edit", "-q");
    expect(await mergeRelease(repo)).toEqual({ merged: null, conflicts: [] });
    expect((await releaseWaiting(repo)).waiting).toBe(false);
    expect(readFileSync(path.join(repo.dir, CODE), "utf8")).toBe("export const version = 3;\n");
  });

  test("a conflict leaves the files the old release's ignore rules kept out of git where they were", async () => {
    // An earlier release ignored `build/` anywhere, so a source folder named build was on disk but
    // in no commit; the new release ignores only the root's build/ and carries that folder.
    write(".gitignore", "node_modules/\nbuild/\n");
    write(LEFT_OUT, "export const check = 1;\n");
    const repo = setUp(false);
    await repo.ensure();
    const git = (...args: string[]) => execFileSync("git", args, { cwd: repo.dir, encoding: "utf8" }).trim();
    expect(git("ls-files", LEFT_OUT)).toBe("");
    writeFileSync(path.join(repo.dir, OFFER), offer("Referral credit", "2027-03-31"));
    await repo.commit([OFFER], OFFICE, "Offers: referral credit (en: ends 2027-03-31)");
    const head = git("rev-parse", "HEAD");
    write(".gitignore", "node_modules/\n/build/\n");
    write(LEFT_OUT, "export const check = 2;\n");
    write(OFFER, offer("Referral credit", "2026-12-31"));
    const result = await mergeRelease(repo);
    expect(result).toEqual({ merged: null, conflicts: [OFFER] });
    expect(git("rev-parse", "HEAD")).toBe(head);
    // The live branch's code still builds: the folder it needs is on disk as it was.
    expect(readFileSync(path.join(repo.dir, LEFT_OUT), "utf8")).toBe("export const check = 1;\n");
    expect(readFileSync(path.join(repo.dir, ".gitignore"), "utf8")).toBe("node_modules/\nbuild/\n");
    expect(git("status", "--porcelain")).toBe("");
  });

  test("a repository made before releases were merged gets its `release` branch at its first commit, then merges", async () => {
    const repo = setUp();
    await repo.ensure();
    const git = (...args: string[]) => execFileSync("git", args, { cwd: repo.dir, encoding: "utf8" }).trim();
    const first = git("rev-parse", "HEAD");
    git("branch", "-D", "release");
    writeFileSync(path.join(repo.dir, OFFER), offer("Referral credit", "2027-03-31"));
    await repo.commit([OFFER], OFFICE, "Offers: referral credit (en: ends 2027-03-31)");
    write(CODE, "export const version = 2;\n");
    const published: string[] = [];
    const result = await startContent({
      repo,
      publisher: {
        publish: async () => void published.push("publish"),
        state: () => ({ live: null, building: null, last: null, queued: false }),
      },
    });
    expect(result.merged).toBe(git("rev-parse", "HEAD"));
    expect(published).toEqual(["publish"]);
    expect(git("rev-parse", "release~1")).toBe(first);
    expect(readFileSync(path.join(repo.dir, OFFER), "utf8")).toBe(offer("Referral credit", "2027-03-31"));
  });

  test("a repository whose commits carried the node_modules link keeps it linked through a release's merge", async () => {
    const repo = setUp();
    await repo.ensure();
    const git = (...args: string[]) => execFileSync("git", args, { cwd: repo.dir, encoding: "utf8" }).trim();
    // As an earlier version made it: the link committed with the release.
    git("add", "--force", "node_modules");
    git("commit", "--quiet", "--amend", "--no-edit");
    git("branch", "--force", "release", "HEAD");
    expect(git("ls-files", "node_modules")).toBe("node_modules");
    const result = await mergeRelease(repo);
    expect(result.conflicts).toEqual([]);
    expect(result.merged).not.toBeNull();
    expect(git("ls-files", "node_modules")).toBe("");
    expect(readlinkSync(path.join(repo.dir, "node_modules"))).toBe(path.join(releaseDir, "node_modules"));
    expect(git("status", "--porcelain")).toBe("");
  });
});
