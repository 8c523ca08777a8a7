/**
 * One naming for every backup, the server's daily one and `npm run backup`'s alike:
 * requests-<UTC date>-<UTC time>.db, and beside it the editor's content repository as
 * site-<the same date and time>.bundle. `npm run restore` finds the bundle by the same rule.
 */
import path from "node:path";

export const BACKUP_NAME = /^requests-(\d{8}-\d{6})\.db$/;

/** The backup's file name for the moment `now` (milliseconds since 1970). */
export const backupName = (now) =>
  `requests-${new Date(now).toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15)}.db`;

/** The content repository's bundle that goes with the database backup `file` (any name: `<name>.site.bundle`). */
export function siteBundleOf(file) {
  const name = path.basename(file);
  return path.join(
    path.dirname(file),
    BACKUP_NAME.test(name) ? name.replace(BACKUP_NAME, "site-$1.bundle") : `${name}.site.bundle`,
  );
}
