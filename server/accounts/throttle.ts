/**
 * Slowing down password guessing without handing anyone a way to lock a colleague out.
 *
 * Wrong passwords (or codes) are counted per e-mail typed AND connection address together: after
 * `after` of them that pair is paused for `minutes`, doubled at each pause in a row (at most a
 * day), while the same e-mail from any other address still signs in. The count starts again when
 * a pause ends, and a good sign-in forgets the pair's pauses. Failures from addresses where the
 * account has never signed in are also counted for the e-mail as a whole, which only lengthens
 * the wait before each answer (never a refusal), so guessing spread over many addresses slows
 * too; the addresses the person has signed in from are spared that wait.
 *
 * Everything is kept per e-mail typed, whether it has an account or not, so an unknown e-mail gets
 * the same answers after the same waits. The e-mail and the address are stored as keyed hashes.
 */
import type { Db } from "../db/database";
import { hashTerm } from "../db/search-terms";
import { normalEmail, type User, type UserStore } from "./users";

export interface LockoutRule {
  /** Wrong tries from one address before that address is paused for this e-mail. */
  after: number;
  /** The first pause; each pause in a row doubles it. */
  minutes: number;
  /** The step of the wait before a wrong answer (grows to five steps). */
  delayMs: number;
}

export const DEFAULT_LOCKOUT: LockoutRule = { after: 10, minutes: 15, delayMs: 1000 };

const DAY = 24 * 60 * 60_000;
/** The e-mail as a whole (failures from addresses it has never signed in from). */
const EVERYWHERE = "*";
const MAX_STEPS = 5;

interface Row {
  failures: number;
  strikes: number;
  locked_until: number | null;
  last_at: number;
  noticed_at: number | null;
}

export type Failure =
  | { paused: false; delayMs: number }
  /** This failure paused the pair; `notify`: the first pause of this e-mail in the last hour. */
  | { paused: true; minutes: number; until: number; failures: number; notify: boolean };

export function signInThrottle(db: Db, key: Buffer, rule: LockoutRule) {
  const subjectOf = (email: string) => hashTerm(key, `throttle-email:${normalEmail(email)}`);
  const placeOf = (address: string) => hashTerm(key, `throttle-address:${address}`);
  const read = db.prepare("SELECT * FROM sign_in_throttle WHERE subject = ? AND place = ?");
  const write = db.prepare(
    `INSERT OR REPLACE INTO sign_in_throttle (subject, place, failures, strikes, locked_until, last_at, noticed_at)
     VALUES (@subject, @place, @failures, @strikes, @locked_until, @last_at, @noticed_at)`,
  );
  const forget = db.prepare("DELETE FROM sign_in_throttle WHERE subject = ? AND place = ?");
  const known = db.prepare("SELECT 1 FROM known_places WHERE subject = ? AND place = ?");
  // Rows nobody has touched for a day go, at most once an hour, so guesses from many addresses do not pile up.
  const sweep = db.prepare(
    "DELETE FROM sign_in_throttle WHERE last_at < ? AND (locked_until IS NULL OR locked_until < ?)",
  );
  let sweptAt = 0;

  /** The pair's row, with a pause that has ended cleared (and its count with it). */
  function current(subject: string, place: string, now: number): Row {
    const row = read.get(subject, place) as Row | undefined;
    const fresh: Row = { failures: 0, strikes: 0, locked_until: null, last_at: now, noticed_at: null };
    if (!row) return fresh;
    // A day without a wrong try forgets everything, pauses included.
    if (now - row.last_at > DAY && !(row.locked_until && row.locked_until > now)) return fresh;
    if (row.locked_until && row.locked_until <= now) return { ...row, failures: 0, locked_until: null };
    return row;
  }

  return {
    /** The minutes left when this e-mail is paused from this address, else 0. */
    pausedFor(email: string, address: string, now: number): number {
      const row = current(subjectOf(email), placeOf(address), now);
      return row.locked_until ? Math.ceil((row.locked_until - now) / 60_000) : 0;
    },

    /** Counts a wrong password or code: how long to wait before answering, or the pause it started. */
    failed(email: string, address: string, now: number): Failure {
      const subject = subjectOf(email);
      const place = placeOf(address);
      if (now - sweptAt > 60 * 60_000) {
        sweep.run(now - DAY, now);
        sweptAt = now;
      }
      return db.transaction((): Failure => {
        const pair = current(subject, place, now);
        const wide = current(subject, EVERYWHERE, now);
        const stranger = !known.get(subject, place);
        pair.failures++;
        pair.last_at = now;
        if (stranger) {
          wide.failures++;
          wide.last_at = now;
        }
        let result: Failure;
        if (pair.failures >= rule.after) {
          const minutes = Math.min(rule.minutes * 2 ** pair.strikes, DAY / 60_000);
          const notify = !wide.noticed_at || now - wide.noticed_at > 60 * 60_000;
          if (notify) wide.noticed_at = now;
          result = { paused: true, minutes, until: now + minutes * 60_000, failures: pair.failures, notify };
          pair.strikes++;
          pair.locked_until = result.until;
        } else {
          const steps = Math.max(0, pair.failures - 2) + (stranger ? Math.floor(wide.failures / rule.after) : 0);
          result = { paused: false, delayMs: Math.min(steps, MAX_STEPS) * rule.delayMs };
        }
        write.run({ subject, place, ...pair });
        write.run({ subject, place: EVERYWHERE, ...wide });
        return result;
      })();
    },

    /** A good sign-in: the pair's count and pauses and the e-mail's own count go; the address is known. */
    succeeded(email: string, address: string, now: number) {
      const subject = subjectOf(email);
      const place = placeOf(address);
      db.transaction(() => {
        forget.run(subject, place);
        const wide = read.get(subject, EVERYWHERE) as Row | undefined;
        if (wide) write.run({ subject, place: EVERYWHERE, ...wide, failures: 0 });
        db.prepare("INSERT OR REPLACE INTO known_places (subject, place, last_at) VALUES (?, ?, ?)").run(
          subject,
          place,
          now,
        );
      })();
    },

    /** An owner lifts every pause of this e-mail, from every address; returns how many there were. */
    unlock(email: string, now: number): number {
      const subject = subjectOf(email);
      const paused = (
        db
          .prepare("SELECT COUNT(*) AS n FROM sign_in_throttle WHERE subject = ? AND locked_until > ?")
          .get(subject, now) as { n: number }
      ).n;
      db.prepare("DELETE FROM sign_in_throttle WHERE subject = ?").run(subject);
      return paused;
    },
  };
}

export type SignInThrottle = ReturnType<typeof signInThrottle>;

/** Lifts every pause of this person's sign-ins, from every address (an owner on Staff, or the command line). */
export function unlockAccount(throttle: SignInThrottle, users: UserStore, person: User, now: number): number {
  users.goodLogin(person.id);
  return throttle.unlock(person.email, now);
}
