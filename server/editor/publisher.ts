/**
 * Publishing: after a save, the site is built from the content repository in a child process at
 * low priority (nice), one build at a time (a save during a build waits its turn; saves that
 * waited together are built once, from the newest commit), each into a folder of its own
 * (DATA_DIR/builds/<commit>). A build that succeeds is handed to `swap` (the server serves it from
 * then on) and recorded as live (DATA_DIR/builds/live.json, read at the next start); one that
 * fails leaves the live site as it was and keeps the reason (the file and the field), which the
 * editor and /office show. Older builds are removed, the live one and the one before are kept.
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/** Builds the site in `repoDir` into `outDir`; resolves with its exit code, output and peak memory (kB). */
export type BuildCommand = (
  repoDir: string,
  outDir: string,
  /** Aborted when the server stops: the build is ended, and its result is a failure. */
  signal?: AbortSignal,
) => Promise<{ ok: boolean; output: string; peakKb?: number }>;

/**
 * The real build: `react-router build` of the content repository, niced. It builds inside the
 * repository (build/publishing, git-ignored: the prerender imports the built server, which must
 * find node_modules), then the result is moved to `outDir` (the same disk: a rename).
 */
export const reactRouterBuild: BuildCommand = async (repoDir, outDir, signal) => {
  const inside = path.join(repoDir, "build", "publishing");
  await rm(inside, { recursive: true, force: true });
  const result = await runBuild(repoDir, inside, signal);
  if (result.ok && !signal?.aborted) {
    await rm(outDir, { recursive: true, force: true });
    await rename(inside, outDir);
  } else await rm(inside, { recursive: true, force: true });
  return result;
};

const runBuild: BuildCommand = (repoDir, outDir, signal) =>
  new Promise((resolve) => {
    const bin = path.join(repoDir, "node_modules/@react-router/dev/bin.js");
    const timed = existsSync("/usr/bin/time");
    const args = timed
      ? ["-n", "10", "/usr/bin/time", "-f", "peak-kb %M", process.execPath, bin, "build"]
      : ["-n", "10", process.execPath, bin, "build"];
    const child = spawn("nice", args, {
      cwd: repoDir,
      env: {
        ...process.env,
        NODE_ENV: "production",
        BUILD_DIR: outDir,
        // The photos' outputs, kept between publishes beside the content (DATA_DIR/photo-cache), where
        // the server may write; never in the release's node_modules (scripts/photos.ts).
        PHOTO_CACHE: process.env.PHOTO_CACHE ?? path.join(repoDir, "..", "photo-cache"),
      },
      stdio: ["ignore", "pipe", "pipe"],
      // A process group of its own: stopping the build stops the prerender's workers with it.
      detached: true,
    });
    const stop = () => {
      try {
        process.kill(-child.pid!, "SIGTERM");
      } catch {
        // already gone
      }
    };
    if (signal?.aborted) stop();
    else signal?.addEventListener("abort", stop, { once: true });
    let output = "";
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString("utf8")).slice(-64 * 1024);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("error", (error) => resolve({ ok: false, output: `${output}\n${error.message}` }));
    child.on("close", (code) => {
      signal?.removeEventListener("abort", stop);
      const peak = /peak-kb (\d+)/.exec(output);
      resolve({ ok: code === 0, output, ...(peak ? { peakKb: Number(peak[1]) } : {}) });
    });
  });

export interface BuildResult {
  commit: string;
  ok: boolean;
  startedAt: number;
  finishedAt: number;
  /** What went wrong, in the build's words (the content lines first: file, field, expected). */
  problems: string[];
  /** Whether the problems name the content's files (a page's words), or are the code's (its last lines). */
  inContent: boolean;
  peakKb?: number;
}

export interface PublisherOptions {
  repoDir: string;
  buildsDir: string;
  build: BuildCommand;
  /** Makes the new build the one the server serves. */
  swap: (buildDir: string) => void;
  head: () => Promise<string>;
  clock: () => number;
  log: (line: string) => void;
}

/**
 * The lines of a failed build that name a content file (`inContent`), or else its last lines (the
 * code's own failure).
 */
