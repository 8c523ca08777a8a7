/**
 * The server's one SQLite database (DATA_DIR/requests.db, better-sqlite3): write-ahead log and
 * synchronous=FULL, so what is written is on disk before anyone is told it was kept. Opening it
 * runs the schema's steps it has not had yet (./migrations.ts), oldest first.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { MIGRATIONS, type Migration } from "./migrations";

export type Db = Database.Database;

export const DATABASE_FILE = "requests.db";

/** Runs the steps after the database's version; returns the names of those it ran. */
export function migrate(db: Db, migrations: readonly Migration[] = MIGRATIONS): string[] {
  const version = db.pragma("user_version", { simple: true }) as number;
  if (version > migrations.length)
    throw new Error(
      `The database is at schema version ${version}, newer than this server knows (${migrations.length}): run the newer release, or restore a backup made by this one.`,
    );
  const ran: string[] = [];
  migrations.slice(version).forEach((step, i) => {
    db.transaction(() => {
      db.exec(step.sql);
      db.pragma(`user_version = ${version + i + 1}`);
    })();
    ran.push(step.name);
  });
  return ran;
}

export function openDatabase(dataDir: string): { db: Db; migrated: string[] } {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const db = new Database(path.join(dataDir, DATABASE_FILE));
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.pragma("foreign_keys = ON");
  return { db, migrated: migrate(db) };
}
