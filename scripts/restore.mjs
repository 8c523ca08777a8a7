/**
 * `npm run restore -- FILE`: puts a backup (a daily one of BACKUP_DIR, or one `npm run backup`
 * made) back as DATA_DIR/requests.db, and the editor's content repository saved beside it
 * (site-<date>.bundle, when there is one) back as DATA_DIR/site, every branch (drafts too). Stop the server first: it refuses
 * while the server's process is running. Both are checked (SQLite's integrity check, a clone of
 * the bundle) before anything moves; what they replace is kept beside them as
 * requests.db.replaced-<date and time> and site.replaced-<date and time>. The files the backup's
 * requests came with are put back from `files/` beside it when DATA_DIR/files lacks them
 * (./backup-files.mjs).
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, readFileSync, renameSync, rmSync, symlinkSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { copyNamedFiles } from "./backup-files.mjs";
import { siteBundleOf } from "./backup-names.mjs";

// From the off-machine replica (REPLICA_URL) instead of a backup file: ./replica-restore.mjs.
if (process.argv[2] === "--from-replica") await import("./replica-restore.mjs");
const file = process.argv[2];
if (!file) {
  console.error("Usage: npm run restore -- FILE   (a backup, for example data/backups/requests-20261127-030000.db)");
  process.exit(2);
}
const dataDir = path.resolve(process.env.DATA_DIR?.trim() || "data");
const target = path.join(dataDir, "requests.db");
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
  if (alive) {
    console.error(`The server is running (process ${pid}): stop it first, then restore.`);
    process.exit(1);
  }
}
const backup = new Database(path.resolve(file), { readonly: true, fileMustExist: true });
const check = backup.pragma("integrity_check", { simple: true });
const requests = backup.prepare("SELECT COUNT(*) AS n FROM requests").get().n;
backup.close();
if (check !== "ok") {
  console.error(`${file} is damaged (${check}): nothing was changed.`);
  process.exit(1);
}
const stamp = new Date().toISOString().replace(/[-:]/g, "").slice(0, 15);

// The content repository's bundle of the same date and time, cloned (and so checked) first.
const bundle = siteBundleOf(path.resolve(file));
const site = path.join(dataDir, "site");
const cloned = `${site}.restoring`;
let siteCommit = null;
if (existsSync(bundle)) {
  rmSync(cloned, { recursive: true, force: true });
  const git = (args, cwd) =>
    execFileSync("git", args, { cwd, encoding: "utf8", env: { ...process.env, GIT_CONFIG_NOSYSTEM: "1" } }).trim();
  try {
    git(["clone", "--quiet", bundle, cloned], dataDir);
    // Every branch of the bundle as a branch of the repository (the drafts are branches), before
    // the remote, and the copies of its branches with it, is removed.
    git(["fetch", "--quiet", "--update-head-ok", bundle, "+refs/heads/*:refs/heads/*"], cloned);
    git(["remote", "remove", "origin"], cloned);
    siteCommit = git(["log", "-1", "--format=%h %an: %s"], cloned);
  } catch (error) {
    rmSync(cloned, { recursive: true, force: true });
    console.error(`${bundle} is damaged (${String(error.message).split("\n")[0]}): nothing was changed.`);
    process.exit(1);
  }
  // The build inside the repository finds the packages of the release (as when the server made it).
  const modules = path.join(cloned, "node_modules");
  if (!existsSync(modules)) symlinkSync(fileURLToPath(new URL("../node_modules", import.meta.url)), modules, "dir");
}

if (existsSync(target)) {
  const kept = `${target}.replaced-${stamp}`;
  // Fold the write-ahead log into the old file first, so what it held is kept with it.
  const old = new Database(target);
  old.pragma("wal_checkpoint(TRUNCATE)");
  old.close();
  renameSync(target, kept);
  console.log(`The database it replaces is kept as ${kept}.`);
}
for (const extra of ["-wal", "-shm"]) rmSync(`${target}${extra}`, { force: true });
copyFileSync(path.resolve(file), target);
const files = copyNamedFiles(target, path.join(path.dirname(path.resolve(file)), "files"), path.join(dataDir, "files"));
if (files.copied) console.log(`${files.copied} file(s) of requests put back in ${path.join(dataDir, "files")}.`);
if (files.missing.length)
  console.error(
    `${files.missing.length} file(s) the backup names are in neither folder: those documents cannot be downloaded.`,
  );
console.log(`Restored ${file} (${requests} requests) to ${target}.`);
if (siteCommit) {
  if (existsSync(site)) {
    renameSync(site, `${site}.replaced-${stamp}`);
    console.log(`The content repository it replaces is kept as ${site}.replaced-${stamp}.`);
  }
  renameSync(cloned, site);
  console.log(`Restored the site's content (${path.basename(bundle)}, last change ${siteCommit}) to ${site}.`);
  console.log("The server publishes it when it starts.");
} else console.log(`No content repository beside it (${path.basename(bundle)}): ${site} is as it was.`);
console.log("Start the server again.");
