// @vitest-environment node
/**
 * Nothing lost when the machine dies, against real processes: the server (its own process, with
 * Litestream as its child) takes referrals with documents through the real form endpoint and
 * replicates to a folder (file://), to a local S3-compatible store (s3rver, on a free port) or to
 * an SFTP server started by the test (ssh2's Server, in this process, on a free port); the
 * whole process group is killed with SIGKILL, the data directory deleted; a restore from the
 * replica brings back every request that got its "sent" answer, with its documents byte for byte
 * and the audit chain verifying; a restore to a time before a request leaves it out.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { fileStore } from "../files/file-store";
import { multipart, pdf, referral, type Part } from "../testing/test-files";
import { sealer } from "../sealing";
import { fakeBuild, openStore, removeDir, send, tempDir } from "../testing/test-support";
import { startSftpServer } from "../testing/test-sftp";
import { blobsFor } from "./blobs";
import { litestreamBinary } from "./litestream";
import { restoreFromReplica } from "./restore";
import { describeTarget, replicaTarget } from "./target";

const KEY = "e".repeat(64);
const script = fileURLToPath(new URL("../testing/test-server-process.mjs", import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface S3rver {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
const require = createRequire(import.meta.url);
const S3rver = require("s3rver") as new (options: object) => S3rver;

// s3rver 3.7.1 lists "folders" (a delimiter) without those more than one level deep: it skips the
// directories under a common prefix before it has seen a key in them, so Litestream's listing of
// its generations (db/generations/<id>/snapshots/...) comes back empty. Listed here as S3 does:
// every key under the prefix, those with the delimiter after it folded into common prefixes.
type Listed = { objects: { key: string }[]; commonPrefixes: string[]; isTruncated: boolean };
const FilesystemStore = require("s3rver/lib/stores/filesystem") as {
  prototype: { listObjects(bucket: string, options: Record<string, unknown>): Promise<Listed> };
};
const listObjects = FilesystemStore.prototype.listObjects;
FilesystemStore.prototype.listObjects = async function (bucket, options) {
  const delimiter = options.delimiter as string | undefined;
  if (!delimiter) return listObjects.call(this, bucket, options);
  const all = await listObjects.call(this, bucket, { ...options, delimiter: "", maxKeys: Infinity });
  const prefix = (options.prefix as string | undefined) ?? "";
  const folders = new Set<string>();
  const objects = all.objects.filter((object) => {
    const at = object.key.slice(prefix.length).indexOf(delimiter);
    if (at !== -1) folders.add(object.key.slice(0, prefix.length + at + 1));
    return at === -1;
  });
  return { objects, commonPrefixes: [...folders].sort(), isTruncated: false };
};

let build: string;
const dirs: string[] = [];
const temp = (prefix: string) => {
  const dir = tempDir(prefix);
  dirs.push(dir);
  return dir;
};
beforeAll(async () => {
  build = await fakeBuild();
});
afterAll(() => {
  for (const dir of [build, ...dirs]) removeDir(dir);
});

/** The server in a process group of its own; resolves with its origin once it listens. */
function startProcess(env: Record<string, string>): Promise<{ child: ChildProcess; origin: string; log: string[] }> {
  const log: string[] = [];
  const child = spawn(process.execPath, [script, build], {
    env: { ...process.env, HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => {
      // Litestream too, when it started before the server failed.
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        // The group is gone.
      }
      reject(error);
    };
    const timer = setTimeout(() => fail(new Error(`server did not start:\n${log.join("\n")}`)), 40_000);
    const read = (chunk: Buffer) => {
      for (const line of chunk.toString("utf8").split("\n").filter(Boolean)) {
        log.push(line);
        const origin = /^listening (http\S+)/.exec(line)?.[1];
        if (origin) {
          clearTimeout(timer);
          resolve({ child, origin, log });
        }
      }
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
    child.once("exit", (code) => fail(new Error(`server exited (${code}):\n${log.join("\n")}`)));
  });
}

/** SIGKILL to the server and its children (Litestream) at once: the machine dies. */
async function killHard(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  process.kill(-child.pid!, "SIGKILL");
  await exited;
}

const documents = (token: string): Part[] => [
  { field: "documents", name: "orders.pdf", type: "application/pdf", bytes: pdf(`orders ${token}`) },
  { field: "documents", name: "face-to-face.pdf", type: "application/pdf", bytes: pdf(`f2f ${token}`, 120_000) },
];

async function sendReferral(origin: string, token: string) {
  const files = documents(token);
  const { type, body } = multipart(referral(token), files);
  const response = await send(`${origin}/api/forms/referral`, {
    method: "POST",
    headers: { "Content-Type": type, Accept: "application/json" },
    body,
  });
  expect(response.status).toBe(200);
  return { id: (JSON.parse(response.text) as { id: string }).id, files };
}

/** What a restored data directory holds: each request's documents' bytes, by request id. */
function restoredDocuments(dataDir: string): Map<string, Buffer[]> {
  const store = openStore(dataDir, sealer(KEY), KEY);
  const files = fileStore(dataDir, KEY);
  try {
    const ids = (store.db.prepare("SELECT id FROM requests").all() as { id: string }[]).map((row) => row.id);
    return new Map(ids.map((id) => [id, store.files(id).map((file) => files.read(file.id)!)]));
  } finally {
    store.close();
  }
}

async function scenario(replicaUrl: string, env: Record<string, string>) {
  const where = describeTarget(replicaTarget(replicaUrl, { ...process.env, ...env }));
  const dataDir = temp("replica-data");
  const running = await startProcess({ DATA_DIR: dataDir, DATA_KEY: KEY, REPLICA_URL: replicaUrl, ...env });
  try {
    expect(running.log).toContain(`replica: ${where}, the database and files copied as they change`);
    const first = await sendReferral(running.origin, "first");
    // Litestream names a copy by when it reached the replica (to the second on S3): a margin of
    // seconds on either side of the moment, for a busy machine.
    await sleep(3500);
    const between = new Date().toISOString();
    await sleep(3500);
    const later = [await sendReferral(running.origin, "second"), await sendReferral(running.origin, "third")];
    const sent = [first, ...later];
    // Litestream's sync interval is 1 s: the replica is within seconds of the disk.
    const blobs = blobsFor(replicaTarget(replicaUrl, { ...process.env, ...env }));
    const deadline = Date.now() + 15_000;
    while ((await blobs.list("files")).length < 6 && Date.now() < deadline) await sleep(200);
    await blobs.close();
    // The machine dies a few seconds after the last "sent": past the recovery point (Litestream's
    // 1 s sync, decision 0028), with room for a busy machine.
    await sleep(4000);
    await killHard(running.child);
    removeDir(dataDir);
    expect(existsSync(dataDir)).toBe(false);
    return { sent, between };
  } catch (error) {
    if (running.child.exitCode === null) process.kill(-running.child.pid!, "SIGKILL");
    throw error;
  }
}

async function checkRestores(replicaUrl: string, env: Record<string, string>) {
  const { sent, between } = await scenario(replicaUrl, env);
  const target = replicaTarget(replicaUrl, { ...process.env, ...env });

  const fresh = temp("restored");
  const report = await restoreFromReplica({ target, dataDir: fresh, dataKey: KEY });
  expect(report.requests).toBe(3);
  expect(report.audit.ok).toBe(true);
  expect(report.audit.count).toBeGreaterThanOrEqual(3);
  expect(report.files).toEqual({ named: 6, fetched: 6, missing: [], unreadable: [] });
  const back = restoredDocuments(fresh);
  expect([...back.keys()].sort()).toEqual(sent.map((r) => r.id).sort());
  for (const request of sent)
    expect(back.get(request.id)!.map((b) => b.toString("base64"))).toEqual(
      request.files.map((f) => f.bytes.toString("base64")),
    );

  const earlier = temp("restored-earlier");
  const before = await restoreFromReplica({ target, dataDir: earlier, dataKey: KEY, at: between });
  expect(before.requests).toBe(1);
  expect([...restoredDocuments(earlier).keys()]).toEqual([sent[0]!.id]);
  expect(before.files.missing).toEqual([]);
}

// Litestream's package serves Linux x64 alone (CI's machine); elsewhere there is nothing to run.
// The two replicas at once: most of each test is waiting (margins around the moments it takes).
describe
  .skipIf(!litestreamBinary())
  .concurrent("replication off the machine, the server killed with SIGKILL, the data directory deleted", () => {
    test("to an SFTP server (password, host key checked): the same", async () => {
      const root = temp("sftp-root");
      const sftp = await startSftpServer(root, { user: "agency", password: "replica pass" });
      try {
        await checkRestores(`sftp://agency@127.0.0.1:${sftp.port}/replica/orange-blossom`, {
          REPLICA_SFTP_PASSWORD: "replica pass",
          REPLICA_SFTP_HOST_KEY: sftp.hostKey,
        });
        expect(existsSync(path.join(root, "replica", "orange-blossom", "db", "generations"))).toBe(true);
        expect(existsSync(path.join(root, "replica", "orange-blossom", "files"))).toBe(true);
      } finally {
        await sftp.close();
      }
    }, 90_000);

    test("to a folder (file://): every request answered 'sent' is back with its documents; --at leaves out later ones", async () => {
      const replica = temp("replica-folder");
      await checkRestores(`file://${replica}`, {});
      expect(existsSync(path.join(replica, "db", "generations"))).toBe(true);
    }, 90_000);

    test("to an S3-compatible store (s3rver, path-style endpoint): the same", async () => {
      const store = temp("s3rver");
      mkdirSync(store, { recursive: true });
      const s3 = new S3rver({
        port: 0,
        address: "127.0.0.1",
        silent: true,
        directory: store,
        configureBuckets: [{ name: "agency-replica" }],
      });
      const { port } = await s3.run();
      try {
        await checkRestores("s3://agency-replica/orange-blossom", {
          AWS_ACCESS_KEY_ID: "S3RVER",
          AWS_SECRET_ACCESS_KEY: "S3RVER",
          REPLICA_ENDPOINT: `http://127.0.0.1:${port}`,
        });
      } finally {
        await s3.close();
      }
    }, 90_000);
  });
