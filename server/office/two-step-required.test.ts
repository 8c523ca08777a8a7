// @vitest-environment node
/**
 * Two-step sign-in is required of every role by default: a person without the authenticator app
 * set up is sent to set it up before any office page, in their language. An owner's setting
 * (audited) relaxes it for editors only; withdrawing it sends a signed-in editor to set it up.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { formPost, send, startTestServer, type TestServer } from "../testing/test-support";
import { officeWords } from "./words";
import { cookieOf, csrfOf, loginPost, makeStaff, PASSWORD, postWithCsrf, signIn } from "../testing/test-office";

const now = Date.parse("2026-11-24T15:00:00Z");
let running: TestServer;
beforeAll(async () => {
  running = await startTestServer({ clock: () => now });
});
afterAll(async () => {
  await running.close();
});

const get = (path: string, cookie: string) => send(`${running.server.origin}${path}`, { headers: { Cookie: cookie } });

describe("two-step sign-in for every role", () => {
  test.each([
    ["intake", "en"],
    ["editor", "es"],
  ] as const)(
    "%s without the app: sent to set it up before any page (%s)",
    async (role, lang) => {
      const person = await makeStaff(running.server, {
        role,
        email: `${role}.${lang}@example.com`,
        twoStep: false,
        languages: [lang],
      });
      running.server.users.update(person.id, { uiLang: lang });
      const first = await loginPost(running.server, person.email, PASSWORD);
      expect(first.status).toBe(303);
      expect(first.headers.location).toBe("/office/enrol");
      const cookie = cookieOf(first);
      for (const path of ["/office", "/office/site", "/office/account"])
        expect((await get(path, cookie)).text).not.toContain('action="/office/logout"');
      const enrol = await get("/office/enrol", cookie);
      expect(enrol.text).toContain(officeWords[lang].signIn.enrolTitle);
    },
    120_000,
  );

  test("an owner lets editors sign in without it (audited); intake still needs it; withdrawn, the editor sets it up", async () => {
    const owner = await signIn(
      running.server,
      await makeStaff(running.server, { role: "owner", email: "o@example.com" }),
      now,
    );
    const settings = await get("/office/settings", owner);
    expect(settings.text).toContain(officeWords.en.settings.editorsWithoutTwoStep);
    expect(settings.text).not.toMatch(/name="editorsWithoutTwoStep"[^>]*checked/);
    const relax = await postWithCsrf(
      running.server,
      owner,
      "/office/settings",
      { idle: "15", editorsWithoutTwoStep: "1" },
      "/office/settings",
    );
    expect(relax.status).toBe(200);
    const changed = running.server.audit.list({ action: "settings-changed" }).entries;
    expect(changed.map((e) => e.detail)).toContain("idle 15 min; editors without two-step: yes");

    const editor = await makeStaff(running.server, { role: "editor", email: "ed@example.com", twoStep: false });
    const edCookie = await signIn(running.server, editor, now);
    expect((await get("/office/account", edCookie)).status).toBe(200);
    const intake = await makeStaff(running.server, { role: "intake", email: "in@example.com", twoStep: false });
    expect((await loginPost(running.server, intake.email, PASSWORD)).headers.location).toBe("/office/enrol");

    const csrf = await csrfOf(running.server, "/office/settings", owner);
    await formPost(`${running.server.origin}/office/settings`, { csrf, idle: "15" }, { Cookie: owner });
    const after = await get("/office/account", edCookie);
    expect(after.status).toBe(303);
    expect(after.headers.location).toBe("/office/enrol");
    expect((await get("/office/enrol", edCookie)).text).toContain(officeWords.en.signIn.enrolTitle);
  }, 120_000);
});

test("someone with the app set up cannot replace it at /office/enrol on the strength of a session", async () => {
  const person = await makeStaff(running.server, { role: "intake", email: "set.up@example.com" });
  const cookie = await signIn(running.server, person, now);
  const asked = await get("/office/enrol", cookie);
  expect(asked.status).toBe(303);
  expect(asked.headers.location).toBe("/office/account");
  const csrf = await csrfOf(running.server, "/office/account", cookie);
  const posted = await formPost(
    `${running.server.origin}/office/enrol`,
    { csrf, secret: "A".repeat(32), code: "000000" },
    { Cookie: cookie },
  );
  expect(posted.headers.location).toBe("/office/account");
  expect(running.server.users.byId(person.id)!.totpSecret).toBe(person.secret);
});

test("a lost phone: the owner's new password link clears two-step, and the next sign-in sets the app up again", async () => {
  const owner = await makeStaff(running.server, { role: "owner", email: "own.reset@example.com" });
  const ownerCookie = await signIn(running.server, owner, now);
  const lost = await makeStaff(running.server, { role: "intake", email: "lost.phone@example.com" });
  const reset = await postWithCsrf(running.server, ownerCookie, `/office/staff/${lost.id}/reset`, {}, "/office/staff");
  expect(reset.status).toBe(200);
  expect(reset.text).toContain("two-step sign-in was cleared");
  expect(running.server.users.byId(lost.id)!.totpSecret).toBeNull();
  const trail = running.server.audit.list({ action: "account-password-link" }, { offset: 0, limit: 5 }).entries;
  expect(trail[0]).toMatchObject({ target: lost.id, detail: "two-step cleared" });
  const signedIn = await loginPost(running.server, lost.email, PASSWORD);
  expect(signedIn.headers.location).toBe("/office/enrol");
  const enrol = await get("/office/enrol", cookieOf(signedIn));
  expect(enrol.status).toBe(200);
  expect(enrol.text).toContain("data-secret");
});
