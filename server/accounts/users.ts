/**
 * Staff accounts: name, e-mail, the languages they speak, the language of their office pages,
 * a role, a password hash, an authenticator secret (sealed with DATA_KEY like the requests) and
 * the count of wrong passwords since the last good one.
 */
import { randomUUID } from "node:crypto";
import type { Lang } from "~/i18n/lang";
import type { Db } from "../db/database";
import type { Sealer } from "../sealing";
import type { Role } from "./permissions";
import { hashCode } from "./two-step";

export interface User {
  id: string;
  email: string;
  name: string;
  role: Role;
  /** The languages they speak with families (en, es). */
  languages: Lang[];
  /** The language of their office pages. */
  uiLang: Lang;
  passwordHash: string | null;
  /** The authenticator's secret (base32), or null when they have none set up. */
  totpSecret: string | null;
  failedLogins: number;
  lockedUntil: number | null;
  createdAt: number;
}

const toUser = (row: Record<string, unknown>, seal: Sealer): User => ({
  id: row.id as string,
  email: row.email as string,
  name: row.name as string,
  role: row.role as Role,
  languages: String(row.languages).split(",").filter(Boolean) as Lang[],
  uiLang: row.ui_lang as Lang,
  passwordHash: (row.password_hash as string | null) ?? null,
  totpSecret: row.totp_secret ? seal.open(row.totp_secret as string) : null,
  failedLogins: row.failed_logins as number,
  lockedUntil: (row.locked_until as number | null) ?? null,
  createdAt: row.created_at as number,
});

/** How the audit trail names a person (kept as written then, if the account changes or goes). */
export const userLabel = (user: Pick<User, "name" | "email">) => `${user.name} <${user.email}>`;

export const normalEmail = (email: string) => email.trim().toLowerCase();

export function userStore(db: Db, seal: Sealer) {
  const one = (sql: string, ...params: unknown[]) => {
    const row = db.prepare(sql).get(...params) as Record<string, unknown> | undefined;
    return row ? toUser(row, seal) : null;
  };
  return {
    count(): number {
      return (db.prepare("SELECT COUNT(*) AS n FROM users").get() as { n: number }).n;
    },
    add(person: { email: string; name: string; role: Role; languages?: Lang[]; uiLang?: Lang }, now: number): User {
      const id = randomUUID();
      db.prepare(
        "INSERT INTO users (id, email, name, role, languages, ui_lang, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
      ).run(
        id,
        normalEmail(person.email),
        person.name.trim(),
        person.role,
        (person.languages ?? ["en"]).join(","),
        person.uiLang ?? "en",
        now,
      );
      return this.byId(id)!;
    },
    byId: (id: string) => one("SELECT * FROM users WHERE id = ?", id),
    byEmail: (email: string) => one("SELECT * FROM users WHERE email = ?", normalEmail(email)),
    /** Owners first, then by name. */
    list(): User[] {
      return (
        db.prepare("SELECT * FROM users ORDER BY role = 'owner' DESC, name COLLATE NOCASE").all() as Record<
          string,
          unknown
        >[]
      ).map((row) => toUser(row, seal));
    },
    owners(): User[] {
      return this.list().filter((u) => u.role === "owner");
    },
    update(id: string, change: Partial<Pick<User, "name" | "role" | "languages" | "uiLang">>) {
      const current = this.byId(id);
      if (!current) return;
      const next = { ...current, ...change };
      db.prepare("UPDATE users SET name = ?, role = ?, languages = ?, ui_lang = ? WHERE id = ?").run(
        next.name,
        next.role,
        next.languages.join(","),
        next.uiLang,
        id,
      );
    },
    setPassword(id: string, hash: string) {
      db.prepare("UPDATE users SET password_hash = ?, failed_logins = 0, locked_until = NULL WHERE id = ?").run(
        hash,
        id,
      );
    },
    setTotp(id: string, secret: string | null, recoveryCodes: string[] = []) {
      db.transaction(() => {
        db.prepare("UPDATE users SET totp_secret = ? WHERE id = ?").run(secret ? seal.seal(secret) : null, id);
        db.prepare("DELETE FROM recovery_codes WHERE user_id = ?").run(id);
        const add = db.prepare("INSERT OR IGNORE INTO recovery_codes (user_id, code_hash) VALUES (?, ?)");
        for (const code of recoveryCodes) add.run(id, hashCode(code));
      })();
    },
    /** Takes a code's time step once: false when that step (or a later one) was already used. */
    useTotpStep(id: string, step: number): boolean {
      return (
        db.prepare("UPDATE users SET totp_step = ? WHERE id = ? AND totp_step < ?").run(step, id, step).changes === 1
      );
    },
    /** Uses up a recovery code; true when it was one of theirs and unused. */
    useRecoveryCode(id: string, code: string, now: number): boolean {
      return (
        db
          .prepare("UPDATE recovery_codes SET used_at = ? WHERE user_id = ? AND code_hash = ? AND used_at IS NULL")
          .run(now, id, hashCode(code)).changes === 1
      );
    },
    recoveryCodesLeft(id: string): number {
      return (
        db.prepare("SELECT COUNT(*) AS n FROM recovery_codes WHERE user_id = ? AND used_at IS NULL").get(id) as {
          n: number;
        }
      ).n;
    },
    /** Counts a wrong password; returns the new count. */
    failedLogin(id: string): number {
      db.prepare("UPDATE users SET failed_logins = failed_logins + 1 WHERE id = ?").run(id);
      return this.byId(id)!.failedLogins;
    },
    lock(id: string, until: number) {
      db.prepare("UPDATE users SET locked_until = ? WHERE id = ?").run(until, id);
    },
    goodLogin(id: string) {
      db.prepare("UPDATE users SET failed_logins = 0, locked_until = NULL WHERE id = ?").run(id);
    },
    /** Removes the account: its sessions and links go with it (foreign keys). */
    remove(id: string): boolean {
      return db.prepare("DELETE FROM users WHERE id = ?").run(id).changes === 1;
    },
  };
}

export type UserStore = ReturnType<typeof userStore>;
