// @vitest-environment node
/**
 * The replica on the owners' Settings page: where, the last copy, up to date or failing for how
 * long and why, in English and Spanish; the plain warning when REPLICA_URL is not set. And the
 * real page of a server replicating to a folder shows it.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { makeStaff, signIn } from "../testing/test-office";
import { removeDir, send, startTestServer, tempDir, type TestServer } from "../testing/test-support";
import type { ReplicaStatus } from "./replication";
import { replicaSection } from "./status-section";

const status: ReplicaStatus = {
  where: "s3://agency-replica/site at s3.us-east-005.backblazeb2.com",
  running: true,
  lastCopyAt: Date.UTC(2026, 10, 27, 22, 5, 0),
  databaseCopyAt: Date.UTC(2026, 10, 27, 22, 5, 0),
  failingSince: null,
  lastError: null,
  filesWaiting: 0,
};

describe("the section", () => {
  test("up to date, in both languages", () => {
    const en = replicaSection(status, "en", Date.now());
    expect(en).toContain("Copies off the server");
    expect(en).toContain("s3://agency-replica/site at s3.us-east-005.backblazeb2.com");
    expect(en).toContain("Up to date");
    expect(en).toContain("5:05:00");
    const es = replicaSection(status, "es", Date.now());
    expect(es).toContain("Copias fuera del servidor");
    expect(es).toContain("Al día");
  });

  test("failing: for how long, the files waiting and the error, escaped", () => {
    const now = Date.UTC(2026, 10, 28, 1, 0, 0);
    const failing = {
      ...status,
      failingSince: now - 17 * 60_000,
      lastError: "S3 put: <AccessDenied>",
      filesWaiting: 2,
    };
    const en = replicaSection(failing, "en", now);
    expect(en).toContain("Failing for 17 minutes");
    expect(en).toContain("2 documents waiting to be copied");
    expect(en).toContain("S3 put: &lt;AccessDenied&gt;");
    expect(replicaSection(failing, "es", now)).toContain("Falla desde hace 17 minutos");
  });

  test("not set: says the requests are on this disk only", () => {
    expect(replicaSection(null, "en", 0)).toContain("REPLICA_URL is not set");
    expect(replicaSection(null, "es", 0)).toContain("REPLICA_URL no está configurada");
  });
});

describe("the owners' Settings page of a server replicating to a folder", () => {
  let running: TestServer;
  let replica: string;
  beforeAll(async () => {
    replica = tempDir("replica-settings");
    running = await startTestServer({ replicaUrl: `file://${replica}` });
  });
  afterAll(async () => {
    await running.close();
    removeDir(replica);
  });

  test("shows where the copies go and that they are up to date", async () => {
    const cookie = await signIn(
      running.server,
      await makeStaff(running.server, { role: "owner", email: "o@agency.example" }),
    );
    const page = await send(`${running.server.origin}/office/settings`, { headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
    expect(page.text).toContain("Copies off the server");
    expect(page.text).toContain(`file://${replica}`);
    expect(running.server.replica!.status().running).toBe(true);
  });
});
