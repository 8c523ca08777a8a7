// @vitest-environment node
/**
 * The audit check on every owner's page: once the trail is altered, any owner's page (not only
 * the queue or the audit page) shows the "altered" banner in the owner's language within
 * AUDIT_FRESH_MS, the owners are e-mailed once, and intake never sees it.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { RunningServer } from "../index";
import { send, startTestServer, type Mail, type TestServer } from "../testing/test-support";
import { AUDIT_FRESH_MS } from "./index";
import { makeStaff, signIn } from "../testing/test-office";
import { officeWords } from "./words";

let now = Date.parse("2026-11-24T15:00:00Z");
let running: TestServer;
let server: RunningServer;
const mails: Mail[] = [];

beforeAll(async () => {
  running = await startTestServer({ clock: () => now, mails, dataKey: "d".repeat(64) });
  server = running.server;
});
afterAll(() => running.close());

const get = (path: string, cookie: string) => send(`${server.origin}${path}`, { headers: { Cookie: cookie } });

describe("the audit check on every owner's page", () => {
  test("an altered entry shows on an owner's pages once the last check is stale, in their language; owners e-mailed once; not intake", async () => {
    const ownerStaff = await makeStaff(server, { role: "owner", email: "olga@example.com" });
    server.users.update(ownerStaff.id, { uiLang: "es" });
    const owner = await signIn(server, ownerStaff, now);
    const intake = await signIn(server, await makeStaff(server, { role: "intake", email: "ivan@example.com" }), now);
    const banner = officeWords.es.queue.auditBroken;
    for (const path of ["/office/account", "/office/staff", "/office/settings"])
      expect((await get(path, owner)).text, path).not.toContain(banner);

    server.db.prepare("UPDATE audit SET detail = 'nothing happened' WHERE seq = 2").run();
    now += AUDIT_FRESH_MS;
    const before = mails.length;
    for (const path of ["/office/account", "/office/staff", "/office/settings", "/office/newsletter"])
      expect((await get(path, owner)).text, path).toContain(banner);
    expect((await get("/office/account", intake)).text).not.toContain(officeWords.en.queue.auditBroken);
    const altered = () => mails.slice(before).filter((m) => m.to.includes("olga@example.com"));
    await expect.poll(() => altered().length).toBe(1);
    now += AUDIT_FRESH_MS;
    await get("/office/account", owner);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(altered()).toHaveLength(1);
  }, 120_000);
});
