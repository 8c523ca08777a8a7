/**
 * A restored site publishes: a release with the project's own .gitignore and code in a folder
 * named `build` below the root (app/lib/build), a fake build that fails, as the real one does,
 * when that code is missing, and that writes where the real one writes (build/, .react-router/).
 * The office publishes a change and keeps a draft; the backup (the one taken at start gets its
 * bundle once the content repository exists) is restored on a fresh data directory; the server
 * started there publishes the restored content, the draft is still open and publishes too.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, test, vi } from "vitest";
import { startServer, type RunningServer } from "../index";
import { dailyBackup, listBackups, siteBundleOf } from "../db/backups";
import { makeStaff, signIn } from "../testing/test-office";
import { fakeBuild as servedBuild, json, removeDir, send, tempDir } from "../testing/test-support";
import type { BuildCommand } from "./publisher";
import { startContent } from "./release";
import { contentRelease, OFFER, offerPage } from "../testing/test-release";

const JOB = "app/content/data/jobs/en/physical-therapist.yml";
const CODE_IN_BUILD_FOLDER = "app/lib/build/feed.ts";
const root = path.resolve(import.meta.dirname, "../..");

const build: BuildCommand = async (repoDir, outDir) => {
  if (!existsSync(path.join(repoDir, CODE_IN_BUILD_FOLDER)))
    return { ok: false, output: `Error: Could not resolve "./${CODE_IN_BUILD_FOLDER}"` };
  // What the real build leaves in the repository: never content, never in a commit.
  mkdirSync(path.join(repoDir, "build/publishing"), { recursive: true });
  writeFileSync(path.join(repoDir, "build/publishing/server.js"), "//");
  mkdirSync(path.join(repoDir, ".react-router/types"), { recursive: true });
  writeFileSync(path.join(repoDir, ".react-router/types/routes.ts"), "//");
  return offerPage(repoDir, outDir);
};

const dirs: string[] = [];
const dir = (prefix: string) => {
  const made = tempDir(prefix);
  dirs.push(made);
  return made;
};
const servers: RunningServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.stop()));
  dirs.splice(0).forEach(removeDir);
});

function release() {
  const made = contentRelease();
  dirs.push(made);
  copyFileSync(path.join(root, ".gitignore"), path.join(made, ".gitignore"));
  mkdirSync(path.join(made, path.dirname(CODE_IN_BUILD_FOLDER)), { recursive: true });
  writeFileSync(path.join(made, CODE_IN_BUILD_FOLDER), "export const feed = 1;\n");
  return made;
}

async function start(releaseDir: string, dataDir: string, backupDir: string, now: number) {
  const served = await servedBuild();
  dirs.push(served);
  const server = await startServer({
    port: 0,
    buildDir: served,
    dataDir,
    backupDir,
    clock: () => now,
    editor: { releaseDir, build },
  });
  servers.push(server);
  return server;
}

const git = (cwd: string, ...args: string[]) => execFileSync("git", args, { cwd, encoding: "utf8" }).trim();
const withEnds = (text: string, ends: string) => text.replace(/^ends: .*$/m, `ends: ${ends}`);

describe("a restored site", () => {
  test("the project's .gitignore leaves out no file of the project", () => {
    expect(git(root, "ls-files", "--cached", "--ignored", "--exclude-standard")).toBe("");
  });

  test("publishes on a fresh data directory: its content, its code, its drafts", async () => {
    const releaseDir = release();
    const backups = dir("backups");
    const now = Date.parse("2026-11-20T03:00:00Z");
    const first = await start(releaseDir, dir("data"), backups, now);
    // The backup taken at start, before the content repository exists: no bundle yet.
    await vi.waitFor(() => expect(listBackups(backups)).toHaveLength(1), { timeout: 10_000 });
    const backup = path.join(backups, listBackups(backups)[0]!);
    expect(existsSync(siteBundleOf(backup))).toBe(false);

    const staff = await makeStaff(first, { role: "editor", email: "eddie@example.com", name: "Eddie Editor" });
    let cookie = await signIn(first, staff, now);
    let origin = first.origin;
    const api = async (action: string, params: Record<string, unknown>) => {
      const response = await json(`${origin}/admin/api`, { action, params }, { Cookie: cookie });
      expect(response.status, response.text).toBe(200);
      return JSON.parse(response.text) as unknown;
    };
    await first.repo.ensure();
    const repo = first.repo.dir;
    expect(git(repo, "ls-files", CODE_IN_BUILD_FOLDER)).toBe(CODE_IN_BUILD_FOLDER);
    const offer = readFileSync(path.join(repo, OFFER), "utf8");
    await api("persistEntry", { dataFiles: [{ path: OFFER, raw: withEnds(offer, "2027-04-30") }], assets: [] });
    await first.publisher.publish();
    expect(first.publisher.state().last).toMatchObject({ ok: true });
    expect(git(repo, "status", "--porcelain")).toBe("");
    const job = readFileSync(path.join(repo, JOB), "utf8");
    await api("persistEntry", {
      dataFiles: [
        {
          path: JOB,
          raw: job.replace(/^title: .*$/m, "title: Physical Therapist (PT), home visits"),
          slug: "physical-therapist",
        },
      ],
      assets: [],
      options: { useWorkflow: true, collectionName: "jobs", status: "pending_review", commitMessage: "ignored" },
    });
    // An hour later: the backup of the day gets the content repository's bundle.
    expect(await dailyBackup(first.db, backups, 3, now + 60 * 60_000, { site: repo })).toBeNull();
    expect(existsSync(siteBundleOf(backup))).toBe(true);
    await first.stop();
    servers.length = 0;

    const fresh = dir("fresh");
    const restored = spawnSync(process.execPath, ["scripts/restore.mjs", backup], {
      env: { ...process.env, DATA_DIR: fresh },
      encoding: "utf8",
    });
    expect(restored.status, restored.stderr).toBe(0);
    const site = path.join(fresh, "site");
    expect(git(site, "for-each-ref", "--format=%(refname:short)", "refs/heads/cms/")).toBe(
      "cms/jobs/physical-therapist",
    );

    const second = await start(releaseDir, fresh, dir("backups"), now + 2 * 60 * 60_000);
    origin = second.origin;
    await startContent(second);
    await vi.waitFor(() => expect(second.publisher.state().live).toBe(git(site, "rev-parse", "HEAD")), {
      timeout: 30_000,
    });
    expect((await send(`${origin}/`)).text).toContain("ends: 2027-04-30");
    // The database is the one of the start, before the account was made.
    const again = await makeStaff(second, { role: "editor", email: "eddie@example.com", name: "Eddie Editor" });
    cookie = await signIn(second, again, now + 2 * 60 * 60_000);
    expect(await api("unpublishedEntries", {})).toEqual(["jobs/physical-therapist"]);
    await api("publishUnpublishedEntry", { collection: "jobs", slug: "physical-therapist" });
    await second.publisher.publish();
    expect(second.publisher.state().last).toMatchObject({ ok: true });
    expect(readFileSync(path.join(site, JOB), "utf8")).toContain("home visits");
    expect(git(site, "log", "-1", "--format=%an")).toBe("Eddie Editor");
    expect(git(site, "status", "--porcelain")).toBe("");
  }, 60_000);
});
