/**
 * The database's schema, as numbered steps. SQLite's `user_version` holds the number of the last
 * step run; at start the server runs the steps after it, each in one transaction, so a database
 * written by any earlier release opens with everything in it. A step is never changed once
 * released: a change to the schema is a new step at the end.
 */
export interface Migration {
  /** What the step does, for the start-up log. */
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    // The schema of the first release, which had no version (user_version 0): the same statements
    // it ran at every start, so a new database and an old one reach step 1 alike.
    name: "requests and the office e-mails' outbox",
    sql: `
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
    `,
  },
  {
    name: "staff accounts, sessions, one-time links, the audit trail, notes, assignment, search",
    sql: `
      CREATE TABLE users (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        name TEXT NOT NULL,
        role TEXT NOT NULL CHECK (role IN ('owner', 'intake', 'editor')),
        languages TEXT NOT NULL DEFAULT 'en',
        ui_lang TEXT NOT NULL DEFAULT 'en',
        password_hash TEXT,
        totp_secret TEXT,
        totp_step INTEGER NOT NULL DEFAULT 0,
        failed_logins INTEGER NOT NULL DEFAULT 0,
        locked_until INTEGER,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE recovery_codes (
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        code_hash TEXT NOT NULL,
        used_at INTEGER,
        PRIMARY KEY (user_id, code_hash)
      );
      CREATE TABLE sessions (
        token_hash TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        stage TEXT NOT NULL CHECK (stage IN ('second-step', 'enrol', 'signed-in')),
        csrf TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        seen_at INTEGER NOT NULL,
        address TEXT NOT NULL
      );
      CREATE INDEX sessions_user ON sessions (user_id);
      CREATE TABLE verifications (
        token_hash TEXT PRIMARY KEY,
        type TEXT NOT NULL CHECK (type IN ('set-password')),
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        expires_at INTEGER NOT NULL
      );
      CREATE TABLE audit (
        seq INTEGER PRIMARY KEY,
        at INTEGER NOT NULL,
        actor TEXT,
        actor_label TEXT NOT NULL,
        action TEXT NOT NULL,
        target TEXT,
        detail TEXT NOT NULL DEFAULT '',
        address TEXT NOT NULL DEFAULT '',
        hash TEXT NOT NULL
      );
      CREATE INDEX audit_target ON audit (target);
      CREATE TABLE notes (
        id INTEGER PRIMARY KEY,
        request_id TEXT NOT NULL REFERENCES requests (id) ON DELETE CASCADE,
        user_id TEXT REFERENCES users (id) ON DELETE SET NULL,
        author TEXT NOT NULL,
        at INTEGER NOT NULL,
        sealed TEXT NOT NULL
      );
      CREATE INDEX notes_request ON notes (request_id);
      CREATE TABLE search_terms (
        request_id TEXT NOT NULL REFERENCES requests (id) ON DELETE CASCADE,
        term TEXT NOT NULL,
        PRIMARY KEY (term, request_id)
      ) WITHOUT ROWID;
      CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      ALTER TABLE requests ADD COLUMN assigned_to TEXT REFERENCES users (id) ON DELETE SET NULL;
      ALTER TABLE requests ADD COLUMN reply_by INTEGER;
      ALTER TABLE requests ADD COLUMN overdue_sent_at INTEGER;
      ALTER TABLE requests ADD COLUMN indexed INTEGER NOT NULL DEFAULT 0;
      UPDATE requests SET status = 'contacted' WHERE status = 'called';
      UPDATE requests SET status = 'subscribed' WHERE form = 'newsletter';
      CREATE INDEX requests_queue ON requests (spam, form, status, received_at);
    `,
  },
  {
    name: "files sent with requests (a referral's documents, a résumé)",
    // The file itself is DATA_DIR/files/<id>, encrypted; its name as sent is sealed like the words.
    sql: `
      CREATE TABLE files (
        id TEXT PRIMARY KEY,
        request_id TEXT NOT NULL REFERENCES requests (id) ON DELETE CASCADE,
        field TEXT NOT NULL,
        position INTEGER NOT NULL,
        name_sealed TEXT NOT NULL,
        kind TEXT NOT NULL,
        size INTEGER NOT NULL
      );
      CREATE INDEX files_request ON files (request_id, position);
    `,
  },
  {
    name: "sign-in pauses per e-mail and address, and the addresses each e-mail signed in from",
    // Both keyed hashes (the search key): who tried, and from where, is not readable here.
    sql: `
      CREATE TABLE sign_in_throttle (
        subject TEXT NOT NULL,
        place TEXT NOT NULL,
        failures INTEGER NOT NULL DEFAULT 0,
        strikes INTEGER NOT NULL DEFAULT 0,
        locked_until INTEGER,
        last_at INTEGER NOT NULL,
        noticed_at INTEGER,
        PRIMARY KEY (subject, place)
      ) WITHOUT ROWID;
      CREATE TABLE known_places (
        subject TEXT NOT NULL,
        place TEXT NOT NULL,
        last_at INTEGER NOT NULL,
        PRIMARY KEY (subject, place)
      ) WITHOUT ROWID;
      UPDATE users SET failed_logins = 0, locked_until = NULL;
    `,
  },
  {
    name: "search terms made again: phones in any form, names folded (ø, ß, O'Connor), parts of e-mails",
    // The server indexes every request with indexed = 0 again at start, with the new terms.
    sql: `
      DELETE FROM search_terms;
      UPDATE requests SET indexed = 0;
    `,
  },
  {
    name: "newsletter: one entry per address (duplicates merged into the first sign-up)",
    // The merge needs the addresses, which DATA_KEY may seal: the server's catch-up at start
    // indexes these rows again, oldest first, and drops each later sign-up of an address it has.
    sql: `
      DELETE FROM search_terms WHERE request_id IN (SELECT id FROM requests WHERE form = 'newsletter');
      UPDATE requests SET indexed = 0 WHERE form = 'newsletter';
    `,
  },
  {
    name: "what each editor session last read of each content file (the version its next save is based on)",
    // One row per session and file; seq orders the reads. Gone with the session (sign-out, expiry).
    sql: `
      CREATE TABLE editor_reads (
        seq INTEGER PRIMARY KEY,
        session TEXT NOT NULL REFERENCES sessions (token_hash) ON DELETE CASCADE,
        file TEXT NOT NULL,
        text TEXT NOT NULL,
        UNIQUE (session, file)
      );
    `,
  },
];
