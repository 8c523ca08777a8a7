// @vitest-environment node
/**
 * The scheduled audit check with a fake clock: a daily e-mail with the head's fingerprint while
 * the trail is whole; one e-mail to the owners when it fails, not one per check; start, stop and
 * status.
 */
import Database from "better-sqlite3";
import { afterEach, expect, test, vi } from "vitest";
import { migrate } from "../db/database";
import { sealer } from "../sealing";
import type { StaffMail } from "../office/staff-mail";
import { auditKey, auditTrail } from "./audit";
import { auditWatch, fingerprint } from "./audit-watch";
import { userStore } from "./users";

afterEach(() => vi.useRealTimers());

test("daily fingerprint while whole, one warning when altered, start/stop/status", async () => {
  vi.useFakeTimers();
  let now = Date.parse("2026-11-27T12:00:00Z");
  const db = new Database(":memory:");
  migrate(db);
  const users = userStore(db, sealer(undefined));
  users.add({ email: "owner@example.com", name: "Olga Owner", role: "owner" }, now);
  users.add({ email: "intake@example.com", name: "Ivy Intake", role: "intake" }, now);
  const audit = auditTrail(db, () => now, auditKey({ auditKey: "a secret only the server knows" }));
  for (let i = 0; i < 5; i++) audit.record({ action: "request-opened", actorLabel: "Ivy", target: `r${i}` });
  const mails: StaffMail[] = [];
  const states: boolean[] = [];
  const watch = auditWatch({
    audit,
    users,
    sendMail: async (mail) => void mails.push(mail),
    written: () => null,
    origin: "https://office.example",
    clock: () => now,
    everyMs: 60 * 60_000,
    checked: (ok) => states.push(ok),
  });
  expect(watch.status()).toEqual({ running: false, lastAt: null, ok: null });
  watch.start();
  expect(watch.status()).toMatchObject({ running: true, ok: true });
  expect(mails.map((m) => [m.to, m.subject])).toEqual([
    ["owner@example.com", `Audit trail: 5 entries, fingerprint ${fingerprint(audit.head()!)}`],
  ]);
  // An hour on: checked again, no second daily e-mail.
  now += 60 * 60_000;
  await vi.advanceTimersByTimeAsync(60 * 60_000);
  expect(states).toEqual([true, true]);
  expect(mails).toHaveLength(1);
  // Altered: one warning, however many checks follow.
  db.prepare("UPDATE audit SET actor_label = 'Nobody' WHERE seq = 2").run();
  for (let i = 0; i < 3; i++) {
    now += 60 * 60_000;
    await vi.advanceTimersByTimeAsync(60 * 60_000);
  }
  expect(states.slice(-3)).toEqual([false, false, false]);
  const warnings = mails.filter((m) => m.subject === "The audit trail was altered");
  expect(warnings).toHaveLength(1);
  expect(warnings[0]!.text).toContain("entry 2 was changed");
  expect(warnings[0]!.text).toContain("https://office.example/office/audit");
  watch.stop();
  expect(watch.status().running).toBe(false);
  await vi.advanceTimersByTimeAsync(5 * 60 * 60_000);
  expect(states).toHaveLength(5);
  db.close();
});
