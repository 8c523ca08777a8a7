import { mkdtempSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { publisher, type BuildCommand } from "./publisher";

const COMMIT = "a".repeat(40);
let dir = "";
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("the publisher stops with the server", () => {
  test("a build still running is ended, its files removed, nothing swapped in, and no other build starts", async () => {
    dir = mkdtempSync(path.join(tmpdir(), "publisher-"));
    const buildsDir = path.join(dir, "builds");
    const lines: string[] = [];
    let started = 0;
    let ended = false;
    // A build that writes its files, then runs until it is stopped (as a real one on a busy machine).
    const build: BuildCommand = (_repo, out, signal) => {
      started++;
      mkdirSync(out, { recursive: true });
      writeFileSync(path.join(out, "serve.json"), "{}");
      return new Promise((resolve) =>
        signal?.addEventListener("abort", () => {
          ended = true;
          resolve({ ok: false, output: "stopped" });
        }),
      );
    };
    const swapped: string[] = [];
    const publish = publisher({
      repoDir: dir,
      buildsDir,
      build,
      swap: (d) => swapped.push(d),
      head: async () => COMMIT,
      clock: () => 0,
      log: (line) => lines.push(line),
    });
    const done = publish.publish();
    await expect.poll(() => started).toBe(1);
    expect(publish.state().building).toBe(COMMIT);
    await publish.stop();
    await done;
    expect(ended).toBe(true);
    expect(swapped).toEqual([]);
    expect(readdirSync(buildsDir)).toEqual([]);
    expect(publish.state()).toMatchObject({ live: null, building: null, queued: false });
    expect(lines.at(-1)).toMatch(/stopped with the server/);
    await publish.publish();
    expect(started).toBe(1);
  });
});

describe("what the publisher says while a publish starts", () => {
  test("from the moment it is asked for, never 'live' with the old result until the new one is in", async () => {
    dir = mkdtempSync(path.join(tmpdir(), "publisher-"));
    let release = () => {};
    const headAsked = new Promise<void>((resolve) => (release = resolve));
    let reading = false;
    const publish = publisher({
      repoDir: dir,
      buildsDir: path.join(dir, "builds"),
      build: async (_repo, out) => {
        mkdirSync(out, { recursive: true });
        writeFileSync(path.join(out, "serve.json"), "{}");
        return { ok: true, output: "" };
      },
      swap: () => {},
      // Reading the newest commit takes a moment (git, on a busy machine).
      head: async () => {
        reading = true;
        await headAsked;
        return COMMIT;
      },
      clock: () => 0,
      log: () => {},
    });
    const done = publish.publish();
    expect(publish.state()).toMatchObject({ building: null, queued: true });
    await expect.poll(() => reading).toBe(true);
    expect(publish.state()).toMatchObject({ building: null, queued: true, last: null });
    release();
    await done;
    expect(publish.state()).toMatchObject({ live: COMMIT, building: null, queued: false, last: { ok: true } });
  });
});
