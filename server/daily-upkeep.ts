/**
 * What the server does once a day (it asks every hour; the backup itself skips a day already
 * backed up): requests past their retention deleted, audit entries older than six years dropped
 * (the chain's anchor moves with them), ended sessions forgotten, and the daily backup written
 * (the database, the requests' files, the content repository, the audit chain's head).
 */
import path from "node:path";
import type { ChainHead } from "./accounts/audit";
import { site } from "~/content/site";
import { dailyBackup } from "./db/backups";
import type { Db } from "./db/database";

export function dailyUpkeep(deps: {
  store: { purge(days: number, now: number): number };
  audit: { purge(now: number): number; head(): ChainHead | null };
  sessions: { purge(now: number): unknown };
  db: Db;
  backupDir: string;
  backupsKept: number;
  filesDir: string;
  siteDir: string;
  clock: () => number;
  log: (line: string) => void;
}) {
  const { store, audit, clock, log } = deps;
  return async () => {
    const removed = store.purge(site.requestRetentionDays, clock());
    if (removed) log(`retention: deleted ${removed} request(s) older than ${site.requestRetentionDays} days`);
    const dropped = audit.purge(clock());
    if (dropped) log(`retention: dropped ${dropped} audit entries older than six years`);
    deps.sessions.purge(clock());
    try {
      const file = await dailyBackup(deps.db, deps.backupDir, deps.backupsKept, clock(), {
        files: deps.filesDir,
        site: deps.siteDir,
        auditHead: () => audit.head(),
      });
      if (file) log(`backup: ${path.basename(file)}`);
    } catch (error) {
      log(`backup failed: ${(error as { code?: string }).code ?? (error as Error).name}`);
    }
  };
}