export function reasons(output: string): { problems: string[]; inContent: boolean } {
  // eslint-disable-next-line no-control-regex
  const clean = output.replace(/\u001b\[[0-9;]*m/g, "");
  const named = [...new Set(clean.split("\n").filter((l) => /app\/content\/\S+: /.test(l)))].map((l) =>
    l.replace(/^.*?(app\/content\/)/, "$1").trim(),
  );
  if (named.length) return { problems: named.slice(0, 20), inContent: true };
  const last = clean
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(-8);
  return { problems: last, inContent: false };
}

/** The build recorded as live by an earlier run, when it is still on disk. */
export function liveBuild(buildsDir: string): { commit: string; dir: string } | null {
  try {
    const live = JSON.parse(readFileSync(path.join(buildsDir, "live.json"), "utf8")) as { commit: string };
    const dir = path.join(buildsDir, live.commit);
    return /^[0-9a-f]{40}$/.test(live.commit) && existsSync(path.join(dir, "serve.json"))
      ? { commit: live.commit, dir }
      : null;
  } catch {
    return null;
  }
}

export function publisher(options: PublisherOptions) {
  let running: Promise<void> | null = null;
  let wanted = false;
  let starting = false;
  let building: string | null = null;
  let last: BuildResult | null = null;
  let live: string | null = liveBuild(options.buildsDir)?.commit ?? null;
  const waiters: (() => void)[] = [];
  const stopped = new AbortController();

  async function buildOnce() {
    const commit = await options.head();
    if (commit === live) return;
    building = commit;
    starting = false;
    const out = path.join(options.buildsDir, commit);
    await mkdir(options.buildsDir, { recursive: true });
    await rm(out, { recursive: true, force: true });
    const startedAt = options.clock();
    options.log(`publish: building ${commit.slice(0, 10)}`);
    const result = await options.build(options.repoDir, out, stopped.signal);
    if (stopped.signal.aborted) {
      building = null;
      await rm(out, { recursive: true, force: true });
      options.log(`publish: the build of ${commit.slice(0, 10)} was stopped with the server`);
      return;
    }
    const finishedAt = options.clock();
    building = null;
    if (result.ok && existsSync(path.join(out, "serve.json"))) {
      options.swap(out);
      const before = live;
      // The new live build and its result together: whoever asks between the two sees both.
      live = commit;
      last = { commit, ok: true, startedAt, finishedAt, problems: [], inContent: false, peakKb: result.peakKb };
      await writeFile(path.join(options.buildsDir, "live.json"), JSON.stringify({ commit, at: finishedAt }));
      options.log(`publish: ${commit.slice(0, 10)} is live (${Math.round((finishedAt - startedAt) / 1000)} s)`);
      for (const name of await readdir(options.buildsDir))
        if (/^[0-9a-f]{40}$/.test(name) && name !== commit && name !== before)
          await rm(path.join(options.buildsDir, name), { recursive: true, force: true });
    } else {
      await rm(out, { recursive: true, force: true });
      last = { commit, ok: false, startedAt, finishedAt, ...reasons(result.output), peakKb: result.peakKb };
      options.log(`publish: the build of ${commit.slice(0, 10)} failed; the live site is unchanged`);
    }
  }

  async function loop() {
    while (wanted) {
      wanted = false;
      // Asked for, not building yet (the newest commit is being read): still "queued" to whoever asks.
      starting = true;
      try {
        await buildOnce();
      } catch (error) {
        building = null;
        options.log(`publish: ${(error as Error).message.split("\n")[0]}`);
      } finally {
        starting = false;
      }
    }
    running = null;
    for (const done of waiters.splice(0)) done();
  }

  return {
    /** Asks for a build of the repository's newest commit; resolves once no build is left to run. */
    publish(): Promise<void> {
      if (stopped.signal.aborted) return Promise.resolve();
      wanted = true;
      running ??= loop();
      return new Promise((resolve) => waiters.push(resolve));
    },
    state: () => ({ live, building, last, queued: wanted || starting }),
    /** Ends a build that is running (its files removed; the live build stays) and starts no other. */
    async stop(): Promise<void> {
      wanted = false;
      stopped.abort();
      await running;
    },
  };
}

export type Publisher = ReturnType<typeof publisher>;
