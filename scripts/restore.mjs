/**
 * `npm run restore -- FILE`: puts a backup (a daily one of BACKUP_DIR, or one `npm run backup`
 * made) back as DATA_DIR/requests.db. Stop the server first: it refuses while the server's
 * process is running. The backup is checked (SQLite's integrity check) before anything moves;
 * the database it replaces is kept beside it as requests.db.replaced-<date and time>. The files
 * the backup's requests came with are put back from `files/` beside it when DATA_DIR/files lacks
 * them (./backup-files.mjs).
 */
import { copyFileSync, existsSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { copyNamedFiles } from "./backup-files.mjs";

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
if (existsSync(target)) {
  const kept = `${target}.replaced-${new Date().toISOString().replace(/[-:]/g, "").slice(0, 15)}`;
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
console.log(`Restored ${file} (${requests} requests) to ${target}. Start the server again.`);
