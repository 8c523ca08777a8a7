/**
 * One-time links: "set your password" for a new account (an invitation, or the first owner made
 * on the command line) and for a reset an owner starts. The link carries a random token; the
 * database keeps its hash, for whom, and until when. Using it once ends it.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../db/database";

export const LINK_DAYS = 7;
const hash = (token: string) => createHash("sha256").update(token).digest("hex");

export function linkStore(db: Db) {
  return {
    /** A new set-password link's token (earlier links of the same person stop working). */
    create(userId: string, now: number): string {
      const token = randomBytes(32).toString("base64url");
      db.transaction(() => {
        db.prepare("DELETE FROM verifications WHERE user_id = ? AND type = 'set-password'").run(userId);
        db.prepare(
          "INSERT INTO verifications (token_hash, type, user_id, expires_at) VALUES (?, 'set-password', ?, ?)",
        ).run(hash(token), userId, now + LINK_DAYS * 24 * 60 * 60 * 1000);
      })();
      return token;
    },
    /** Whose link it is, while it is good. */
    peek(token: string, now: number): string | null {
      const row = db
        .prepare("SELECT user_id FROM verifications WHERE token_hash = ? AND type = 'set-password' AND expires_at > ?")
        .get(hash(token), now) as { user_id: string } | undefined;
      return row?.user_id ?? null;
    },
    use(token: string) {
      db.prepare("DELETE FROM verifications WHERE token_hash = ?").run(hash(token));
    },
  };
}

export const setPasswordPath = (token: string) => `/office/welcome/${token}`;
