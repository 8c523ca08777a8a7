// @vitest-environment node
/**
 * The staff page, against the real server and a real SQLite file: an owner invites colleagues
 * (the one-time link e-mailed in the office language chosen for them), changes a role and
 * removes someone, who is signed out at once; every step in the audit trail.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { formPost, send, startTestServer, type Mail, type TestServer } from "../testing/test-support";
import { cookieOf, makeStaff, postWithCsrf, signIn } from "../testing/test-office";
import type { RunningServer } from "../index";
import { officeWords } from "./words";

const now = Date.parse("2026-11-24T15:00:00Z");
let running: TestServer;
let server: RunningServer;
const mails: Mail[] = [];

beforeAll(async () => {
  running = await startTestServer({ clock: () => now, mails });
  server = running.server;
});
afterAll(() => running.close());

const get = (path: string, cookie = "") =>
  send(`${server.origin}${path}`, { headers: cookie ? { Cookie: cookie } : {} });

describe("the staff", () => {
  test("an owner invites a colleague (e-mailed link), changes a role, removes someone: signed out at once", async () => {
    const owner = await makeStaff(server, { role: "owner", email: "boss@example.com", name: "Bea Boss" });
    const cookie = await signIn(server, owner, now);
    const invited = await postWithCsrf(
      server,
      cookie,
      "/office/staff/invite",
      { name: "Nina Nueva", email: "nina@example.com", role: "intake", languages: "es" },
      "/office/staff",
    );
    // To the list, saying so: reloading it does not invite again.
    expect(invited.status).toBe(303);
    expect(invited.headers.location).toMatch(/^\/office\/staff\?invited=[0-9a-f-]{36}$/);
    expect((await get(invited.headers.location as string, cookie)).text).toContain("nina@example.com");
    await expect.poll(() => mails.find((m) => m.to.includes("nina@example.com"))).toBeTruthy();
    const mail = mails.find((m) => m.to.includes("nina@example.com"))!;
    // Written in her language (Spanish only), with a working one-time link.
    expect(mail.raw).toContain("Invitaci");
    const link = /http:\/\/\S+\/office\/welcome\/[A-Za-z0-9_-]+/.exec(mail.raw.replace(/=\r?\n/g, ""))![0];
    const chosen = await formPost(link, { password: "nueva contraseña segura", confirm: "nueva contraseña segura" });
    expect(chosen.status).toBe(303);
    const nina = cookieOf(chosen);
    expect((await get("/office", nina)).status).toBe(200);
    const ninaId = server.users.byEmail("nina@example.com")!.id;
    expect(
      (await postWithCsrf(server, cookie, `/office/staff/${ninaId}/role`, { role: "editor" }, "/office/staff")).status,
    ).toBe(303);
    expect(server.users.byId(ninaId)!.role).toBe("editor");
    // Removing asks first, then signs her out at once.
    const ask = await postWithCsrf(server, cookie, `/office/staff/${ninaId}/remove`, {}, "/office/staff");
    expect(ask.text).toContain("Remove Nina Nueva?");
    expect(server.users.byId(ninaId)).not.toBeNull();
    const removed = await postWithCsrf(
      server,
      cookie,
      `/office/staff/${ninaId}/remove`,
      { confirm: "yes" },
      "/office/staff",
    );
    expect(removed.status).toBe(303);
    // The list says so (and a reload of it removes no one again).
    expect(removed.headers.location).toBe("/office/staff?done=removed");
    expect((await get("/office/staff?done=removed", cookie)).text).toContain(officeWords.en.staff.removed);
    expect((await get("/office/account", nina)).status).toBe(401);
    const trail = server.audit.list({}).entries.map((e) => `${e.actorLabel}|${e.action}|${e.target}`);
    expect(trail).toContain(`Bea Boss <boss@example.com>|account-removed|${ninaId}`);
    expect(trail).toContain(`Bea Boss <boss@example.com>|account-invited|${ninaId}`);
  });

  test("the office language chosen with the invitation sets their pages and the e-mail's; the notice names them", async () => {
    const owner = await makeStaff(server, { role: "owner", email: "lead@example.com", name: "Lia Lead" });
    const cookie = await signIn(server, owner, now);
    const invite = (fields: Record<string, string>) =>
      postWithCsrf(server, cookie, "/office/staff/invite", { role: "intake", ...fields }, "/office/staff");

    // Speaks both languages with families, chose Spanish for the office.
    const olga = await invite({ name: "Olga Ortiz", email: "olga@example.com", languages: "en, es", uiLang: "es" });
    expect(server.users.byEmail("olga@example.com")!.uiLang).toBe("es");
    expect((await get(olga.headers.location as string, cookie)).text).toContain(
      officeWords.en.staff.invitedMail("Olga Ortiz", "olga@example.com"),
    );
    await expect.poll(() => mails.find((m) => m.to.includes("olga@example.com"))).toBeTruthy();
    expect(mails.find((m) => m.to.includes("olga@example.com"))!.raw).toContain("Hola, Olga Ortiz");

    // A value that is no language: as without the choice (both languages spoken: English).
    await invite({ name: "Pablo Paz", email: "pablo@example.com", languages: "en, es", uiLang: "fr" });
    expect(server.users.byEmail("pablo@example.com")!.uiLang).toBe("en");
    await expect.poll(() => mails.find((m) => m.to.includes("pablo@example.com"))).toBeTruthy();
    expect(mails.find((m) => m.to.includes("pablo@example.com"))!.raw).toContain("Hello Pablo Paz");
  });
});
