/**
 * Litestream (the binary of the npm package @flydotio/litestream-linux-x64, v0.3.13) as a child of
 * the server: it ships the database's write-ahead log to the replica every second. Its log lines
 * tell when a copy was written and when one failed; a Litestream that exits is started again. Its
 * process id is kept in DATA_DIR/litestream.pid so that one left running by a server that died is
 * stopped before the next starts (two would write the same replica).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** The binary, or null on a machine the package does not serve (it is an optional dependency). */
export function litestreamBinary(): string | null {
  if (process.env.LITESTREAM_BIN) return process.env.LITESTREAM_BIN;
  try {
    const pkg = createRequire(import.meta.url).resolve("@flydotio/litestream-linux-x64/package.json");
    const bin = path.join(path.dirname(pkg), "litestream");
    return existsSync(bin) ? bin : null;
  } catch {
    return null;
  }
}

/** Past Litestream's first sync (its sync interval is 1 s). */
const FIRST_SYNC_MS = 1500;

export interface LitestreamEvents {
  copied(at: number): void;
  failed(message: string, at: number): void;
}

/** What a log line of Litestream says: a copy written, an error (its message), or nothing to note. */
export function readLogLine(line: string): { copied: true } | { error: string } | null {
  if (/msg="(wal segment written|snapshot written)"/.test(line)) return { copied: true };
  if (/level=(ERROR|WARN)/.test(line)) {
    const msg = /msg="([^"]*)"|msg=(\S+)/.exec(line);
    const err = /error="([^"]*)"|error=(\S+)/.exec(line);
    return { error: [msg?.[1] ?? msg?.[2], err?.[1] ?? err?.[2]].filter(Boolean).join(": ").slice(0, 300) };
  }
  return null;
}

function stopStale(pidFile: string) {
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, "utf8"));
  try {
    if (pid > 0 && readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("litestream")) process.kill(pid, "SIGKILL");
  } catch {
    // Gone already.
  }
  rmSync(pidFile, { force: true });
}

export function litestream(options: {
  binary: string;
  configFile: string;
  env: NodeJS.ProcessEnv;
  pidFile: string;
  events: LitestreamEvents;
  clock: () => number;
  /** Wait before starting again after an exit (default 5 s). */
  restartDelayMs?: number;
}) {
  let child: ChildProcess | null = null;
  let stopped = false;
  let restartTimer: NodeJS.Timeout | null = null;
  let startedAt = 0;

  function start() {
    if (stopped) return;
    const proc = spawn(options.binary, ["replicate", "-config", options.configFile], {
      stdio: ["ignore", "pipe", "pipe"],
      env: options.env,
    });
    child = proc;
    startedAt = Date.now();
    if (proc.pid) writeFileSync(options.pidFile, String(proc.pid));
    let rest = "";
    const onData = (chunk: Buffer) => {
      const lines = (rest + chunk.toString("utf8")).split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) {
        const said = readLogLine(line);
        if (!said) continue;
        if ("copied" in said) options.events.copied(options.clock());
        else options.events.failed(said.error, options.clock());
      }
    };
    proc.stdout!.on("data", onData);
    proc.stderr!.on("data", onData);
    proc.on("error", (error) => options.events.failed(`litestream: ${error.message}`, options.clock()));
    proc.on("exit", (code, signal) => {
      if (child === proc) child = null;
      if (stopped) return;
      options.events.failed(`litestream stopped (${signal ?? `exit ${code}`})`, options.clock());
      restartTimer = setTimeout(start, options.restartDelayMs ?? 5000);
      restartTimer.unref();
    });
  }

  return {
    start() {
      stopStale(options.pidFile);
      start();
    },
    pid: () => child?.pid ?? null,
    /**
     * SIGTERM (Litestream copies what it has not yet copied, then exits); SIGKILL after `graceMs`.
     * A minute: on a busy machine Litestream can be behind when the server stops, and a kill cuts
     * its last copy short (the replica then lacks the newest requests).
     */
    async stop(graceMs = 60_000): Promise<void> {
      stopped = true;
      if (restartTimer) clearTimeout(restartTimer);
      const proc = child;
      if (proc && proc.exitCode === null && proc.signalCode === null) {
        // Litestream takes hold of the database at its first sync (1 s after it starts) and copies
        // nothing at exit before that: a server stopped within a second of its start waits for it.
        const young = FIRST_SYNC_MS - (Date.now() - startedAt);
        if (young > 0) await new Promise((resolve) => setTimeout(resolve, young));
        const exited = new Promise<void>((resolve) => proc.once("exit", () => resolve()));
        proc.kill("SIGTERM");
        const timer = setTimeout(() => proc.kill("SIGKILL"), graceMs);
        await exited;
        clearTimeout(timer);
      }
      rmSync(options.pidFile, { force: true });
    },
  };
}
