/**
 * `npm run backup [-- <file>]`: a consistent copy of the request database (DATA_DIR/requests.db)
 * made with SQLite's online backup, safe while the server runs. Default destination:
 * DATA_DIR/backups/requests-<UTC date>-<UTC time>.db, named as the server's daily backups
 * (./backup-names.mjs). The copy holds what the database holds: encrypted values stay encrypted (keep DATA_KEY, separately, to read them). The files its
 * requests came with go into `files/` beside it (./backup-files.mjs), encrypted as they are, and
 * the editor's content repository (DATA_DIR/site) beside it as a git bundle (site-<same
 * date>.bundle); `npm run restore` puts all of it back.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { copyNamedFiles } from "./backup-files.mjs";
import { backupName, siteBundleOf } from "./backup-names.mjs";

const dataDir = path.resolve(process.env.DATA_DIR?.trim() || "data");
const source = path.join(dataDir, "requests.db");
if (!existsSync(source)) {
  console.error(`No database at ${source} (set DATA_DIR to the server's data directory).`);
  process.exit(1);
}
const target = path.resolve(process.argv[2] ?? path.join(dataDir, "backups", backupName(Date.now())));
mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
const db = new Database(source, { fileMustExist: true });
try {
  const { totalPages } = await db.backup(target);
  console.log(`Backed up ${source} to ${target} (${totalPages} pages).`);
  const files = copyNamedFiles(target, path.join(dataDir, "files"), path.join(path.dirname(target), "files"));
  if (files.copied)
    console.log(`${files.copied} new file(s) of requests copied to ${path.join(path.dirname(target), "files")}.`);
  if (files.missing.length)
    console.error(`${files.missing.length} file(s) the database names are missing from ${dataDir}.`);
} finally {
  db.close();
}
const site = path.join(dataDir, "site");
if (existsSync(path.join(site, ".git"))) {
  const bundle = siteBundleOf(target);
  execFileSync("git", ["bundle", "create", "--quiet", bundle, "--all"], { cwd: site, stdio: "inherit" });
  console.log(`Backed up the site's content (${site}) to ${bundle}.`);
}
