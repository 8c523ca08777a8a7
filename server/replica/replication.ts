/**
 * Replication off the machine (REPLICA_URL): the database through Litestream, the uploaded files
 * (already encrypted with DATA_KEY) copied by the server as they arrive, and at each start the
 * files the replica lacks; the content repository as a git bundle after each publish. One status for the start-up log and the owners' Settings page: where the
 * replica is, when the last copy was written, since when copies fail and why.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { blobsFor, type Blobs } from "./blobs";
import { contentUploader } from "./content-bundles";
import { sftpBlobs } from "./sftp";
import { litestream, litestreamBinary } from "./litestream";
import { describeTarget, litestreamConfig, litestreamEnv, type ReplicaTarget } from "./target";

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface ReplicaStatus {
  where: string;
  running: boolean;
  /** When a copy (of the database or a file) last reached the replica. */
  lastCopyAt: number | null;
  /** When Litestream last wrote a copy of the database (its WAL shipped). */
  databaseCopyAt: number | null;
  /** Since when copies fail (null while they succeed). */
  failingSince: number | null;
  lastError: string | null;
  /** Files not yet on the replica. */
  filesWaiting: number;
}

/** How far behind the replica is: nothing while copies succeed, else how long they have failed. */
export function behindMs(status: ReplicaStatus, now: number): number {
  return status.failingSince === null ? 0 : Math.max(0, now - status.failingSince);
}

export function replication(options: {
  target: ReplicaTarget;
  dataDir: string;
  clock: () => number;
  log: (line: string) => void;
  /** Another binary (tests); default the npm package's. */
  binary?: string | null;
  /** The content repository (DATA_DIR/site), sent as a bundle at each contentChanged(). */
  siteDir?: string;
  /** Files that failed are tried again this often (default 30 s). */
  retryEveryMs?: number;
  restartDelayMs?: number;
}) {
  const { target, clock } = options;
  const dataDir = path.resolve(options.dataDir);
  const filesDir = path.join(dataDir, "files");
  const sftp = target.kind === "sftp" ? sftpBlobs(target) : null;
  const blobs: Blobs = sftp ?? blobsFor(target);
  const status: ReplicaStatus = {
    where: describeTarget(target),
    running: false,
    lastCopyAt: null,
    databaseCopyAt: null,
    failingSince: null,
    lastError: null,
    filesWaiting: 0,
  };
  const copied = (at: number) => {
    status.lastCopyAt = at;
    status.failingSince = null;
    status.lastError = null;
  };
  const failed = (message: string, at: number) => {
    status.failingSince ??= at;
    if (status.lastError !== message) options.log(`replica: ${message}`);
    status.lastError = message;
  };
  const binary = options.binary === undefined ? litestreamBinary() : options.binary;
  const process_ = binary
    ? litestream({
        binary,
        configFile: path.join(dataDir, "litestream.yml"),
        env: litestreamEnv(target),
        pidFile: path.join(dataDir, "litestream.pid"),
        events: {
          copied(at) {
            status.databaseCopyAt = at;
            copied(at);
          },
          failed,
        },
        clock,
        restartDelayMs: options.restartDelayMs,
      })
    : null;

  const uploadContent = contentUploader({
    blobs,
    siteDir: options.siteDir ?? path.join(dataDir, "site"),
    clock,
  });
  let contentWork: Promise<void> | null = null;
  let contentAgain = false;
  async function sendContent() {
    do {
      contentAgain = false;
      try {
        if (await uploadContent()) copied(clock());
      } catch (error) {
        failed(
          `content: ${String((error as { code?: string }).code ?? (error as Error).message).split("\n")[0]}`,
          clock(),
        );
      }
    } while (contentAgain && !stopped);
  }

  const waiting = new Set<string>();
  let working: Promise<void> | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let stopped = false;

  async function copyFiles() {
    while (waiting.size && !stopped) {
      const id = waiting.values().next().value!;
      try {
        await blobs.put(`files/${id}`, await readFile(path.join(filesDir, id)));
        waiting.delete(id);
        copied(clock());
      } catch (error) {
        const code = (error as { code?: string }).code;
        // A file deleted before its copy (a request deleted at once) has nothing left to copy.
        if (code === "ENOENT") waiting.delete(id);
        else {
          failed(`files: ${code ?? (error as Error).message}`, clock());
          break;
        }
      } finally {
        status.filesWaiting = waiting.size;
      }
    }
  }
  const work = () => {
    working ??= copyFiles().finally(() => {
      working = null;
    });
    return working;
  };

  /**
   * Litestream, once: over SFTP only after the server's own connection checked the host key
   * (Litestream 0.3.13 checks none), else tried again at the next retry.
   */
  async function startLitestream() {
    if (!process_) {
      failed("Litestream is not installed on this machine (@flydotio/litestream-linux-x64, Linux x64 only)", clock());
      return;
    }
    if (sftp) {
      try {
        await sftp.connect();
      } catch (error) {
        failed((error as Error).message, clock());
        return;
      }
    }
    if (stopped || status.running) return;
    await writeFile(path.join(dataDir, "litestream.yml"), litestreamConfig(target, path.join(dataDir, "requests.db")), {
      mode: 0o600,
    });
    process_.start();
    status.running = true;
  }

  /** The files of DATA_DIR/files the replica lacks, queued. */
  async function catchUp(): Promise<number> {
    const there = new Set(await blobs.list("files"));
    const missing = (await readdir(filesDir).catch(() => [] as string[])).filter((n) => ID.test(n) && !there.has(n));
    for (const id of missing) waiting.add(id);
    status.filesWaiting = waiting.size;
    return missing.length;
  }

  return {
    status: (): ReplicaStatus => ({ ...status }),
    /** Writes DATA_DIR/litestream.yml, starts Litestream and the files' catch-up. */
    async start(): Promise<void> {
      await startLitestream();
      try {
        const missing = await catchUp();
        if (missing) options.log(`replica: copying ${missing} file(s) it lacks`);
        void work();
      } catch (error) {
        failed(`files: ${(error as { code?: string }).code ?? (error as Error).message}`, clock());
      }
      retryTimer = setInterval(() => {
        if (!status.running && process_) void startLitestream().then(work);
        else if (status.failingSince !== null && waiting.size === 0) void catchUp().then(work, () => {});
        else void work();
      }, options.retryEveryMs ?? 30_000);
      retryTimer.unref();
    },
    /** Files just kept (their requests about to be committed): copied in the background. */
    filesArrived(ids: readonly string[]): void {
      for (const id of ids) if (ID.test(id)) waiting.add(id);
      status.filesWaiting = waiting.size;
      void work();
    },
    /** The content repository changed (a publish, the start): its bundle sent in the background. */
    contentChanged(): Promise<void> {
      if (stopped) return Promise.resolve();
      if (contentWork) contentAgain = true;
      else
        contentWork = sendContent().finally(() => {
          contentWork = null;
        });
      return contentWork;
    },
    /** Resolves once every waiting file is copied or a copy failed, and the content's bundle sent. */
    settled: async (): Promise<void> => {
      await working;
      await contentWork;
    },
    litestreamPid: () => process_?.pid() ?? null,
    /** Finishes the file in flight, then lets Litestream copy the last of the database and exit. */
    async stop(): Promise<void> {
      stopped = true;
      if (retryTimer) clearInterval(retryTimer);
      await working;
      await contentWork;
      await process_?.stop();
      await blobs.close();
      status.running = false;
    },
  };
}

export type Replication = ReturnType<typeof replication>;
