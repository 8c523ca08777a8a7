// @vitest-environment node
/**
 * The owners are told once when copies to the replica have failed for 15 minutes (a fake clock),
 * in each owner's language, without a family's details; again only for a new failure. And a real
 * replication to a store that does not answer reports itself failing, with the reason.
 */
import { createServer } from "node:net";
import { describe, expect, test } from "vitest";
import type { User } from "../accounts/users";
import type { StaffMail } from "../office/staff-mail";
import { removeDir, tempDir } from "../testing/test-support";
import { failingWatch } from "./failing-watch";
import { behindMs, replication, type ReplicaStatus } from "./replication";
import { replicaTarget } from "./target";

const MINUTE = 60_000;
const owner = (email: string, uiLang: "en" | "es") => ({ email, name: email, uiLang, role: "owner" }) as User;

describe("the e-mail after 15 minutes of failures", () => {
  test("sent once per failure, to every owner in their language, after 15 minutes and not before", async () => {
    let now = 1_000_000;
    const status: ReplicaStatus = {
      where: "s3://agency-replica/site",
      running: true,
      lastCopyAt: now,
      databaseCopyAt: now,
      failingSince: null,
      lastError: null,
      filesWaiting: 0,
    };
    const sent: StaffMail[] = [];
    const lines: string[] = [];
    const watch = failingWatch({
      status: () => status,
      users: { owners: () => [owner("a@agency.example", "en"), owner("b@agency.example", "es")] },
      sendMail: async (mail) => void sent.push(mail),
      origin: "https://agency.example",
      clock: () => now,
      log: (line) => lines.push(line),
    });
    expect(await watch.check()).toBe(false);
    status.failingSince = now;
    status.lastError = "S3 put: AccessDenied";
    now += 14 * MINUTE;
    expect(await watch.check()).toBe(false);
    expect(behindMs(status, now)).toBe(14 * MINUTE);
    now += MINUTE;
    expect(await watch.check()).toBe(true);
    expect(sent.map((m) => m.to)).toEqual(["a@agency.example", "b@agency.example"]);
    expect(sent[0]!.subject).toBe("Copies off the server are failing");
    expect(sent[1]!.subject).toBe("Las copias fuera del servidor están fallando");
    expect(sent[0]!.text).toContain("S3 put: AccessDenied");
    expect(sent[0]!.text).toContain("s3://agency-replica/site");
    expect(sent[0]!.text).toContain("https://agency.example/office/settings");
    expect(lines).toEqual(["replica: failing for 15 minutes, 2 owner(s) e-mailed"]);
    now += 30 * MINUTE;
    expect(await watch.check()).toBe(false);
    expect(sent).toHaveLength(2);
    // Copies succeed again, then a new failure: a new e-mail after its own 15 minutes.
    status.failingSince = null;
    expect(await watch.check()).toBe(false);
    status.failingSince = now;
    now += 10 * MINUTE;
    expect(await watch.check()).toBe(false);
    now += 5 * MINUTE;
    expect(await watch.check()).toBe(true);
    expect(sent).toHaveLength(4);
  });

  test("an e-mail that fails is tried again at the next check", async () => {
    let fail = true;
    const sent: StaffMail[] = [];
    const watch = failingWatch({
      status: () => ({
        where: "file:///mnt/replica",
        running: true,
        lastCopyAt: null,
        databaseCopyAt: null,
        failingSince: 0,
        lastError: "x",
        filesWaiting: 1,
      }),
      users: { owners: () => [owner("a@agency.example", "en")] },
      sendMail: async (mail) => {
        if (fail) throw Object.assign(new Error("down"), { code: "ECONNREFUSED" });
        sent.push(mail);
      },
      origin: "https://agency.example",
      clock: () => 16 * MINUTE,
      log: () => {},
    });
    expect(await watch.check()).toBe(false);
    fail = false;
    expect(await watch.check()).toBe(true);
    expect(sent).toHaveLength(1);
  });
});

describe("a replica that does not answer", () => {
  test("Litestream's and the files' failures show in the status with their reason", async () => {
    // A port that refuses connections: taken, then closed.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const dataDir = tempDir("replica-down");
    const target = replicaTarget("s3://nowhere/site", {
      AWS_ACCESS_KEY_ID: "k",
      AWS_SECRET_ACCESS_KEY: "s",
      REPLICA_ENDPOINT: `http://127.0.0.1:${port}`,
    });
    const replica = replication({ target, dataDir, clock: Date.now, log: () => {} });
    try {
      await replica.start();
      const status = replica.status();
      expect(status.where).toBe(`s3://nowhere/site at 127.0.0.1:${port}`);
      expect(status.failingSince).not.toBeNull();
      expect(status.lastError).toMatch(/^files: /);
    } finally {
      await replica.stop();
      removeDir(dataDir);
    }
  });
});
