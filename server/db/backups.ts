/**
 * Daily backups, taken by the server itself: SQLite's online backup of the database (consistent
 * while requests come in) into BACKUP_DIR (DATA_DIR/backups by default), one file a day named by
 * its UTC date and time, the newest `keep` (30) kept. Beside each, the editor's content repository
 * (DATA_DIR/site) as a git bundle of the same date and time (site-<date>.bundle: every commit, one
 * file); the files the requests came with (DATA_DIR/files) go into BACKUP_DIR/files, each once,
 * for as long as a kept backup names it. `npm run restore -- FILE` puts all of it back.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { copyNamedFiles, dropUnnamedFiles } from "../../scripts/backup-files.mjs";
import { BACKUP_NAME as NAME, backupName, siteBundleOf } from "../../scripts/backup-names.mjs";
import { promisify } from "node:util";
import type { ChainHead } from "../accounts/audit";
import type { Db } from "./database";

export { backupName, siteBundleOf };

/** The audit trail's head (last number and MAC) when the backup `file` was taken. */
export const auditAnchorOf = (file: string) =>
  path.join(path.dirname(file), path.basename(file).replace(NAME, "audit-$1.json"));

/** The head written beside the newest backup in `dir` that has one, or null. */
export function latestAuditAnchor(dir: string): ChainHead | null {
  for (const name of listBackups(dir).reverse()) {
    const file = auditAnchorOf(path.join(dir, name));
    if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as ChainHead;
  }
  return null;
}

/** Writes the git repository `siteDir` (every branch and commit) to `file`; false when there is no repository yet. */
export async function bundleSite(siteDir: string, file: string): Promise<boolean> {
  if (!existsSync(path.join(siteDir, ".git"))) return false;
  await promisify(execFile)("git", ["bundle", "create", "--quiet", file, "--all"], {
    cwd: siteDir,
    env: { ...process.env, GIT_CONFIG_NOSYSTEM: "1", GIT_TERMINAL_PROMPT: "0" },
  });
  return true;
}

/** The backups in `dir`, oldest first. */
export function listBackups(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((name) => NAME.test(name))
      .sort();
  } catch {
    return [];
  }
}

/**
 * Takes a backup now unless one was taken in the last 20 hours, with the files it names (from
 * `sources.files`) and the content repository (`sources.site`, as a bundle); drops the oldest past
 * `keep`, and the files no kept backup names. A recent backup without its bundle (taken before the
 * content repository was made) gets it.
 */
export async function dailyBackup(
  db: Db,
  dir: string,
  keep: number,
  now: number,
  sources: { files?: string; site?: string; auditHead?: () => ChainHead | null } = {},
): Promise<string | null> {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const last = listBackups(dir).at(-1);
  const lastAt = last
    ? Date.parse(
        last.replace(NAME, "$1").replace(/^(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})$/, "$1-$2-$3T$4:$5:$6Z"),
      )
    : 0;
  if (now - lastAt < 20 * 60 * 60 * 1000) {
    // The backup taken at start may precede the content repository (made just after): its bundle then.
    const newest = path.join(dir, last!);
    if (sources.site && !existsSync(siteBundleOf(newest))) await bundleSite(sources.site, siteBundleOf(newest));
    return null;
  }
  const file = path.join(dir, backupName(now));
  await db.backup(file);
  if (sources.files) copyNamedFiles(file, sources.files, path.join(dir, "files"));
  if (sources.site) await bundleSite(sources.site, siteBundleOf(file));
  // Outside the database, so a shortened or rewritten audit trail no longer reaches this head.
  const head = sources.auditHead?.();
  if (head) writeFileSync(auditAnchorOf(file), JSON.stringify(head), { mode: 0o600 });
  const all = listBackups(dir);
  for (const old of all.slice(0, Math.max(0, all.length - keep))) {
    rmSync(path.join(dir, old), { force: true });
    rmSync(siteBundleOf(path.join(dir, old)), { force: true });
    rmSync(auditAnchorOf(path.join(dir, old)), { force: true });
  }
  if (sources.files)
    dropUnnamedFiles(
      path.join(dir, "files"),
      listBackups(dir).map((name) => path.join(dir, name)),
    );
  return file;
}
