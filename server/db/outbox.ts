/**
 * The outbox: the office e-mails about requests, each sent once, retried after a failure until it
 * goes (a request's row and its e-mail are written in one transaction by the request store).
 */
import type { Db } from "./database";

export interface OutboxItem {
  requestId: string;
  attempts: number;
  nextAt: number;
}

export function outboxQueries(db: Db) {
  return {
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
    /** Office e-mails that failed at least once and are still waiting for a retry. */
    failingCount(): number {
      return (
        db.prepare("SELECT COUNT(*) AS n FROM outbox WHERE sent_at IS NULL AND attempts > 0").get() as { n: number }
      ).n;
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
  };
}
