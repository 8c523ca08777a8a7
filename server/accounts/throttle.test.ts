// @vitest-environment node
/**
 * The sign-in throttle on its own, with a fake clock: a pause per e-mail and address, never the
 * account from everywhere; the count starts again when a pause ends; pauses in a row grow; the
 * addresses a person signed in from are spared the wide wait; an unknown e-mail is treated
 * alike; an owner's unlock lifts every pause; nothing readable is stored.
 */
import Database from "better-sqlite3";
import { randomBytes } from "node:crypto";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { migrate } from "../db/database";
import { signInThrottle, type Failure } from "./throttle";

const RULE = { after: 5, minutes: 15, delayMs: 1000 };
const MIN = 60_000;
let db: Database.Database;
let throttle: ReturnType<typeof signInThrottle>;
let now: number;

beforeEach(() => {
  db = new Database(":memory:");
  migrate(db);
  throttle = signInThrottle(db, randomBytes(32), RULE);
  now = Date.parse("2026-11-24T15:00:00Z");
});
afterEach(() => db.close());

const fail = (email: string, address: string, times: number): Failure[] =>
  Array.from({ length: times }, () => throttle.failed(email, address, now));
const waits = (results: Failure[]) => results.map((r) => (r.paused ? `paused ${r.minutes}` : r.delayMs));

describe("the sign-in throttle", () => {
  test("wrong tries slow the answer, then pause that e-mail from that address only", () => {
    expect(waits(fail("owner@example.com", "203.0.113.9", 5))).toEqual([0, 0, 1000, 2000, "paused 15"]);
    expect(throttle.pausedFor("owner@example.com", "203.0.113.9", now)).toBe(15);
    // The same person from any other address is not paused; a colleague at that address neither.
    expect(throttle.pausedFor("owner@example.com", "198.51.100.7", now)).toBe(0);
    expect(throttle.pausedFor("colleague@example.com", "203.0.113.9", now)).toBe(0);
    expect(throttle.pausedFor("OWNER@example.com ", "203.0.113.9", now)).toBe(15);
  });

  test("the count starts again when a pause ends; the next pause in a row is twice as long, at most a day", () => {
    fail("owner@example.com", "203.0.113.9", 5);
    now += 15 * MIN;
    expect(throttle.pausedFor("owner@example.com", "203.0.113.9", now)).toBe(0);
    // The next wrong try is counted from one again: no pause (only the e-mail's wide wait, one step).
    expect(waits(fail("owner@example.com", "203.0.113.9", 1))).toEqual([1000]);
    expect(waits(fail("owner@example.com", "203.0.113.9", 4)).at(-1)).toBe("paused 30");
    for (let i = 0; i < 10; i++) {
      now += 25 * 60 * MIN;
      fail("owner@example.com", "203.0.113.9", 5);
    }
    expect(throttle.pausedFor("owner@example.com", "203.0.113.9", now)).toBeLessThanOrEqual(24 * 60);
  });

  test("a good sign-in forgets that address's count and pauses", () => {
    fail("owner@example.com", "198.51.100.7", 4);
    throttle.succeeded("owner@example.com", "198.51.100.7", now);
    expect(waits(fail("owner@example.com", "198.51.100.7", 3))).toEqual([0, 0, 1000]);
  });

  test("guessing from many addresses slows every stranger, but not the person at an address they signed in from", () => {
    throttle.succeeded("owner@example.com", "198.51.100.7", now);
    for (let i = 0; i < 6; i++) fail("owner@example.com", `203.0.113.${i}`, 4);
    // The 25th wrong try from strangers: a new address waits five steps from its first try.
    expect(waits(fail("owner@example.com", "203.0.113.50", 1))).toEqual([5000]);
    // The owner's own desk: only its own count.
    expect(waits(fail("owner@example.com", "198.51.100.7", 1))).toEqual([0]);
    // The strangers never pause the owner's desk.
    expect(throttle.pausedFor("owner@example.com", "198.51.100.7", now)).toBe(0);
  });

  test("an unknown e-mail gets exactly the same waits and pauses as a real one", () => {
    throttle.succeeded("real@example.com", "198.51.100.7", now);
    const real = waits(fail("real@example.com", "203.0.113.9", 7));
    const unknown = waits(fail("nobody@example.com", "203.0.113.9", 7));
    expect(unknown).toEqual(real);
  });

  test("the lock notice goes once an hour at most, however many addresses are paused", () => {
    const notices = () =>
      Array.from({ length: 4 }, (_, i) => fail("owner@example.com", `203.0.113.${i}`, 5).at(-1)).filter(
        (r) => r?.paused && r.notify,
      ).length;
    expect(notices()).toBe(1);
    now += 61 * MIN;
    expect(notices()).toBe(1);
  });

  test("an owner's unlock lifts every pause of that e-mail; nothing readable is kept", () => {
    fail("owner@example.com", "203.0.113.9", 5);
    fail("owner@example.com", "203.0.113.10", 5);
    expect(throttle.unlock("owner@example.com", now)).toBe(2);
    expect(throttle.pausedFor("owner@example.com", "203.0.113.9", now)).toBe(0);
    expect(waits(fail("owner@example.com", "203.0.113.9", 1))).toEqual([0]);
    const stored = JSON.stringify(db.prepare("SELECT * FROM sign_in_throttle").all());
    expect(stored).not.toContain("owner");
    expect(stored).not.toContain("203.0.113");
  });
});
