/**
 * Staff sessions, kept in the database (a restart signs nobody out). The cookie holds a random
 * token; the database only its SHA-256 hash. A session ends after a spell idle (15 minutes by
 * default, an office setting) and after 12 hours in all; signing in (each step) gives a new token.
 * Stages: "second-step" (password right, code not yet given), "enrol" (password right, the
 * authenticator app must be set up first), "signed-in".
 */
import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../db/database";

export type Stage = "second-step" | "enrol" | "signed-in";

export interface Session {
  tokenHash: string;
  userId: string;
  stage: Stage;
  csrf: string;
  createdAt: number;
  seenAt: number;
  address: string;
}

export const SESSION_MAX_MS = 12 * 60 * 60 * 1000;
/** A half-done sign-in (password given, code not yet) lasts this long. */
export const STEP_MS = 10 * 60 * 1000;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export function sessionStore(db: Db) {
  return {
    /** A new session; returns the token for the cookie (never stored). */
    start(userId: string, stage: Stage, address: string, now: number): { token: string; session: Session } {
      const token = randomBytes(32).toString("base64url");
      const session: Session = {
        tokenHash: hashToken(token),
        userId,
        stage,
        csrf: randomBytes(24).toString("base64url"),
        createdAt: now,
        seenAt: now,
        address,
      };
      db.prepare(
        "INSERT INTO sessions (token_hash, user_id, stage, csrf, created_at, seen_at, address) VALUES (@tokenHash, @userId, @stage, @csrf, @createdAt, @seenAt, @address)",
      ).run(session);
      return { token, session };
    },
    /** The live session of a token, its last-seen time moved to `now`; an ended one is deleted. */
    find(token: string, now: number, idleMs: number): Session | null {
      const row = db.prepare("SELECT * FROM sessions WHERE token_hash = ?").get(hashToken(token)) as
        Record<string, unknown> | undefined;
      if (!row) return null;
      const session: Session = {
        tokenHash: row.token_hash as string,
        userId: row.user_id as string,
        stage: row.stage as Stage,
        csrf: row.csrf as string,
        createdAt: row.created_at as number,
        seenAt: row.seen_at as number,
        address: row.address as string,
      };
      const idleLimit = session.stage === "signed-in" ? idleMs : STEP_MS;
      if (now - session.seenAt > idleLimit || now - session.createdAt > SESSION_MAX_MS) {
        db.prepare("DELETE FROM sessions WHERE token_hash = ?").run(session.tokenHash);
        return null;
      }
      db.prepare("UPDATE sessions SET seen_at = ? WHERE token_hash = ?").run(now, session.tokenHash);
      return { ...session, seenAt: now };
    },
    end(tokenHash: string) {
      db.prepare("DELETE FROM sessions WHERE token_hash = ?").run(tokenHash);
    },
    /** Ends every session of a person (sign out everywhere, a removed account, a new password). */
    endAll(userId: string): number {
      return db.prepare("DELETE FROM sessions WHERE user_id = ?").run(userId).changes;
    },
    /** Drops sessions that can no longer be used. */
    purge(now: number) {
      db.prepare("DELETE FROM sessions WHERE created_at < ?").run(now - SESSION_MAX_MS);
    },
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;
