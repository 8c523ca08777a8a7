// @vitest-environment node
/**
 * Nobody can lock the office out, over HTTP behind a trusted proxy (so each test picks its
 * address): a stranger's wrong passwords pause only their own address for that e-mail, while the
 * owner with the right password and code signs in from theirs; an unknown e-mail is answered the
 * same, after the same waits; the lock e-mail tells the person what they can do; an owner unlocks
 * on Staff, and the command line unlocks too.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { runOfficeCommand } from "../cli";
import { startTestServer, type Mail, type TestServer } from "../testing/test-support";
import { loginPost, makeStaff, PASSWORD, postWithCsrf, signIn } from "../testing/test-office";

let now = Date.parse("2026-11-24T15:00:00Z");
let running: TestServer;
const mails: Mail[] = [];
const waits: number[] = [];

beforeAll(async () => {
  running = await startTestServer({
    clock: () => now,
    mails,
    trustProxy: true,
    lockout: { after: 5, minutes: 15, delayMs: 1000 },
    sleep: async (ms) => void waits.push(ms),
  });
});
afterAll(() => running.close());

const from = (address: string) => ({ "X-Forwarded-For": address });

test("a stranger's wrong passwords never keep the owner, with the right password and code, out", async () => {
  const { server } = running;
  const owner = await makeStaff(server, { role: "owner", email: "sole@example.com", name: "Sole Owner" });
  for (let i = 0; i < 12; i++) await loginPost(server, owner.email, `guess ${i}`, from("203.0.113.9"));
  const stranger = await loginPost(server, owner.email, PASSWORD, from("203.0.113.9"));
  expect(stranger.status).toBe(429);
  expect(stranger.text).toContain("from another connection");
  // The owner, from their own connection: in.
  const first = await loginPost(server, owner.email, PASSWORD, from("198.51.100.7"));
  expect(first.status).toBe(303);
  expect(first.headers.location).toBe("/office/login/code");
  // The lock e-mail reaches the locked person and says what they can do.
  await expect.poll(() => mails.find((m) => m.to.includes("sole@example.com"))).toBeTruthy();
  const mail = mails.find((m) => m.to.includes("sole@example.com"))!.raw.replace(/=\r?\n/g, "");
  expect(mail).toContain("What you can do");
  expect(mail).toContain("npm run office -- unlock --email sole@example.com");
  // One wrong try every quarter of an hour after the pause ends never pauses again.
  now += 16 * 60_000;
  for (let i = 0; i < 3; i++) {
    expect((await loginPost(server, owner.email, "slow guess", from("203.0.113.9"))).status).toBe(401);
    now += 15 * 60_000;
  }
});

test("an unknown e-mail gets the same answer after the same waits as a real one", async () => {
  const { server } = running;
  await makeStaff(server, { role: "intake", email: "real@example.com" });
  const answers = async (email: string, address: string) => {
    waits.length = 0;
    const seen: string[] = [];
    for (let i = 0; i < 7; i++) {
      const r = await loginPost(server, email, `wrong ${i}`, from(address));
      const message = /role="alert"[^>]*>([^<]*)</.exec(r.text)?.[1] ?? r.text.length;
      seen.push(`${r.status} ${message}`);
    }
    return { seen, waits: [...waits] };
  };
  const real = await answers("real@example.com", "192.0.2.10");
  const unknown = await answers("nobody@example.com", "192.0.2.11");
  expect(unknown).toEqual(real);
  expect(real.seen.at(-1)).toMatch(/^429 /);
  expect(real.waits).toEqual([1000, 2000]);
});

test("an owner unlocks someone on Staff; the command line unlocks too", async () => {
  const { server } = running;
  const boss = await makeStaff(server, { role: "owner", email: "boss2@example.com", name: "Bea Boss" });
  const ivy = await makeStaff(server, { role: "intake", email: "ivy2@example.com", name: "Ivy Intake" });
  for (let i = 0; i < 5; i++) await loginPost(server, ivy.email, "wrong", from("192.0.2.20"));
  expect((await loginPost(server, ivy.email, PASSWORD, from("192.0.2.20"))).status).toBe(429);
  const cookie = await signIn(server, boss, now);
  const staffPage = await postWithCsrf(server, cookie, `/office/staff/${ivy.id}/unlock`, {}, "/office/staff");
  expect(staffPage.status).toBe(303);
  expect((await loginPost(server, ivy.email, PASSWORD, from("192.0.2.20"))).status).toBe(303);
  for (let i = 0; i < 5; i++) await loginPost(server, ivy.email, "wrong", from("192.0.2.20"));
  expect((await loginPost(server, ivy.email, PASSWORD, from("192.0.2.20"))).status).toBe(429);
  const cli = runOfficeCommand(["unlock", "--email", ivy.email], { DATA_DIR: running.data }, now);
  expect(cli).toMatchObject({ code: 0 });
  expect(cli.out).toContain("Unlocked Ivy Intake");
  expect((await loginPost(server, ivy.email, PASSWORD, from("192.0.2.20"))).status).toBe(303);
  const trail = server.audit.list({ action: "account-unlocked" }).entries.map((e) => e.actorLabel);
  expect(trail).toEqual(["command line", "Bea Boss <boss2@example.com>"]);
});
