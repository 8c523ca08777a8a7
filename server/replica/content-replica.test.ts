// @vitest-environment node
/**
 * The content on the replica: a change the office publishes reaches the replica as a bundle of the
 * content repository; with the data directory deleted, the restore from the replica (no
 * CONTENT_REMOTE) brings the repository back from the newest bundle, or from the newest at or
 * before --at, and a server started on it publishes the change. The bundles' names, the choice of
 * one, the few kept, none sent while no branch moved.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, test, vi } from "vitest";
import { startServer, type RunningServer } from "../index";
import { startContent } from "../editor/release";
import type { BuildCommand } from "../editor/publisher";
import { contentRelease, OFFER, offerPage } from "../testing/test-release";
import { multipart, referral } from "../testing/test-files";
import { fakeBuild, removeDir, send, tempDir } from "../testing/test-support";
import { blobsFor } from "./blobs";
import { bundleName, bundleTime, contentUploader, pickBundle } from "./content-bundles";
import { litestreamBinary } from "./litestream";
import { restoreFromReplica } from "./restore";
import { replicaTarget } from "./target";

const KEY = "d".repeat(64);
const OFFICE = { name: "Olga Office", email: "olga@example.com" };
const dirs: string[] = [];
const temp = (prefix: string) => {
  const dir = tempDir(prefix);
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) removeDir(dir);
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const git = (cwd: string, ...args: string[]) => execFileSync("git", args, { cwd, encoding: "utf8" }).trim();

/** A build that serves the offer's text: what is published is what the page shows. */
const build: BuildCommand = async (repoDir, outDir) => offerPage(repoDir, outDir);

async function start(releaseDir: string, dataDir: string, replica: string): Promise<RunningServer> {
  const served = await fakeBuild();
  dirs.push(served);
  return startServer({
    port: 0,
    buildDir: served,
    dataDir,
    dataKey: KEY,
    replicaUrl: `file://${replica}`,
    editor: { releaseDir, build },
  });
}

async function publishOffer(server: RunningServer, ends: string) {
  const file = path.join(server.repo.dir, OFFER);
  writeFileSync(file, readFileSync(file, "utf8").replace(/^ends: .*$/m, `ends: ${ends}`));
  await server.repo.commit([OFFER], OFFICE, `Offer ends ${ends}`);
  await server.publisher.publish();
  expect(server.publisher.state().last).toMatchObject({ ok: true });
  await server.replica!.settled();
}

describe.skipIf(!litestreamBinary())("the content on the replica", () => {
  test("published changes reach it; restored without CONTENT_REMOTE (the newest, or at --at) and published again", async () => {
    const releaseDir = contentRelease();
    dirs.push(releaseDir);
    const replica = temp("content-replica");
    const dataDir = temp("content-data");
    const first = await start(releaseDir, dataDir, replica);
    let between = "";
    try {
      await startContent(first);
      await publishOffer(first, "2027-03-31");
      const blobs = blobsFor(replicaTarget(`file://${replica}`));
      expect(await blobs.list("content")).toHaveLength(1);
      // --at is to the second, as Litestream's copies of the database are: a margin on either side.
      await sleep(2500);
      between = new Date().toISOString();
      await sleep(1500);
      await publishOffer(first, "2027-04-30");
      // Sent at the publish, before any stop.
      expect(await blobs.list("content")).toHaveLength(2);
      // A request after the time: Litestream 0.3.13 restores to a time only within its copies of
      // the database (none written after the last change of it).
      const { type, body } = multipart(referral("later"), []);
      const answer = await send(`${first.origin}/api/forms/referral`, {
        method: "POST",
        headers: { "Content-Type": type, Accept: "application/json" },
        body,
      });
      expect(answer.status).toBe(200);
    } finally {
      await first.stop();
    }
    removeDir(dataDir);

    const target = replicaTarget(`file://${replica}`);
    const fresh = temp("content-fresh");
    const report = await restoreFromReplica({ target, dataDir: fresh, dataKey: KEY });
    expect(report.requests).toBe(1);
    expect(report.content).toMatch(
      /^content from the replica's site-\d{8}T\d{9}Z\.bundle \(last change [0-9a-f]+ Olga Office: Offer ends 2027-04-30\)$/,
    );
    const site = path.join(fresh, "site");
    expect(readFileSync(path.join(site, OFFER), "utf8")).toContain("ends: 2027-04-30");
    expect(git(site, "remote")).toBe("");
    expect(git(site, "branch", "--list", "release")).toContain("release");

    const earlier = temp("content-earlier");
    const before = await restoreFromReplica({ target, dataDir: earlier, dataKey: KEY, at: between });
    expect(before.requests).toBe(0);
    expect(before.content).toContain("Offer ends 2027-03-31");
    expect(readFileSync(path.join(earlier, "site", OFFER), "utf8")).toContain("ends: 2027-03-31");

    const second = await start(releaseDir, fresh, replica);
    try {
      await startContent(second);
      await vi.waitFor(() => expect(second.publisher.state().live).toBe(git(site, "rev-parse", "HEAD")), {
        timeout: 30_000,
      });
      expect((await send(`${second.origin}/`)).text).toContain("ends: 2027-04-30");
    } finally {
      await second.stop();
    }
  }, 90_000);
});

describe("the bundles", () => {
  test("named by their time to the millisecond; the newest, or the newest at or before a time", () => {
    const at = Date.parse("2026-11-28T11:22:53.123Z");
    expect(bundleName(at)).toBe("site-20261128T112253123Z.bundle");
    expect(bundleTime(bundleName(at))).toBe(at);
    expect(bundleTime("site-latest.bundle")).toBeNull();
    const names = [bundleName(at + 2000), "notes.txt", bundleName(at), bundleName(at + 1000)];
    expect(pickBundle(names)).toBe(bundleName(at + 2000));
    expect(pickBundle(names, at + 1500)).toBe(bundleName(at + 1000));
    expect(pickBundle(names, at)).toBe(bundleName(at));
    expect(pickBundle(names, at - 1)).toBeNull();
  });

  test("one sent only when a branch moved; the newest few kept", async () => {
    const repo = temp("bundle-repo");
    git(repo, "init", "--quiet", "--initial-branch=main");
    const blobs = blobsFor(replicaTarget(`file://${temp("bundle-replica")}`));
    let now = Date.parse("2026-11-28T10:00:00Z");
    const upload = contentUploader({ blobs, siteDir: repo, clock: () => (now += 1000), kept: 2 });
    const commit = (text: string) => {
      writeFileSync(path.join(repo, "hours.txt"), text);
      git(repo, "add", ".");
      git(repo, "-c", "user.name=O", "-c", "user.email=o@x.example", "commit", "--quiet", "-m", text);
    };
    commit("8 to 5");
    const first = await upload();
    expect(first).toMatch(/^site-/);
    expect(await upload()).toBeNull();
    commit("8 to 6");
    const second = await upload();
    commit("7 to 6");
    const third = await upload();
    expect((await blobs.list("content")).sort()).toEqual([second, third]);
    expect(await upload()).toBeNull();
  });
});
