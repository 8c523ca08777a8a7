// @vitest-environment node
/**
 * On a server set up without SMTP_URL or DATA_KEY: the queue says so to the owners, who can act
 * on it, not to the intake staff; and a colleague invited but not yet joined is no one to assign a
 * request to (not offered, and refused when posted).
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { json, startTestServer, type TestServer } from "../testing/test-support";
import { makeStaff, postWithCsrf, signIn } from "../testing/test-office";
import { officeWords } from "./words";

const now = Date.parse("2026-11-24T15:00:00Z");
const en = officeWords.en;
let running: TestServer;
let owner: string;
let intake: string;

beforeAll(async () => {
  running = await startTestServer({ clock: () => now });
  owner = await signIn(running.server, await makeStaff(running.server, { role: "owner", email: "o@example.com" }), now);
  intake = await signIn(
    running.server,
    await makeStaff(running.server, { role: "intake", email: "i@example.com" }),
    now,
  );
  await json(`${running.server.origin}/api/forms/contact`, {
    lang: "en",
    name: "Notice Family",
    phone: "863-555-0150",
  });
});
afterAll(() => running.close());

const get = async (path: string, cookie: string) =>
  (await fetch(`${running.server.origin}${path}`, { headers: { Cookie: cookie } })).text();

test("the server's set-up notices are for the owners", async () => {
  const asOwner = await get("/office", owner);
  expect(asOwner).toContain(en.queue.unencrypted);
  expect(asOwner).toMatch(/office e-mails? waiting: SMTP_URL is not set/);
  const asIntake = await get("/office", intake);
  expect(asIntake).toContain("Notice Family");
  expect(asIntake).not.toContain(en.queue.unencrypted);
  expect(asIntake).not.toContain("SMTP_URL");
});

test("an invitation not yet taken: not among those a request can be assigned to, and refused if posted", async () => {
  const pending = running.server.users.add({ email: "new@example.com", name: "Nina Newcomer", role: "intake" }, now);
  const list = await get("/office", owner);
  const id = /href="\/office\/requests\/([0-9a-f-]{36})[^"]*">Notice Family</.exec(list)![1]!;
  const page = await get(`/office/requests/${id}`, owner);
  expect(page).not.toContain("Nina Newcomer");
  expect(list).not.toContain("Nina Newcomer");
  const posted = await postWithCsrf(
    running.server,
    owner,
    `/office/requests/${id}/assign`,
    { assignee: pending.id },
    `/office/requests/${id}`,
  );
  expect(posted.status).toBe(400);
  expect(running.server.store.get(id)!.assignedTo).toBeNull();
});
