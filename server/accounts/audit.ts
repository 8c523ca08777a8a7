/**
 * The audit trail: every sign-in (and failed one), every look at or change to a family's request,
 * every export, delete and download, every change to an account. Append-only: each entry's MAC
 * (HMAC-SHA-256 with a key from AUDIT_KEY or DATA_KEY, never kept in the database; plain SHA-256
 * without either) covers the entry and the MAC before it, so an entry changed or taken out breaks
 * the chain, and without the key it cannot be written again. The chain's head and length are
 * also written outside the database (beside each backup), so a removed tail shows too (verify()). Entries name a request by its id, never by what the family wrote,
 * so a request can still go at retention while its trail stays for six years.
 */
import { createHash, createHmac, hkdfSync } from "node:crypto";
import { keyFrom } from "../sealing";
import type { Db } from "../db/database";
import { addSetting, readSetting, writeSetting } from "../db/settings-table";

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

/** The key of the chain's MACs: AUDIT_KEY, else one derived from DATA_KEY, else none. */
export function auditKey(secrets: { auditKey?: string; dataKey?: string }): Buffer | null {
  if (secrets.auditKey) return keyFrom(secrets.auditKey);
  if (secrets.dataKey) return Buffer.from(hkdfSync("sha256", keyFrom(secrets.dataKey), "", "audit trail chain", 32));
  return null;
}

function entryHash(key: Buffer | null, previous: string, e: Omit<AuditEntry, "hash">): string {
  const fields = [e.seq, e.at, e.actor ?? "", e.actorLabel, e.action, e.target ?? "", e.detail, e.address];
  const text = `${previous}\n${JSON.stringify(fields)}`;
  return (key ? createHmac("sha256", key) : createHash("sha256")).update(text).digest("hex");
}

/** The chain's last entry as written outside the database: its number and MAC. */
export interface ChainHead {
  seq: number;
  hash: string;
}

/** What verify() found wrong, from entry `seq` on. */
export type AuditProblem = "changed" | "recomputed" | "removed" | "tail-removed";

export type AuditCheck =
  | { ok: true; count: number; head: ChainHead | null }
  | { ok: false; count: number; seq: number; problem: AuditProblem };

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

export function auditTrail(db: Db, clock: () => number, key: Buffer | null = null) {
  const last = db.prepare("SELECT seq, hash FROM audit ORDER BY seq DESC LIMIT 1");
  const insert = db.prepare(
    "INSERT INTO audit (seq, at, actor, actor_label, action, target, detail, address, hash) VALUES (@seq, @at, @actor, @actorLabel, @action, @target, @detail, @address, @hash)",
  );
  /** Where the chain starts: nothing before it, or the last entry that retention dropped. */
  const readAnchor = (): { seq: number; hash: string } => {
    const anchor = readSetting(db, "audit_anchor");
    return anchor ? (JSON.parse(anchor) as { seq: number; hash: string }) : { seq: 0, hash: GENESIS };
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
    insert.run({ ...row, hash: entryHash(key, previous.hash, row) });
  });

  function walk(withKey: Buffer | null, written: ChainHead | null): AuditCheck {
    const anchor = readAnchor();
    let previous = anchor.hash;
    let expectedSeq = anchor.seq + 1;
    let count = 0;
    let broken: AuditEntry | null = null;
    for (const row of db.prepare("SELECT * FROM audit ORDER BY seq").iterate() as Iterable<Record<string, unknown>>) {
      const entry = toEntry(row);
      if (broken) {
        // The entry after a broken one: does it still follow the broken one's MAC as stored?
        const alone = entryHash(withKey, broken.hash, entry) === entry.hash;
        return { ok: false, count, seq: broken.seq, problem: alone ? "changed" : "recomputed" };
      }
      if (entry.seq !== expectedSeq) return { ok: false, count, seq: expectedSeq, problem: "removed" };
      if (entryHash(withKey, previous, entry) !== entry.hash) {
        broken = entry;
        continue;
      }
      previous = entry.hash;
      expectedSeq++;
      count++;
    }
    if (broken) return { ok: false, count, seq: broken.seq, problem: "changed" };
    if (written && written.seq >= expectedSeq) return { ok: false, count, seq: expectedSeq, problem: "tail-removed" };
    if (written && written.seq > anchor.seq) {
      const at = db.prepare("SELECT hash FROM audit WHERE seq = ?").get(written.seq) as { hash: string } | undefined;
      if (at?.hash !== written.hash) return { ok: false, count, seq: written.seq, problem: "recomputed" };
    }
    return { ok: true, count, head: expectedSeq > anchor.seq + 1 ? { seq: expectedSeq - 1, hash: previous } : null };
  }

  // A chain written before it had a key (plain SHA-256) is checked, then written again with the key.
  if (key) {
    const keyId = createHmac("sha256", key).update("audit key id").digest("hex").slice(0, 16);
    const known = readSetting(db, "audit_key_id");
    if (!known && walk(null, null).ok)
      db.transaction(() => {
        let previous = readAnchor().hash;
        const update = db.prepare("UPDATE audit SET hash = ? WHERE seq = ?");
        for (const row of db.prepare("SELECT * FROM audit ORDER BY seq").all() as Record<string, unknown>[]) {
          const entry = toEntry(row);
          previous = entryHash(key, previous, entry);
          update.run(previous, entry.seq);
        }
        addSetting(db, "audit_key_id", keyId);
      })();
  }

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
    /**
     * Walks the whole chain, and checks it reaches `written` (the head kept outside the database):
     * the first entry that does not follow, and how. "changed": that entry alone was edited (the
     * next one still follows its MAC); "recomputed": the chain was written again from there (without
     * the key); "removed": a number is missing; "tail-removed": the newest entries are gone.
     */
    verify(written: ChainHead | null = null): AuditCheck {
      return walk(key, written);
    },
    head(): ChainHead | null {
      return (last.get() as ChainHead | undefined) ?? null;
    },
    /** Drops entries older than six years; the last one dropped becomes the chain's anchor. */
    purge(now: number): number {
      const cutoff = now - AUDIT_YEARS * 366 * 24 * 60 * 60 * 1000;
      return db.transaction(() => {
        const newest = db.prepare("SELECT seq, hash FROM audit WHERE at < ? ORDER BY seq DESC LIMIT 1").get(cutoff) as
          { seq: number; hash: string } | undefined;
        if (!newest) return 0;
        writeSetting(db, "audit_anchor", JSON.stringify(newest));
        return db.prepare("DELETE FROM audit WHERE seq <= ?").run(newest.seq).changes;
      })();
    },
  };
}

export type AuditTrail = ReturnType<typeof auditTrail>;
