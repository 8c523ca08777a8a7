/**
 * The content repository (DATA_DIR/site) on the replica, beside the database: after each publish
 * and at start, a git bundle of every branch and commit (drafts too) as
 * content/site-<UTC time to the millisecond>.bundle; the newest few kept. The restore from the
 * replica clones the newest bundle (or the newest at or before --at) when CONTENT_REMOTE is not set.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { bundleSite } from "../db/backups";
import type { Blobs } from "./blobs";

const run = promisify(execFile);
const NAME = /^site-(\d{8}T\d{9}Z)\.bundle$/;
/** The bundles kept on the replica: the newest and a few before it. */
export const BUNDLES_KEPT = 5;

export const bundleName = (at: number) => `site-${new Date(at).toISOString().replace(/[-:.]/g, "")}.bundle`;

/** When a bundle was made, from its name (null for a name not of a bundle). */
export function bundleTime(name: string): number | null {
  const stamp = NAME.exec(name)?.[1];
  if (!stamp) return null;
  const iso = `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}.${stamp.slice(15, 18)}Z`;
  return Date.parse(iso);
}

/** The newest bundle, or the newest made at or before `at`; null when there is none. */
export function pickBundle(names: readonly string[], at?: number): string | null {
  const dated = names
    .map((name) => ({ name, time: bundleTime(name) }))
    .filter((b): b is { name: string; time: number } => b.time !== null && (at === undefined || b.time <= at))
    .sort((a, b) => a.time - b.time);
  return dated.at(-1)?.name ?? null;
}

const gitEnv = { ...process.env, GIT_CONFIG_NOSYSTEM: "1", GIT_TERMINAL_PROMPT: "0" };

/** Sends bundles of `siteDir` to the replica; one made only when a branch moved since the last sent. */
export function contentUploader(options: { blobs: Blobs; siteDir: string; clock: () => number; kept?: number }) {
  let sentRefs: string | null = null;
  return async function upload(): Promise<string | null> {
    if (!existsSync(path.join(options.siteDir, ".git"))) return null;
    const refs = (
      await run("git", ["for-each-ref", "--format=%(objectname) %(refname)"], { cwd: options.siteDir, env: gitEnv })
    ).stdout;
    if (refs === sentRefs) return null;
    const temp = mkdtempSync(path.join(os.tmpdir(), "content-bundle-"));
    try {
      const file = path.join(temp, "site.bundle");
      if (!(await bundleSite(options.siteDir, file))) return null;
      const name = bundleName(options.clock());
      await options.blobs.put(`content/${name}`, await readFile(file));
      sentRefs = refs;
      const old = (await options.blobs.list("content"))
        .filter((n) => bundleTime(n) !== null)
        .sort()
        .slice(0, -(options.kept ?? BUNDLES_KEPT));
      for (const n of old) await options.blobs.remove(`content/${n}`);
      return name;
    } finally {
      rmSync(temp, { recursive: true, force: true });
    }
  };
}

/**
 * The content repository back as `siteDir` from the replica's bundle (the newest, or the newest at
 * or before `at`): every branch, no remote. What it did, in a sentence for the restore's summary.
 */
export async function restoreContent(blobs: Blobs, siteDir: string, at?: number): Promise<string> {
  const name = pickBundle(await blobs.list("content"), at);
  if (!name)
    return `the replica holds no content bundle${at === undefined ? "" : " as early as that time"}: the content is the release's until the editor saves.`;
  const body = await blobs.get(`content/${name}`);
  if (!body) return `content not restored: ${name} went missing from the replica.`;
  const temp = mkdtempSync(path.join(os.tmpdir(), "content-restore-"));
  const cloned = `${siteDir}.restoring`;
  try {
    const bundle = path.join(temp, name);
    writeFileSync(bundle, body, { mode: 0o600 });
    rmSync(cloned, { recursive: true, force: true });
    const git = async (args: string[], cwd: string) => (await run("git", args, { cwd, env: gitEnv })).stdout.trim();
    await git(["clone", "--quiet", bundle, cloned], path.dirname(siteDir));
    // Every branch of the bundle (the drafts are branches), then no remote.
    await git(["fetch", "--quiet", "--update-head-ok", bundle, "+refs/heads/*:refs/heads/*"], cloned);
    await git(["remote", "remove", "origin"], cloned);
    const last = await git(["log", "-1", "--format=%h %an: %s"], cloned);
    renameSync(cloned, siteDir);
    return `content from the replica's ${name} (last change ${last})`;
  } catch (error) {
    rmSync(cloned, { recursive: true, force: true });
    return `content not restored: ${name} is damaged (${String((error as Error).message).split("\n")[0]})`;
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}
