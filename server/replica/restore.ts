/**
 * `npm run restore -- --from-replica [--at TIME]` on a fresh machine (same DATA_KEY, REPLICA_URL
 * and credentials): the database from the replica through `litestream restore` (to TIME when
 * given), each file its requests name, and the content repository cloned from CONTENT_REMOTE, else
 * from the replica's newest bundle (at or before TIME). Then the checks: SQLite's integrity, the
 * audit trail's chain, every request's files present and decryptable. A database already in DATA_DIR is kept beside as requests.db.replaced-<stamp>.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import { auditKey, auditTrail } from "../accounts/audit";
import { DATABASE_FILE } from "../db/database";
import { fileStore } from "../files/file-store";
import { blobsFor, type Blobs } from "./blobs";
import { restoreContent } from "./content-bundles";
import { litestreamBinary } from "./litestream";
import { sftpBlobs } from "./sftp";
import { describeTarget, litestreamConfig, litestreamEnv, type ReplicaTarget } from "./target";

const run = promisify(execFile);

export interface RestoreReport {
  where: string;
  at: string | null;
  requests: number;
  audit: { ok: boolean; count: number };
  files: { named: number; fetched: number; missing: string[]; unreadable: string[] };
  content: string;
}

export class RestoreError extends Error {}

/** `--at` as Litestream wants it (RFC 3339, UTC); a time without a zone is the machine's. */
export function restorePoint(at: string): string {
  const time = new Date(at);
  if (Number.isNaN(time.getTime()))
    throw new RestoreError(`--at ${at} is not a time (for example 2026-11-27T17:05:00Z).`);
  return time.toISOString().replace(/\.\d+Z$/, "Z");
}

/** Runs `task` over `items`, `width` at a time. */
async function inParallel<T>(items: readonly T[], width: number, task: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) await task(items[next++]!);
    }),
  );
}

type RestoreOptions = {
  target: ReplicaTarget;
  dataDir: string;
  dataKey?: string;
  /** The audit chain's own key, when it is not derived from DATA_KEY (AUDIT_KEY). */
  auditKey?: string;
  at?: string;
  contentRemote?: string;
  binary?: string | null;
  log?: (line: string) => void;
};

export async function restoreFromReplica(options: RestoreOptions): Promise<RestoreReport> {
  const sftp = options.target.kind === "sftp" ? sftpBlobs(options.target) : null;
  const blobs = sftp ?? blobsFor(options.target);
  try {
    return await restoreWith(options, blobs, sftp);
  } finally {
    await blobs.close();
  }
}

