// @vitest-environment node
/**
 * What the restore from the replica checks and says: a document altered on the replica is reported
 * not decryptable, one missing is reported missing; the content repository is cloned from
 * CONTENT_REMOTE; a time that is not one, a replica with nothing before the time, and a running
 * server are refused before anything of DATA_DIR changes.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { multipart, pdf, referral } from "../testing/test-files";
import { removeDir, send, startTestServer, tempDir } from "../testing/test-support";
import { litestreamBinary } from "./litestream";
import { restoreFromReplica, restorePoint, restoreSummary, RestoreError } from "./restore";
import { replicaTarget } from "./target";

const KEY = "f".repeat(64);
const dirs: string[] = [];
const temp = (prefix: string) => {
  const dir = tempDir(prefix);
  dirs.push(dir);
  return dir;
};
let replica: string;
let fileIds: string[];

describe.skipIf(!litestreamBinary())("restore from a folder replica", () => {
  beforeAll(async () => {
    replica = temp("replica-checks");
    const running = await startTestServer({ dataKey: KEY, replicaUrl: `file://${replica}` });
    const { type, body } = multipart(referral("checks"), [
      { field: "documents", name: "a.pdf", type: "application/pdf", bytes: pdf("a") },
      { field: "documents", name: "b.pdf", type: "application/pdf", bytes: pdf("b") },
    ]);
    const answer = await send(`${running.server.origin}/api/forms/referral`, {
      method: "POST",
      headers: { "Content-Type": type, Accept: "application/json" },
      body,
    });
    expect(answer.status).toBe(200);
    const { id } = JSON.parse(answer.text) as { id: string };
    fileIds = running.server.store.files(id).map((f) => f.id);
    await running.server.replica!.settled();
    // A clean stop: Litestream copies the last of the database before it exits.
    await running.close();
  }, 60_000);
  afterAll(() => {
    for (const dir of dirs) removeDir(dir);
  });

  test("an altered document is not decryptable, a deleted one missing; the content cloned from CONTENT_REMOTE", async () => {
    const [altered, deleted] = fileIds.map((id) => path.join(replica, "files", id));
    const bytes = readFileSync(altered!);
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 20) ^ 1, bytes.length - 20);
    writeFileSync(altered!, bytes);
    rmSync(deleted!);
    const remote = temp("content-remote");
    execFileSync("git", ["init", "--quiet", "--initial-branch=main", remote]);
    writeFileSync(path.join(remote, "site.yml"), "name: test\n");
    execFileSync("git", ["add", "."], { cwd: remote });
    execFileSync(
      "git",
      ["-c", "user.name=Office", "-c", "user.email=o@x.example", "commit", "--quiet", "-m", "Hours"],
      {
        cwd: remote,
      },
    );

    const dataDir = temp("restored-checks");
    const report = await restoreFromReplica({
      target: replicaTarget(`file://${replica}`),
      dataDir,
      dataKey: KEY,
      contentRemote: remote,
    });
    expect(report.requests).toBe(1);
    expect(report.audit.ok).toBe(true);
    expect(report.files).toEqual({ named: 2, fetched: 1, missing: [fileIds[1]], unreadable: [fileIds[0]] });
    expect(report.content).toMatch(/^content cloned from CONTENT_REMOTE \(last change [0-9a-f]+ Office: Hours\)$/);
    expect(existsSync(path.join(dataDir, "site", "site.yml"))).toBe(true);
    const summary = restoreSummary(report, dataDir).join("\n");
    expect(summary).toContain(`MISSING from the replica: 1 file(s): ${fileIds[1]}`);
    expect(summary).toContain(`NOT DECRYPTABLE with this DATA_KEY: 1 file(s): ${fileIds[0]}`);
  });

  test("refused, nothing changed: a time that is not one, nothing as early as the time, a running server", async () => {
    expect(() => restorePoint("yesterday-ish")).toThrow(RestoreError);
    expect(restorePoint("2026-11-27T17:05:00-05:00")).toBe("2026-11-27T22:05:00Z");
    const target = replicaTarget(`file://${replica}`);
    const early = temp("restored-early");
    await expect(restoreFromReplica({ target, dataDir: early, at: "2020-01-01T00:00:00Z" })).rejects.toThrow(
      /holds no copy of the database as early as 2020-01-01T00:00:00Z/,
    );
    expect(existsSync(path.join(early, "requests.db"))).toBe(false);
    const busy = temp("restored-busy");
    writeFileSync(path.join(busy, "server.pid"), String(process.pid));
    await expect(restoreFromReplica({ target, dataDir: busy })).rejects.toThrow(/The server is running/);
    expect(existsSync(path.join(busy, "requests.db"))).toBe(false);
  });
});
