/**
 * The server's own settings, one table of keys and values: the office's policy (idle limit, two-step
 * for editors), the audit trail's anchor and key id, the search key and its id, where the server
 * last listened. Every module reads and writes them through these three.
 */
import type { Db } from "./database";

export const readSetting = (db: Db, key: string): string | undefined =>
  (db.prepare("SELECT value FROM settings WHERE key = ?").get(key) as { value: string } | undefined)?.value;

/** Sets `key`, whatever it was. */
export const writeSetting = (db: Db, key: string, value: string): void => {
  db.prepare("INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)").run(key, value);
};

/** Sets `key` once: throws if it is already set (a key made twice would make the first one's work unreadable). */
export const addSetting = (db: Db, key: string, value: string): void => {
  db.prepare("INSERT INTO settings (key, value) VALUES (?, ?)").run(key, value);
};