async function restoreWith(
  options: RestoreOptions,
  blobs: Blobs,
  sftp: ReturnType<typeof sftpBlobs> | null,
): Promise<RestoreReport> {
  const log = options.log ?? (() => {});
  const dataDir = path.resolve(options.dataDir);
  const binary = options.binary === undefined ? litestreamBinary() : options.binary;
  if (!binary) throw new RestoreError("Litestream is not installed (@flydotio/litestream-linux-x64, Linux x64 only).");
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const pidFile = path.join(dataDir, "server.pid");
  if (existsSync(pidFile)) {
    const pid = Number(readFileSync(pidFile, "utf8"));
    let alive = false;
    try {
      process.kill(pid, 0);
      alive = true;
    } catch {
      alive = false;
    }
    if (alive) throw new RestoreError(`The server is running (process ${pid}): stop it first, then restore.`);
  }
  const target = path.join(dataDir, DATABASE_FILE);
  const restoring = `${target}.restoring`;
  const config = path.join(dataDir, "litestream-restore.yml");
  rmSync(restoring, { force: true });
  writeFileSync(config, litestreamConfig(options.target, target), { mode: 0o600 });
  const at = options.at ? restorePoint(options.at) : null;
  // Litestream 0.3.13 checks no SFTP host key: the server's own connection checks it first.
  if (sftp) {
    try {
      await sftp.connect();
    } catch (error) {
      rmSync(config, { force: true });
      throw new RestoreError(`${(error as Error).message}. Nothing was changed.`);
    }
  }
  try {
    await run(binary, ["restore", "-config", config, "-o", restoring, ...(at ? ["-timestamp", at] : []), target], {
      env: litestreamEnv(options.target),
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: string; stdout?: string };
    const said = `${stderr ?? ""}\n${stdout ?? ""}`.trim().split("\n").pop() || (error as Error).message;
    if (said.includes("no matching backups found"))
      throw new RestoreError(
        `The replica (${describeTarget(options.target)}) holds no copy of the database${at ? ` as early as ${at}` : ""}: nothing was changed.`,
      );
    throw new RestoreError(`litestream restore failed: ${said}`);
  } finally {
    rmSync(config, { force: true });
  }
  if (!existsSync(restoring))
    throw new RestoreError(
      `The replica (${describeTarget(options.target)}) holds no database${at ? ` at ${at}` : ""}.`,
    );

  // The checks of the database, before anything of DATA_DIR moves.
  const db = new Database(restoring);
  let requests: number;
  let audit: { ok: boolean; count: number };
  let named: string[];
  try {
    const check = db.pragma("integrity_check", { simple: true });
    if (check !== "ok")
      throw new RestoreError(`The restored database is damaged (${String(check)}): nothing was changed.`);
    requests = (db.prepare("SELECT COUNT(*) AS n FROM requests").get() as { n: number }).n;
    const verified = auditTrail(
      db,
      Date.now,
      auditKey({ auditKey: options.auditKey, dataKey: options.dataKey }),
    ).verify();
    audit = { ok: verified.ok, count: verified.count };
    named = (db.prepare("SELECT id FROM files ORDER BY id").all() as { id: string }[]).map((row) => row.id);
  } finally {
    db.close();
  }

  if (existsSync(target)) {
    const stamp = new Date().toISOString().replace(/[-:]/g, "").slice(0, 15);
    const old = new Database(target);
    old.pragma("wal_checkpoint(TRUNCATE)");
    old.close();
    renameSync(target, `${target}.replaced-${stamp}`);
    log(`The database it replaces is kept as ${target}.replaced-${stamp}.`);
  }
  for (const extra of ["-wal", "-shm"]) rmSync(`${target}${extra}`, { force: true });
  renameSync(restoring, target);

  // The files, fetched 8 at a time, each then read back with DATA_KEY.
  const files = fileStore(dataDir, options.dataKey);
  const missing: string[] = [];
  const unreadable: string[] = [];
  let fetched = 0;
  await inParallel(named, 8, async (id) => {
    const file = path.join(dataDir, "files", id);
    if (!existsSync(file)) {
      const body = await blobs.get(`files/${id}`);
      if (!body) {
        missing.push(id);
        return;
      }
      await writeFile(file, body, { mode: 0o600 });
      fetched++;
    }
    if (files.read(id) === null) unreadable.push(id);
  });

  // The content repository, from its own remote, else from the replica's bundle.
  let content: string;
  const site = path.join(dataDir, "site");
  if (existsSync(site)) content = `${site} is already there: left as it is.`;
  else if (!options.contentRemote) content = await restoreContent(blobs, site, at ? Date.parse(at) : undefined);
  else {
    try {
      await run("git", ["clone", "--quiet", "--branch", "main", options.contentRemote, site]);
      const { stdout } = await run("git", ["log", "-1", "--format=%h %an: %s"], { cwd: site });
      content = `content cloned from CONTENT_REMOTE (last change ${stdout.trim()})`;
    } catch (error) {
      content = `content not restored: git clone failed (${String((error as Error).message).split("\n")[0]})`;
    }
  }
  return {
    where: describeTarget(options.target),
    at,
    requests,
    audit,
    files: { named: named.length, fetched, missing, unreadable },
    content,
  };
}

/** What the command prints. */
export function restoreSummary(report: RestoreReport, dataDir: string): string[] {
  const { files } = report;
  return [
    `Restored from ${report.where}${report.at ? ` as it was at ${report.at}` : " (the latest copy)"} into ${path.resolve(dataDir)}:`,
    `- ${report.requests} request(s) in the database.`,
    report.audit.ok
      ? `- The audit trail's chain of ${report.audit.count} entries verifies.`
      : `- WARNING: the audit trail's chain does not verify (${report.audit.count} entries).`,
    `- ${files.named} file(s) named by the requests: ${files.fetched} fetched from the replica, ${files.named - files.missing.length - files.unreadable.length} present and decryptable.`,
    ...(files.missing.length
      ? [`- MISSING from the replica: ${files.missing.length} file(s): ${files.missing.slice(0, 5).join(", ")}`]
      : []),
    ...(files.unreadable.length
      ? [
          `- NOT DECRYPTABLE with this DATA_KEY: ${files.unreadable.length} file(s): ${files.unreadable.slice(0, 5).join(", ")}`,
        ]
      : []),
    `- ${report.content}`,
    "Start the server again.",
  ];
}
