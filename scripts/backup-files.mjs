/**
 * The files a copy of the database needs (a referral's documents, résumés): kept in `files/`
 * beside the copy, under their ids, as the data directory holds them (encrypted with DATA_KEY).
 * The server's daily backup, `npm run backup` and `npm run restore` share these. A file never
 * changes once kept, so a file already there is not copied again, and on the same disk it is a
 * hard link (no space used twice).
 */
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The ids of the files a database file names (none in a database from before files). */
export function filesNamedBy(databaseFile) {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'files'").get();
    return table
      ? db
          .prepare("SELECT id FROM files")
          .all()
          .map((row) => row.id)
          .filter((id) => ID.test(id))
      : [];
  } finally {
    db.close();
  }
}

/** Puts each file `databaseFile` names from `from` into `to` when it is not there yet. */
export function copyNamedFiles(databaseFile, from, to) {
  let copied = 0;
  const missing = [];
  for (const id of filesNamedBy(databaseFile)) {
    const target = path.join(to, id);
    if (existsSync(target)) continue;
    const source = path.join(from, id);
    if (!existsSync(source)) {
      missing.push(id);
      continue;
    }
    mkdirSync(to, { recursive: true, mode: 0o700 });
    try {
      linkSync(source, target);
    } catch {
      copyFileSync(source, target);
    }
    copied++;
  }
  return { copied, missing };
}

/** Removes from `dir` the files that none of `databaseFiles` names (their backups were dropped). */
export function dropUnnamedFiles(dir, databaseFiles) {
  if (!existsSync(dir)) return 0;
  const named = new Set(databaseFiles.flatMap((file) => filesNamedBy(file)));
  let dropped = 0;
  for (const name of readdirSync(dir)) {
    if (named.has(name)) continue;
    rmSync(path.join(dir, name), { force: true });
    dropped++;
  }
  return dropped;
}
