// @vitest-environment node
/**
 * The audit trail's keyed chain: a changed entry, a chain recomputed without the key and a
 * removed tail are each found and named; a chain written before the key is checked and keyed; the
 * head written beside a backup lets `verify-audit` see a shortened trail.
 */
import { createHash } from "node:crypto";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, test } from "vitest";
import { runOfficeCommand } from "../cli";
import { dailyBackup } from "../db/backups";
import { migrate, openDatabase } from "../db/database";
import { removeDir, tempDir } from "../testing/test-support";
import { auditKey, auditTrail } from "./audit";

const DATA_KEY = "c".repeat(64);
const key = auditKey({ dataKey: DATA_KEY });
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach(removeDir));

function trailOf(db: Database.Database, withKey = key) {
  let now = Date.parse("2026-11-27T12:00:00Z");
  const trail = auditTrail(db, () => (now += 1000), withKey);
  for (let i = 1; i <= 20; i++)
    trail.record({ action: "request-opened", actorLabel: "Ivy <ivy@example.com>", target: `r${i}` });
  return trail;
}

const memory = () => {
  const db = new Database(":memory:");
  migrate(db);
  return db;
};

/** What someone with the database but not the key can do: write every MAC again with plain SHA-256. */
function recomputeWithoutKey(db: Database.Database) {
  let previous = "0".repeat(64);
  for (const e of db.prepare("SELECT * FROM audit ORDER BY seq").all() as Record<string, string | number | null>[]) {
    const fields = [e.seq, e.at, e.actor ?? "", e.actor_label, e.action, e.target ?? "", e.detail, e.address];
    previous = createHash("sha256")
      .update(`${previous}\n${JSON.stringify(fields)}`)
      .digest("hex");
    db.prepare("UPDATE audit SET hash = ? WHERE seq = ?").run(previous, e.seq);
  }
}

describe("the audit trail's keyed chain", () => {
  test("whole: every entry checked, and its head", () => {
    const trail = trailOf(memory());
    expect(trail.verify()).toMatchObject({ ok: true, count: 20, head: { seq: 20 } });
  });

  test("an entry changed in place is named as changed", () => {
    const db = memory();
    const trail = trailOf(db);
    db.prepare("UPDATE audit SET actor_label = 'Someone else' WHERE seq = 5").run();
    expect(trail.verify()).toMatchObject({ ok: false, seq: 5, problem: "changed" });
  });

  test("who did every request-opened changed and the chain recomputed: named as recomputed", () => {
    const db = memory();
    const trail = trailOf(db);
    db.prepare("UPDATE audit SET actor_label = 'Someone else' WHERE action = 'request-opened'").run();
    recomputeWithoutKey(db);
    expect(trail.verify()).toMatchObject({ ok: false, seq: 1, problem: "recomputed" });
  });

  test("the newest ten entries removed: whole inside the database, found against the head written outside it", () => {
    const db = memory();
    const trail = trailOf(db);
    const head = trail.head()!;
    db.prepare("DELETE FROM audit WHERE seq > 10").run();
    expect(trail.verify(head)).toMatchObject({ ok: false, seq: 11, problem: "tail-removed" });
    db.prepare("DELETE FROM audit WHERE seq = 4").run();
    expect(trail.verify(head)).toMatchObject({ ok: false, seq: 4, problem: "removed" });
  });

  test("a chain written before it had a key is checked, then keyed; a broken one is left to be reported", () => {
    const db = memory();
    trailOf(db, null);
    expect(auditTrail(db, Date.now, key).verify()).toMatchObject({ ok: true, count: 20 });
    const other = memory();
    trailOf(other, null);
    other.prepare("UPDATE audit SET target = 'r99' WHERE seq = 7").run();
    expect(auditTrail(other, Date.now, key).verify()).toMatchObject({ ok: false, seq: 1 });
  });

  test("verify-audit finds a removed tail with the head written beside the last backup", async () => {
    const data = tempDir("data-audit");
    dirs.push(data);
    const { db } = openDatabase(data);
    const trail = trailOf(db);
    await dailyBackup(db, path.join(data, "backups"), 30, Date.now(), { auditHead: () => trail.head() });
    const env = { DATA_DIR: data, DATA_KEY };
    expect(runOfficeCommand(["verify-audit"], env)).toMatchObject({ code: 0 });
    db.prepare("DELETE FROM audit WHERE seq > 10").run();
    db.close();
    const check = runOfficeCommand(["verify-audit"], env);
    expect(check.code).toBe(1);
    expect(check.out).toContain("the newest entries, from 11 on, were removed");
  });
});
