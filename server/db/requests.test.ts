// @vitest-environment node
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { site } from "~/content/site";
import { startServer } from "../index";
import { sealer } from "../sealing";
import { fakeBuild, json, openStore, removeDir, storedRequests, tempDir } from "../testing/test-support";

const dirs: string[] = [];
const dir = (prefix: string) => {
  const made = tempDir(prefix);
  dirs.push(made);
  return made;
};
afterEach(() => dirs.splice(0).forEach(removeDir));
const build = async () => {
  const made = await fakeBuild();
  dirs.push(made);
  return made;
};

/** Every byte SQLite wrote: the database and its write-ahead log. */
const onDisk = (data: string) =>
  readdirSync(data, { withFileTypes: true })
    .filter((f) => f.isFile())
    .map((f) => readFileSync(path.join(data, f.name)).toString("latin1"))
    .join("");

const DAY = 24 * 60 * 60 * 1000;
const KEY = "a".repeat(64);

describe("the request store", () => {
  test("with DATA_KEY, what visitors type is not on disk in clear; the server reads it back", async () => {
    const data = dir("data");
    const server = await startServer({ port: 0, buildDir: await build(), dataDir: data, dataKey: KEY });
    try {
      const response = await json(`${server.origin}/api/forms/contact`, {
        lang: "en",
        name: "Cipher Person",
        phone: "863-555-0120",
        message: "needs wound care",
      });
      const { id } = JSON.parse(response.text) as { id: string };
      expect(server.store.get(id)!.values).toMatchObject({ name: "Cipher Person" });
      expect(onDisk(data)).not.toContain("Cipher Person");
      expect(onDisk(data)).not.toContain("wound care");
    } finally {
      await server.stop();
    }
    // The same file opened with another key (or none) cannot read the values.
    const other = openStore(data, sealer("b".repeat(64)), "b".repeat(64));
    expect(storedRequests(other)[0]!.values).toBeNull();
    other.close();
  });

  test("without DATA_KEY values are stored readable, marked plain", () => {
    const seal = sealer(undefined);
    expect(seal.encrypted).toBe(false);
    expect(seal.open(seal.seal("x"))).toBe("x");
    const sealed = sealer("any passphrase");
    expect(sealed.seal("wound care")).not.toContain("wound care");
    expect(sealed.open(sealed.seal("héllo"))).toBe("héllo");
    expect(sealer("other passphrase").open(sealed.seal("x"))).toBeNull();
  });

  test(`requests older than the retention period (${site.requestRetentionDays} days) are deleted on start`, async () => {
    const data = dir("data");
    const now = Date.parse("2026-06-01T12:00:00Z");
    const store = openStore(data, sealer(undefined));
    const values = { name: "Old", phone: "863-555-0121" };
    const old = store.add(
      { form: "contact", lang: "en", values },
      { notify: true, now: now - (site.requestRetentionDays + 1) * DAY },
    );
    const kept = store.add(
      { form: "contact", lang: "en", values },
      { notify: true, now: now - (site.requestRetentionDays - 1) * DAY },
    );
    store.close();
    const server = await startServer({ port: 0, buildDir: await build(), dataDir: data, clock: () => now });
    try {
      expect(server.store.get(old)).toBeNull();
      expect(server.store.get(kept)).not.toBeNull();
      // Its pending e-mail went with it.
      expect(server.store.pendingCount()).toBe(1);
    } finally {
      await server.stop();
    }
  });

  test("retention keeps a request that became part of a patient's or a hired person's record", () => {
    const store = openStore(dir("data"), sealer(undefined));
    const now = Date.parse("2026-06-01T12:00:00Z");
    const old = (form: "contact" | "referral" | "application", status?: string) => {
      const id = store.add(
        { form, lang: "es", values: { name: `Old ${form}`, phone: "863-555-0123" } },
        { notify: false, now: now - (site.requestRetentionDays + 30) * DAY },
      );
      if (status) store.setStatus(id, status as never);
      return id;
    };
    const admitted = old("contact", "started-care");
    const accepted = old("referral", "accepted");
    const hired = old("application", "hired");
    const closed = old("contact", "closed");
    const untouched = old("referral");
    expect(store.purge(site.requestRetentionDays, now)).toBe(2);
    for (const id of [admitted, accepted, hired]) expect(store.get(id)).not.toBeNull();
    for (const id of [closed, untouched]) expect(store.get(id)).toBeNull();
    store.close();
  });

  test("due first: every request still waiting for a first answer comes before those answered, each by reply-by", () => {
    const store = openStore(dir("data"), sealer(undefined));
    const now = Date.parse("2026-11-28T12:00:00Z");
    const add = (hoursAgo: number) =>
      store.add(
        { form: "contact", lang: "en", values: { name: `Sent ${hoursAgo} h ago`, phone: "863-555-0122" } },
        { notify: false, now: now - hoursAgo * 60 * 60 * 1000 },
      );
    const answeredOld = add(30);
    const answered = add(20);
    const waiting = add(2);
    const waitingNewer = add(1);
    store.setStatus(answeredOld, "contacted");
    store.setStatus(answered, "assessment-scheduled");
    const { requests } = store.page({ order: "due" });
    expect(requests.map((r) => r.id)).toEqual([waiting, waitingNewer, answeredOld, answered]);
    store.close();
  });

  test("the database runs in WAL mode with synchronous=FULL", () => {
    const store = openStore(dir("data"), sealer(undefined));
    expect(store.db.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(store.db.pragma("synchronous", { simple: true })).toBe(2);
    store.close();
  });
});
