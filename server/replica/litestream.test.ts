// @vitest-environment node
/**
 * Litestream as the server's child: its log lines read (a copy written, an error with its reason),
 * and one left running by a server that died is stopped before the next starts, so that two never
 * write the same replica.
 */
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { startServer } from "../index";
import { fakeBuild, removeDir, tempDir } from "../testing/test-support";
import { litestream, litestreamBinary, readLogLine } from "./litestream";
import { litestreamConfig, replicaTarget } from "./target";

describe("Litestream's log lines", () => {
  test("a copy written, an error with its reason, the rest nothing", () => {
    expect(
      readLogLine(
        'time=2026-11-28T04:48:02.602Z level=INFO msg="wal segment written" db=/d/requests.db replica=replica position=b4/00000000:0 elapsed=17ms sz=16512',
      ),
    ).toEqual({ copied: true });
    expect(readLogLine('time=x level=INFO msg="snapshot written" db=/d/requests.db')).toEqual({ copied: true });
    expect(
      readLogLine(
        'time=x level=ERROR msg="monitor error" db=/d/requests.db replica=replica error="operation error S3: PutObject, AccessDenied"',
      ),
    ).toEqual({ error: "monitor error: operation error S3: PutObject, AccessDenied" });
    expect(readLogLine('time=x level=INFO msg="write wal segment" db=/d/requests.db')).toBeNull();
  });
});

describe.skipIf(!litestreamBinary())("one left running by a dead server", () => {
  test("is stopped before the next starts; the new one's id is kept, and removed at its stop", async () => {
    const dir = tempDir("litestream-stale");
    try {
      const config = path.join(dir, "litestream.yml");
      writeFileSync(config, litestreamConfig(replicaTarget(`file://${dir}/replica`), path.join(dir, "requests.db")));
      const stale = spawn(litestreamBinary()!, ["replicate", "-config", config], { stdio: "ignore" });
      const staleExit = new Promise<string | null>((resolve) => stale.once("exit", (_code, signal) => resolve(signal)));
      const pidFile = path.join(dir, "litestream.pid");
      writeFileSync(pidFile, String(stale.pid));
      await new Promise((resolve) => setTimeout(resolve, 300));
      const next = litestream({
        binary: litestreamBinary()!,
        configFile: config,
        env: process.env,
        pidFile,
        events: { copied: () => {}, failed: () => {} },
        clock: Date.now,
      });
      next.start();
      expect(await staleExit).toBe("SIGKILL");
      expect(Number(readFileSync(pidFile, "utf8"))).toBe(next.pid());
      await next.stop();
      expect(existsSync(pidFile)).toBe(false);
    } finally {
      removeDir(dir);
    }
  });
});

describe.skipIf(!litestreamBinary())("a server that cannot listen (its port taken)", () => {
  test("fails to start and leaves no Litestream running", async () => {
    const taken = createServer();
    const port = await new Promise<number>((resolve) =>
      taken.listen(0, "127.0.0.1", () => resolve((taken.address() as { port: number }).port)),
    );
    const dataDir = tempDir("litestream-no-port");
    const build = await fakeBuild();
    try {
      await expect(
        startServer({ port, host: "127.0.0.1", dataDir, buildDir: build, replicaUrl: `file://${dataDir}/replica` }),
      ).rejects.toThrow(/EADDRINUSE/);
      expect(existsSync(path.join(dataDir, "litestream.pid"))).toBe(false);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
      removeDir(dataDir);
      removeDir(build);
    }
  });
});
