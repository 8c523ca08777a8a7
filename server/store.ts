/**
 * The requests, kept in SQLite (DATA_DIR/requests.db, better-sqlite3): write-ahead log and
 * synchronous=FULL, so a request is on disk before the visitor is told it was received. What the
 * visitor typed is one sealed JSON value (./sealing.ts); the kind, language, time and status stay
 * readable for the inbox and for retention. The outbox holds the office e-mails not sent yet.
 */
import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import type { FormName } from "~/lib/delivery";
import type { Sealer } from "./sealing";

export type RequestStatus = "new" | "called" | "closed";
export const STATUSES: readonly RequestStatus[] = ["new", "called", "closed"];

export interface StoredRequest {
  id: string;
  form: FormName;
  lang: "en" | "es";
  receivedAt: number;
  status: RequestStatus;
  spam: boolean;
  /** null when the values cannot be read (encrypted with another DATA_KEY). */
  values: Record<string, string> | null;
  /** The office e-mail: "none" (no e-mail for this kind), "pending" or "sent". */
  notice: "none" | "pending" | "sent";
}

export interface OutboxItem {
  requestId: string;
  attempts: number;
  nextAt: number;
}

const DAY = 24 * 60 * 60 * 1000;

export function openStore(dataDir: string, seal: Sealer) {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const db = new Database(path.join(dataDir, "requests.db"));
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.pragma("foreign_keys = ON");
  db.exec(`
    CREATE TABLE IF NOT EXISTS requests (
      id TEXT PRIMARY KEY,
      form TEXT NOT NULL,
      lang TEXT NOT NULL,
      received_at INTEGER NOT NULL,
      status TEXT NOT NULL DEFAULT 'new',
      spam INTEGER NOT NULL DEFAULT 0,
      sealed TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS requests_received ON requests (received_at);
    CREATE TABLE IF NOT EXISTS outbox (
      request_id TEXT PRIMARY KEY REFERENCES requests (id) ON DELETE CASCADE,
      attempts INTEGER NOT NULL DEFAULT 0,
      next_at INTEGER NOT NULL,
      sent_at INTEGER,
      last_error TEXT
    );
  `);

  const insert = db.prepare(
    "INSERT INTO requests (id, form, lang, received_at, spam, sealed) VALUES (@id, @form, @lang, @receivedAt, @spam, @sealed)",
  );
  const enqueue = db.prepare("INSERT INTO outbox (request_id, next_at) VALUES (?, ?)");
  const rowToRequest = (row: Record<string, unknown>): StoredRequest => {
    const text = seal.open(row.sealed as string);
    return {
      id: row.id as string,
      form: row.form as FormName,
      lang: row.lang as "en" | "es",
      receivedAt: row.received_at as number,
      status: row.status as RequestStatus,
      spam: row.spam === 1,
      values: text === null ? null : (JSON.parse(text) as Record<string, string>),
      notice: row.sent_at ? "sent" : row.next_at != null ? "pending" : "none",
    };
  };
  const select = "SELECT r.*, o.next_at, o.sent_at FROM requests r LEFT JOIN outbox o ON o.request_id = r.id";

  return {
    db,
    /** Keeps a request (and, when `notify`, its office e-mail in the outbox) in one transaction. */
    add(
      request: { form: FormName; lang: "en" | "es"; values: Record<string, string>; spam?: boolean },
      options: { notify: boolean; now: number },
    ): string {
      const id = randomUUID();
      db.transaction(() => {
        insert.run({
          id,
          form: request.form,
          lang: request.lang,
          receivedAt: options.now,
          spam: request.spam ? 1 : 0,
          sealed: seal.seal(JSON.stringify(request.values)),
        });
        if (options.notify) enqueue.run(id, options.now);
      })();
      return id;
    },
    get(id: string): StoredRequest | null {
      const row = db.prepare(`${select} WHERE r.id = ?`).get(id) as Record<string, unknown> | undefined;
      return row ? rowToRequest(row) : null;
    },
    /** Newest first; spam only when asked. */
    list(options: { spam?: boolean } = {}): StoredRequest[] {
      const rows = db
        .prepare(`${select} WHERE r.spam = ? ORDER BY r.received_at DESC, r.rowid DESC`)
        .all(options.spam ? 1 : 0) as Record<string, unknown>[];
      return rows.map(rowToRequest);
    },
    setStatus(id: string, status: RequestStatus): boolean {
      return db.prepare("UPDATE requests SET status = ? WHERE id = ?").run(status, id).changes === 1;
    },
    remove(id: string): boolean {
      return db.prepare("DELETE FROM requests WHERE id = ?").run(id).changes === 1;
    },
    /** Deletes the requests older than `days`; returns how many went. */
    purge(days: number, now: number): number {
      return db.prepare("DELETE FROM requests WHERE received_at < ?").run(now - days * DAY).changes;
    },
    /** Office e-mails due at `now`, oldest first. */
    due(now: number): OutboxItem[] {
      return (
        db
          .prepare(
            "SELECT request_id, attempts, next_at FROM outbox WHERE sent_at IS NULL AND next_at <= ? ORDER BY next_at",
          )
          .all(now) as { request_id: string; attempts: number; next_at: number }[]
      ).map((r) => ({ requestId: r.request_id, attempts: r.attempts, nextAt: r.next_at }));
    },
    /** When the next unsent e-mail is due, or null. */
    nextDue(): number | null {
      const row = db.prepare("SELECT MIN(next_at) AS at FROM outbox WHERE sent_at IS NULL").get() as {
        at: number | null;
      };
      return row.at;
    },
    pendingCount(): number {
      return (db.prepare("SELECT COUNT(*) AS n FROM outbox WHERE sent_at IS NULL").get() as { n: number }).n;
    },
    markSent(requestId: string, now: number) {
      db.prepare("UPDATE outbox SET sent_at = ?, last_error = NULL WHERE request_id = ?").run(now, requestId);
    },
    markFailed(requestId: string, attempts: number, nextAt: number, error: string) {
      db.prepare("UPDATE outbox SET attempts = ?, next_at = ?, last_error = ? WHERE request_id = ?").run(
        attempts,
        nextAt,
        error.slice(0, 200),
        requestId,
      );
    },
    /** Copies the database, consistent while the server runs (SQLite's online backup). */
    backup(file: string) {
      return db.backup(file);
    },
    close() {
      db.close();
    },
  };
}

export type Store = ReturnType<typeof openStore>;
