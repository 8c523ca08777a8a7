// @vitest-environment node
/**
 * Upgrades keep everything: a database written by the server before accounts (committed as a
 * fixture: requests in clear and encrypted, statuses, pending e-mails) opens in this server with
 * every request, status and pending e-mail, made searchable, at the current schema version; and a
 * database newer than this server is refused rather than damaged.
 */
import { copyFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, test } from "vitest";
import { startServer } from "../index";
import { fakeBuild, removeDir, storedRequests, tempDir } from "../testing/test-support";
import { migrate } from "./database";
import { MIGRATIONS } from "./migrations";

const FIXTURE_KEY = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";
const fixture = path.join(import.meta.dirname, "fixtures/round3-requests.db");
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach(removeDir));

async function fromFixture() {
  const data = tempDir("data-old");
  dirs.push(data);
  copyFileSync(fixture, path.join(data, "requests.db"));
  const build = await fakeBuild();
  dirs.push(build);
  // The fixture's requests are from 2026-11-20: well within retention at this clock.
  return startServer({
    port: 0,
    buildDir: build,
    dataDir: data,
    dataKey: FIXTURE_KEY,
    clock: () => Date.parse("2026-11-27T12:00:00Z"),
  });
}

describe("a database written by the first release", () => {
  test("opens with every request, status and pending e-mail, searchable, at the current schema version", async () => {
    const server = await fromFixture();
    try {
      expect(server.db.pragma("user_version", { simple: true })).toBe(MIGRATIONS.length);
      const all = [...storedRequests(server.store), ...storedRequests(server.store, { spam: true })];
      expect(all).toHaveLength(5);
      const byName = Object.fromEntries(all.map((r) => [r.values?.name ?? r.values?.email, r]));
      expect(byName["Clear Contact"]).toMatchObject({ form: "contact", status: "new", notice: "sent" });
      // "called" became the first step of the new workflow.
      expect(byName["José Núñez"]).toMatchObject({
        form: "contact",
        lang: "es",
        status: "contacted",
        notice: "pending",
      });
      expect(byName["Ana Applicant"]).toMatchObject({ form: "application", status: "new", notice: "retrying" });
      expect(byName["boletin@example.com"]).toMatchObject({ form: "newsletter", status: "subscribed" });
      expect(byName["Spam Bot"]!.spam).toBe(true);
      expect(server.store.pendingCount()).toBe(2);
      // Consultations kept before the promise was tracked have their reply-by time.
      expect(byName["José Núñez"]!.replyBy).toBeGreaterThan(byName["José Núñez"]!.receivedAt);
      // Both the clear and the encrypted requests are found by search.
      for (const [q, name] of [
        ["nunez", "José Núñez"],
        ["555-0101", "Clear Contact"],
        ["ana@example.com", "Ana Applicant"],
      ]) {
        const found = server.store.page({ status: "all", query: q! }).requests.map((r) => r.values?.name);
        expect(found, q).toEqual([name]);
      }
    } finally {
      await server.stop();
    }
  });

  test("a second start runs no step again", async () => {
    const db = new Database(":memory:");
    expect(migrate(db)).toHaveLength(MIGRATIONS.length);
    expect(migrate(db)).toEqual([]);
    db.pragma(`user_version = ${MIGRATIONS.length + 1}`);
    expect(() => migrate(db)).toThrow(/newer than this server knows/);
    db.close();
  });
});
