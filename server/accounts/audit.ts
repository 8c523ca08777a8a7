/**
 * The audit trail: every sign-in (and failed one), every look at or change to a family's request,
 * every export, delete and download, every change to an account. Append-only: each entry's hash
 * covers the entry and the hash before it, so an entry changed or taken out breaks the chain
 * from there on (verify()). Entries name a request by its id, never by what the family wrote,
 * so a request can still go at retention while its trail stays for six years.
 */
import { createHash } from "node:crypto";
import type { Db } from "../db/database";

export const AUDIT_YEARS = 6;

export interface AuditEntry {
  seq: number;
  at: number;
  /** The staff member's id (null: the command line, the server itself, or an unknown e-mail). */
  actor: string | null;
  /** Their name and e-mail when it happened (kept if the account goes). */
  actorLabel: string;
  action: string;
  target: string | null;
  detail: string;
  address: string;
  hash: string;
}

export type NewEntry = Pick<AuditEntry, "action"> & Partial<Omit<AuditEntry, "seq" | "hash" | "at">>;

export interface AuditFilter {
  action?: string;
  actor?: string;
  target?: string;
  from?: number;
  to?: number;
}

const GENESIS = "0".repeat(64);

function entryHash(previous: string, e: Omit<AuditEntry, "hash">): string {
  const fields = [e.seq, e.at, e.actor ?? "", e.actorLabel, e.action, e.target ?? "", e.detail, e.address];
  return createHash("sha256")
    .update(`${previous}\n${JSON.stringify(fields)}`)
    .digest("hex");
}

const toEntry = (row: Record<string, unknown>): AuditEntry => ({
  seq: row.seq as number,
  at: row.at as number,
  actor: (row.actor as string | null) ?? null,
  actorLabel: row.actor_label as string,
  action: row.action as string,
  target: (row.target as string | null) ?? null,
  detail: row.detail as string,
  address: row.address as string,
  hash: row.hash as string,
});

function where(filter: AuditFilter): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, ...values: unknown[]) => {
    parts.push(sql);
    params.push(...values);
  };
  if (filter.action) add("action = ?", filter.action);
  if (filter.actor) add("actor = ?", filter.actor);
  if (filter.target) add("target = ?", filter.target);
  if (filter.from !== undefined) add("at >= ?", filter.from);
  if (filter.to !== undefined) add("at < ?", filter.to);
  return { sql: parts.length ? `WHERE ${parts.join(" AND ")}` : "", params };
}

export function auditTrail(db: Db, clock: () => number) {
  const last = db.prepare("SELECT seq, hash FROM audit ORDER BY seq DESC LIMIT 1");
  const insert = db.prepare(
    "INSERT INTO audit (seq, at, actor, actor_label, action, target, detail, address, hash) VALUES (@seq, @at, @actor, @actorLabel, @action, @target, @detail, @address, @hash)",
  );
  /** Where the chain starts: nothing before it, or the last entry that retention dropped. */
  const readAnchor = (): { seq: number; hash: string } => {
    const row = db.prepare("SELECT value FROM settings WHERE key = 'audit_anchor'").get() as
      { value: string } | undefined;
    return row ? (JSON.parse(row.value) as { seq: number; hash: string }) : { seq: 0, hash: GENESIS };
  };
  const append = db.transaction((entry: NewEntry) => {
    const previous = (last.get() as { seq: number; hash: string } | undefined) ?? readAnchor();
    const row = {
      seq: previous.seq + 1,
      at: clock(),
      actor: entry.actor ?? null,
      actorLabel: entry.actorLabel ?? "",
      action: entry.action,
      target: entry.target ?? null,
      detail: entry.detail ?? "",
      address: entry.address ?? "",
    };
    insert.run({ ...row, hash: entryHash(previous.hash, row) });
  });

  return {
    record(entry: NewEntry): void {
      append(entry);
    },
    /** Newest first. */
    list(filter: AuditFilter, page = { offset: 0, limit: 100 }): { entries: AuditEntry[]; total: number } {
      const { sql, params } = where(filter);
      const total = (db.prepare(`SELECT COUNT(*) AS n FROM audit ${sql}`).get(...params) as { n: number }).n;
      const rows = db
        .prepare(`SELECT * FROM audit ${sql} ORDER BY seq DESC LIMIT ? OFFSET ?`)
        .all(...params, page.limit, page.offset) as Record<string, unknown>[];
      return { entries: rows.map(toEntry), total };
    },
    /** Oldest first, for a request's history. */
    forTarget(target: string): AuditEntry[] {
      return (
        db.prepare("SELECT * FROM audit WHERE target = ? ORDER BY seq").all(target) as Record<string, unknown>[]
      ).map(toEntry);
    },
    actions(): string[] {
      return (db.prepare("SELECT DISTINCT action FROM audit ORDER BY action").all() as { action: string }[]).map(
        (r) => r.action,
      );
    },
    /** Walks the whole chain: the first entry whose hash or number does not follow, or ok. */
    verify(): { ok: true; count: number } | { ok: false; count: number; seq: number } {
      const anchor = readAnchor();
      let previous = anchor.hash;
      let expectedSeq = anchor.seq + 1;
      let count = 0;
      for (const row of db.prepare("SELECT * FROM audit ORDER BY seq").iterate() as Iterable<Record<string, unknown>>) {
        const entry = toEntry(row);
        if (entry.seq !== expectedSeq || entryHash(previous, entry) !== entry.hash)
          return { ok: false, count, seq: entry.seq === expectedSeq ? entry.seq : expectedSeq };
        previous = entry.hash;
        expectedSeq++;
        count++;
      }
      return { ok: true, count };
    },
    /** Drops entries older than six years; the last one dropped becomes the chain's anchor. */
    purge(now: number): number {
      const cutoff = now - AUDIT_YEARS * 366 * 24 * 60 * 60 * 1000;
      return db.transaction(() => {
        const newest = db.prepare("SELECT seq, hash FROM audit WHERE at < ? ORDER BY seq DESC LIMIT 1").get(cutoff) as
          { seq: number; hash: string } | undefined;
        if (!newest) return 0;
        db.prepare("INSERT OR REPLACE INTO settings (key, value) VALUES ('audit_anchor', ?)").run(
          JSON.stringify(newest),
        );
        return db.prepare("DELETE FROM audit WHERE seq <= ?").run(newest.seq).changes;
      })();
    },
  };
}

export type AuditTrail = ReturnType<typeof auditTrail>;
