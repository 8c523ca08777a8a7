// @vitest-environment node
/**
 * Signing in to the office, against the real server and a real SQLite file: the first owner from
 * the command line, the one-time link, the password rules, setting up the authenticator app,
 * codes computed from the secret, recovery codes, locking one account (not the address), the
 * sessions' life (restart, idle, 12 hours, sign out everywhere), CSRF, and who may see what.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { runOfficeCommand } from "../cli";
import { totpCode } from "../accounts/two-step";
import { startServer, type RunningServer } from "../index";
import { formPost, send, startTestServer, type Mail, type TestServer } from "../testing/test-support";
import { officeWords } from "./words";
import { cookieOf, csrfOf, loginPost, makeStaff, PASSWORD, postWithCsrf, signIn } from "../testing/test-office";

let now = Date.parse("2026-11-24T15:00:00Z");
const clock = () => now;
let running: TestServer;
let server: RunningServer;
const mails: Mail[] = [];
const waits: number[] = [];

beforeAll(async () => {
  running = await startTestServer({
    clock,
    mails,
    lockout: { after: 5, minutes: 15, delayMs: 1000 },
    sleep: async (ms) => void waits.push(ms),
  });
  server = running.server;
});
afterAll(() => running.close());

const get = (path: string, cookie = "") =>
  send(`${server.origin}${path}`, { headers: cookie ? { Cookie: cookie } : {} });

describe("the first owner, made on the command line", () => {
  test("a server without accounts says on /office how to make the first owner", async () => {
    const page = await get("/office");
    expect(page.status).toBe(200);
    expect(page.text).toContain("npm run office -- add-user --role owner");
  });

  test("add-user prints a one-time link; the password is checked; the owner must set up the app, then is signed in", async () => {
    const env = { DATA_DIR: running.data, PUBLIC_ORIGIN: server.origin };
    const made = runOfficeCommand(
      ["add-user", "--role", "owner", "--email", "first@example.com", "--name", "Fran First"],
      env,
      now,
    );
    expect(made.code).toBe(0);
    const link = /http:\S+\/office\/welcome\/\S+/.exec(made.out)![0];
    expect((await send(link)).text).toContain("Fran First");
    const choose = (password: string, confirm = password) => formPost(link, { password, confirm });
    expect((await choose("short")).text).toContain("at least 12 characters");
    expect((await choose("password1234")).text).toContain("most common");
    expect((await choose("blue heron orange grove", "blue heron orange grovE")).text).toContain("not the same");
    const chosen = await choose("blue heron orange grove");
    expect(chosen.status).toBe(303);
    expect(chosen.headers.location).toBe("/office/enrol");
    const cookie = cookieOf(chosen);
    // The link works once.
    expect((await send(link)).status).toBe(410);
    // Not signed in yet: the requests are not shown until the app is set up.
    expect((await get("/office", cookie)).text).not.toContain('action="/office/logout"');
    const enrol = await get("/office/enrol", cookie);
    const secret = /data-secret="([A-Z2-7]+)"/.exec(enrol.text)![1]!;
    // Beside the key, a QR code of the app's link to scan.
    expect(enrol.text).toContain(`<svg role="img" aria-label="${officeWords.en.signIn.enrolQr}"`);
    const csrf = /name="csrf" value="([^"]+)"/.exec(enrol.text)![1]!;
    const wrong = await formPost(`${server.origin}/office/enrol`, { csrf, secret, code: "000000" }, { Cookie: cookie });
    expect(wrong.status).toBe(400);
    const done = await formPost(
      `${server.origin}/office/enrol`,
      { csrf, secret, code: totpCode(secret, now) },
      { Cookie: cookie },
    );
    expect(done.status).toBe(200);
    expect(done.text.match(/<li>[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{2}<\/li>/g)).toHaveLength(10);
    const signedIn = cookieOf(done);
    expect(signedIn).not.toBe(cookie);
    expect((await get("/office", signedIn)).text).toContain('action="/office/logout"');
    expect(runOfficeCommand(["verify-audit"], env, now)).toMatchObject({ code: 0 });
  });
});

describe("signing in", () => {
  test("password, then the app's code; the same code is refused twice; a recovery code works once", async () => {
    const staff = await makeStaff(server, { role: "intake", email: "ivy@example.com", twoStep: true });
    const cookie = await signIn(server, staff, now);
    expect((await get("/office", cookie)).status).toBe(200);
    // The code just used cannot sign in again (a code seen over someone's shoulder).
    const again = await loginPost(server, staff.email, PASSWORD);
    const half = cookieOf(again);
    const csrf = await csrfOf(server, "/office/login/code", half);
    const replay = await formPost(
      `${server.origin}/office/login/code`,
      { csrf, code: totpCode(staff.secret!, now) },
      { Cookie: half },
    );
    expect(replay.status).toBe(401);
    const recovery = await formPost(
      `${server.origin}/office/login/code`,
      { csrf, code: "AAAA-BBBB-CC" },
      { Cookie: half },
    );
    expect(recovery.status).toBe(303);
    const third = cookieOf(await loginPost(server, staff.email, PASSWORD));
    const csrf3 = await csrfOf(server, "/office/login/code", third);
    expect(
      (await formPost(`${server.origin}/office/login/code`, { csrf: csrf3, code: "aaaa-bbbb-cc" }, { Cookie: third }))
        .status,
    ).toBe(401);
  });

  test("wrong passwords slow down, then lock that account (owners e-mailed) but not a colleague at the same address", async () => {
    const victim = await makeStaff(server, { role: "intake", email: "vic@example.com" });
    const colleague = await makeStaff(server, { role: "intake", email: "col@example.com" });
    waits.length = 0;
    for (let i = 0; i < 5; i++) expect((await loginPost(server, victim.email, `wrong guess ${i}`)).status).toBe(401);
    expect(waits).toEqual([1000, 2000]);
    // Locked: even the right password is refused.
    const locked = await loginPost(server, victim.email, PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.text).toContain("locked");
    // The colleague behind the same address signs in.
    expect(await signIn(server, colleague, now)).toMatch(/^office_session=/);
    await expect.poll(() => mails.filter((m) => m.raw.includes("Account locked")).length).toBeGreaterThan(0);
    // After the lock's time, the right password works again.
    now += 16 * 60_000;
    expect(await signIn(server, victim, now)).toMatch(/^office_session=/);
  });

  test("a session lives in the database: a restart keeps it; idle past the setting ends it; so does 12 hours", async () => {
    const staff = await makeStaff(server, { role: "intake", email: "sam@example.com" });
    let cookie = await signIn(server, staff, now);
    await server.stop();
    server = await startServer({
      port: 0,
      buildDir: running.build,
      dataDir: running.data,
      clock,
      smtpUrl: running.smtpUrl,
    });
    running.server = server;
    expect((await get("/office", cookie)).text).toContain('action="/office/logout"');
    // Idle: 15 minutes by default.
    now += 16 * 60_000;
    const idle = await get("/office/account", cookie);
    expect(idle.status).toBe(401);
    expect(idle.text).toContain("without activity");
    cookie = await signIn(server, staff, now);
    const signedAt = now;
    // Active all day (a page every 14 minutes): still ends after 12 hours.
    for (let i = 0; i < 60; i++) {
      now += 14 * 60_000;
      if ((await get("/office/account", cookie)).status !== 200) break;
    }
    expect(now - signedAt).toBeGreaterThan(12 * 60 * 60_000);
    expect(now - signedAt).toBeLessThanOrEqual(12 * 60 * 60_000 + 14 * 60_000);
  });

  test("an owner shortens the idle time: five minutes without activity then signs out", async () => {
    const owner = await makeStaff(server, { role: "owner", email: "short@example.com" });
    const cookie = await signIn(server, owner, now);
    expect((await postWithCsrf(server, cookie, "/office/settings", { idle: "5" }, "/office/settings")).status).toBe(
      200,
    );
    const intake = await signIn(server, await makeStaff(server, { role: "intake", email: "idle@example.com" }), now);
    now += 4 * 60_000;
    const open = await get("/office/account", intake);
    expect(open.status).toBe(200);
    // A page left open loads itself again once the idle time is up (the office's script), and then shows the sign-in.
    expect(open.text).toContain('data-idle="300"');
    expect(open.text).toMatch(/<script src="\/office\/office\.js" defer(="")?><\/script>/);
    now += 6 * 60_000;
    expect((await get("/office/account", intake)).status).toBe(401);
    // Back to the default for the other tests.
    const again = await signIn(server, owner, now + 30_000);
    await postWithCsrf(server, again, "/office/settings", { idle: "15" }, "/office/settings");
  });

  test("the session cookie: HttpOnly, SameSite=Strict; Secure over HTTPS behind a trusted proxy", async () => {
    const staff = await makeStaff(server, { role: "intake", email: "cookie@example.com" });
    const plain = await loginPost(server, staff.email, PASSWORD);
    expect(String(plain.headers["set-cookie"])).toMatch(/office_session=[^;]+; Path=\/; HttpOnly; SameSite=Strict/);
    expect(String(plain.headers["set-cookie"])).not.toContain("Secure");
    const proxied = await startServer({
      port: 0,
      buildDir: running.build,
      dataDir: running.data,
      clock,
      trustProxy: true,
    });
    try {
      const page = await send(`${proxied.origin}/office`, { headers: { "X-Forwarded-Proto": "https" } });
      const token = /name="csrf" value="([^"]+)"/.exec(page.text)![1]!;
      const secure = await formPost(
        `${proxied.origin}/office/login`,
        { csrf: token, email: staff.email, password: PASSWORD },
        { Cookie: cookieOf(page), "X-Forwarded-Proto": "https" },
      );
      expect(String(secure.headers["set-cookie"])).toContain("; Secure");
    } finally {
      await proxied.stop();
    }
  });

  test("sign out everywhere ends every session of that person", async () => {
    const staff = await makeStaff(server, { role: "intake", email: "eve@example.com" });
    const phone = await signIn(server, staff, now);
    // The next half-minute's code: a code works once.
    const desk = await signIn(server, staff, now + 30_000);
    expect((await postWithCsrf(server, desk, "/office/account/everywhere")).status).toBe(303);
    expect((await get("/office/account", phone)).status).toBe(401);
    expect((await get("/office/account", desk)).status).toBe(401);
  });
});

describe("who may do what", () => {
  test("signed out: 401; intake: 403 on staff, audit and settings; editor: 403 on the requests", async () => {
    expect((await get("/office/export.csv")).status).toBe(401);
    const intake = await signIn(server, await makeStaff(server, { role: "intake", email: "in@example.com" }), now);
    for (const path of ["/office/staff", "/office/audit", "/office/audit.csv", "/office/settings"])
      expect((await get(path, intake)).status, path).toBe(403);
    expect((await get("/office", intake)).status).toBe(200);
    const editor = await signIn(server, await makeStaff(server, { role: "editor", email: "ed@example.com" }), now);
    for (const path of ["/office", "/office/export.csv", "/office/newsletter"])
      expect((await get(path, editor)).status, path).toBe(403);
  });

  test("the sign-in form without its token is refused", async () => {
    const staff = await makeStaff(server, { role: "intake", email: "token@example.com" });
    const bare = await formPost(`${server.origin}/office/login`, { email: staff.email, password: PASSWORD });
    expect(bare.status).toBe(403);
    expect(String(bare.headers["set-cookie"])).not.toContain("office_session=");
    expect((await loginPost(server, staff.email, PASSWORD)).status).toBe(303);
  });

  test("a form posted without the session's CSRF token, or from another site, changes nothing", async () => {
    const staff = await makeStaff(server, { role: "intake", email: "csrf@example.com" });
    const cookie = await signIn(server, staff, now);
    const noToken = await formPost(`${server.origin}/office/account/everywhere`, {}, { Cookie: cookie });
    expect(noToken.status).toBe(403);
    const csrf = await csrfOf(server, "/office/account", cookie);
    const crossSite = await formPost(
      `${server.origin}/office/account/everywhere`,
      { csrf },
      { Cookie: cookie, Origin: "https://evil.example" },
    );
    expect(crossSite.status).toBe(403);
    expect((await get("/office/account", cookie)).status).toBe(200);
  });
});
