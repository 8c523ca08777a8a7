/**
 * The requests families, applicants, readers and referring clinicians send, with the office's work
 * on them: status, assignment, notes, the reply-by time of a consultation or a referral. What the
 * visitor typed is one sealed JSON value (../sealing.ts), and so is each note; kind, language,
 * times, status and assignment stay readable for the queue and retention, and search goes through
 * keyed hashes (./search-terms.ts). The files sent with a request (a referral's documents, a
 * résumé) are rows here (their names sealed) and encrypted files in DATA_DIR/files
 * (../files/file-store.ts); they go with their request. Beside it: what a request is
 * (./request-types.ts), the queue's filters (./queue-filter.ts) and the outbox of office e-mails not
 * sent yet (./outbox.ts).
 */
import { randomUUID } from "node:crypto";
import type { Lang } from "~/i18n/lang";
import type { FormName } from "~/lib/delivery";
import type { FileKind } from "~/lib/forms/files";
import type { Sealer } from "../sealing";
import type { Db } from "./database";
import { writeSetting } from "./settings-table";
import { outboxQueries } from "./outbox";
import { queueWhere, type QueueFilter } from "./queue-filter";
import {
  PROMISED,
  RECORD_STATUSES,
  STATUSES,
  type NewFile,
  type Note,
  type RequestStatus,
  type StoredFile,
  type StoredRequest,
} from "./request-types";
import { hashTerm, knownSearchKeyId, searchKey, searchKeyId, termsOf } from "./search-terms";

export * from "./request-types";
export type { QueueFilter } from "./queue-filter";
export type { OutboxItem } from "./outbox";

export const PAGE_SIZE = 50;
const DAY = 24 * 60 * 60 * 1000;

export function requestStore(
  db: Db,
  seal: Sealer,
  options: {
    dataKey?: string;
    /** When a request of this kind received at `at` must be answered (null: no promise). */
    replyBy: (at: number, form: FormName, values?: Record<string, string>) => number | null;
    /** Removes files from the disk once their rows are gone (a delete, retention). */
    discardFiles?: (ids: string[]) => void;
  },
) {
  const key = searchKey(db, options.dataKey);
  // A different key (DATA_KEY set or changed) makes the stored terms useless: index again.
  const keyId = searchKeyId(key);
  if (knownSearchKeyId(db) !== keyId) {
    db.transaction(() => {
      db.prepare("DELETE FROM search_terms").run();
      db.prepare("UPDATE requests SET indexed = 0").run();
      writeSetting(db, "search_key_id", keyId);
    })();
  }

  const insert = db.prepare(
    "INSERT INTO requests (id, form, lang, received_at, status, spam, sealed, reply_by, indexed) VALUES (@id, @form, @lang, @receivedAt, @status, @spam, @sealed, @replyBy, 1)",
  );
  const enqueue = db.prepare("INSERT INTO outbox (request_id, next_at) VALUES (?, ?)");
  const addFile = db.prepare(
    "INSERT INTO files (id, request_id, field, position, name_sealed, kind, size) VALUES (@id, @requestId, @field, @position, @name, @kind, @size)",
  );
  const rowToFile = (row: Record<string, unknown>): StoredFile => ({
    id: row.id as string,
    requestId: row.request_id as string,
    field: row.field as string,
    position: row.position as number,
    name: seal.open(row.name_sealed as string),
    kind: row.kind as FileKind,
    size: row.size as number,
  });
  /**
   * Deletes the requests matching `condition` (SQL on the requests table) with everything that
   * hangs on them (ON DELETE CASCADE); once that is committed, their files leave the disk (a crash
   * in between leaves files that no row names: the file store's sweep removes them).
   */
  const removeWhere = (condition: string, ...params: unknown[]): number => {
    const { changes, ids } = db.transaction(() => {
      const files = db
        .prepare(`SELECT id FROM files WHERE request_id IN (SELECT id FROM requests WHERE ${condition})`)
        .all(...params) as { id: string }[];
      const deleted = db.prepare(`DELETE FROM requests WHERE ${condition}`).run(...params).changes;
      return { changes: deleted, ids: files.map((row) => row.id) };
    })();
    if (ids.length) options.discardFiles?.(ids);
    return changes;
  };
  const addTerm = db.prepare("INSERT OR IGNORE INTO search_terms (request_id, term) VALUES (?, ?)");
  const index = (id: string, values: Record<string, string>) => {
    for (const term of termsOf(values)) addTerm.run(id, hashTerm(key, term));
  };
  // A newsletter reader is one entry per address (trimmed, lower case): found by the keyed hash of the whole address.
  const readerOf = db.prepare(
    "SELECT r.id FROM requests r JOIN search_terms t ON t.request_id = r.id WHERE r.form = 'newsletter' AND t.term = ? AND r.id <> ? ORDER BY r.received_at, r.rowid LIMIT 1",
  );
  const sameReader = (values: Record<string, string>, not = ""): string | null => {
    const email = (values.email ?? "").trim().toLowerCase();
    if (!email) return null;
    return ((readerOf.get(hashTerm(key, `e:${email}`), not) as { id: string } | undefined)?.id ?? null) as
      string | null;
  };

  const rowToRequest = (row: Record<string, unknown>): StoredRequest => {
    const text = seal.open(row.sealed as string);
    return {
      id: row.id as string,
      form: row.form as FormName,
      lang: row.lang as Lang,
      receivedAt: row.received_at as number,
      status: row.status as RequestStatus,
      spam: row.spam === 1,
      values: text === null ? null : (JSON.parse(text) as Record<string, string>),
      notice: row.sent_at
        ? "sent"
        : row.next_at == null
          ? "none"
          : (row.attempts as number) > 0
            ? "retrying"
            : "pending",
      assignedTo: (row.assigned_to as string | null) ?? null,
      replyBy: (row.reply_by as number | null) ?? null,
      overdueSentAt: (row.overdue_sent_at as number | null) ?? null,
      files: (row.file_count as number | null) ?? 0,
    };
  };
  const select =
    "SELECT r.*, o.next_at, o.sent_at, o.attempts, (SELECT COUNT(*) FROM files f WHERE f.request_id = r.id) AS file_count FROM requests r LEFT JOIN outbox o ON o.request_id = r.id";

  return {
    db,
    /**
     * Keeps a request (with its files' rows, and when `notify` its office e-mail in the outbox) in
     * one transaction. The files must be on the disk already (the file store's promote()).
     */
    add(
      request: { form: FormName; lang: Lang; values: Record<string, string>; spam?: boolean; files?: NewFile[] },
      options_: { notify: boolean; now: number },
    ): string {
      // The same address signed up again: the one entry it has stays.
      const reader = request.form === "newsletter" && !request.spam ? sameReader(request.values) : null;
      if (reader) return reader;
      const id = randomUUID();
      db.transaction(() => {
        insert.run({
          id,
          form: request.form,
          lang: request.lang,
          receivedAt: options_.now,
          status: STATUSES[request.form][0],
          spam: request.spam ? 1 : 0,
          sealed: seal.seal(JSON.stringify(request.values)),
          replyBy: request.spam ? null : options.replyBy(options_.now, request.form, request.values),
        });
        (request.files ?? []).forEach((file, i) =>
          addFile.run({ ...file, requestId: id, position: i + 1, name: seal.seal(file.name) }),
        );
        index(id, request.values);
        if (options_.notify) enqueue.run(id, options_.now);
      })();
      return id;
    },
    get(id: string): StoredRequest | null {
      const row = db.prepare(`${select} WHERE r.id = ?`).get(id) as Record<string, unknown> | undefined;
      return row ? rowToRequest(row) : null;
    },
    /** One page of the queue, and how many match in all. */
    page(filter: QueueFilter, page = 1, size = PAGE_SIZE): { requests: StoredRequest[]; total: number } {
      const { sql, params } = queueWhere(filter, key);
      const total = (db.prepare(`SELECT COUNT(*) AS n FROM requests r ${sql}`).get(...params) as { n: number }).n;
      const order =
        filter.order === "newest"
          ? "r.received_at DESC, r.rowid DESC"
          : // What still waits for its first answer comes before what has had one, each by its reply-by time.
            "r.status <> 'new', r.reply_by IS NULL, r.reply_by, r.received_at, r.rowid";
      const rows = db
        .prepare(`${select} ${sql} ORDER BY ${order} LIMIT ? OFFSET ?`)
        .all(...params, size, (Math.max(1, page) - 1) * size) as Record<string, unknown>[];
      return { requests: rows.map(rowToRequest), total };
    },
    /** Every request matching the filter (the CSV export), newest first. */
    all(filter: QueueFilter): StoredRequest[] {
      const { sql, params } = queueWhere(filter, key);
      return (
        db.prepare(`${select} ${sql} ORDER BY r.received_at DESC, r.rowid DESC`).all(...params) as Record<
          string,
          unknown
        >[]
      ).map(rowToRequest);
    },
    count(filter: QueueFilter): number {
      const { sql, params } = queueWhere(filter, key);
      return (db.prepare(`SELECT COUNT(*) AS n FROM requests r ${sql}`).get(...params) as { n: number }).n;
    },
    setStatus(id: string, status: RequestStatus): boolean {
      return db.prepare("UPDATE requests SET status = ? WHERE id = ?").run(status, id).changes === 1;
    },
    assign(id: string, userId: string | null): boolean {
      return db.prepare("UPDATE requests SET assigned_to = ? WHERE id = ?").run(userId, id).changes === 1;
    },
    addNote(id: string, author: { id: string; name: string }, text: string, now: number): number {
      return Number(
        db
          .prepare("INSERT INTO notes (request_id, user_id, author, at, sealed) VALUES (?, ?, ?, ?, ?)")
          .run(id, author.id, author.name, now, seal.seal(text)).lastInsertRowid,
      );
    },
    notes(id: string): Note[] {
      return (
        db.prepare("SELECT * FROM notes WHERE request_id = ? ORDER BY at, id").all(id) as Record<string, unknown>[]
      ).map((row) => ({
        id: row.id as number,
        author: row.author as string,
        at: row.at as number,
        text: seal.open(row.sealed as string),
      }));
    },
    /** A request's files, in the order sent. */
    files(id: string): StoredFile[] {
      return (
        db.prepare("SELECT * FROM files WHERE request_id = ? ORDER BY position").all(id) as Record<string, unknown>[]
      ).map(rowToFile);
    },
    /** One file of a request, or null (no such file, or another request's). */
    file(id: string, fileId: string): StoredFile | null {
      const row = db.prepare("SELECT * FROM files WHERE id = ? AND request_id = ?").get(fileId, id) as
        Record<string, unknown> | undefined;
      return row ? rowToFile(row) : null;
    },
    /** Whether any request's row names this file (what the file store's sweep keeps). */
    hasFile(fileId: string): boolean {
      return db.prepare("SELECT 1 FROM files WHERE id = ?").get(fileId) !== undefined;
    },
    /** Deletes a request with its notes, terms, e-mail and files. */
    remove(id: string): boolean {
      return removeWhere("id = ?", id) === 1;
    },
    /**
     * Deletes the requests older than `days` (their notes, terms, e-mails and files with them),
     * except those that became part of a patient's or a hired person's record; returns how many went.
     */
    purge(days: number, now: number): number {
      const kept = RECORD_STATUSES.map(() => "?").join(", ");
      return removeWhere(`received_at < ? AND status NOT IN (${kept})`, now - days * DAY, ...RECORD_STATUSES);
    },
    /** Consultations and referrals still "new" after their reply-by time whose owners were not yet told. */
    overdue(now: number): StoredRequest[] {
      return (
        db
          .prepare(
            `${select} WHERE r.form IN (${PROMISED.map(() => "?").join(", ")}) AND r.spam = 0 AND r.status = 'new' AND r.reply_by < ? AND r.overdue_sent_at IS NULL ORDER BY r.reply_by`,
          )
          .all(...PROMISED, now) as Record<string, unknown>[]
      ).map(rowToRequest);
    },
    markOverdueSent(ids: string[], now: number) {
      const mark = db.prepare("UPDATE requests SET overdue_sent_at = ? WHERE id = ?");
      db.transaction(() => ids.forEach((id) => mark.run(now, id)))();
    },
    /**
     * Work left by an older release: search terms for requests that have none (those this key can
     * read), the reply-by time of consultations kept before it existed, and a newsletter address
     * signed up more than once merged into its first entry.
     */
    catchUp(): { indexed: number; merged: number } {
      let indexed = 0;
      let merged = 0;
      const rows = db
        .prepare(
          "SELECT id, form, received_at, sealed, reply_by FROM requests WHERE indexed = 0 ORDER BY received_at, rowid",
        )
        .all() as {
        id: string;
        form: string;
        received_at: number;
        sealed: string;
        reply_by: number | null;
      }[];
      db.transaction(() => {
        for (const row of rows) {
          const text = seal.open(row.sealed);
          if (row.form === "contact" && row.reply_by === null)
            db.prepare("UPDATE requests SET reply_by = ? WHERE id = ?").run(
              options.replyBy(row.received_at, "contact"),
              row.id,
            );
          if (text === null) continue;
          const values = JSON.parse(text) as Record<string, string>;
          if (row.form === "newsletter" && sameReader(values, row.id)) {
            db.prepare("DELETE FROM requests WHERE id = ?").run(row.id);
            merged++;
            continue;
          }
          index(row.id, values);
          db.prepare("UPDATE requests SET indexed = 1 WHERE id = ?").run(row.id);
          indexed++;
        }
      })();
      return { indexed, merged };
    },
    ...outboxQueries(db),
  };
}

export type RequestStore = ReturnType<typeof requestStore>;
