// @vitest-environment node
/**
 * The page's keep-alive: a signed-in person's POST /office/alive moves the session's idle timer and
 * changes nothing else; a session left idle past the limit has ended; a stranger's or a forged
 * keep-alive is refused.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { formPost, send, startTestServer, type TestServer } from "../testing/test-support";
import { csrfOf, makeStaff, signIn } from "../testing/test-office";

const IDLE_SECONDS = 300;
let now = Date.parse("2026-11-28T14:00:00Z");
let running: TestServer;
beforeAll(async () => {
  running = await startTestServer({ clock: () => now, idleSeconds: IDLE_SECONDS });
});
afterAll(() => running.close());

const alive = (cookie: string, csrf: string) =>
  formPost(`${running.server.origin}/office/alive`, { csrf }, cookie ? { Cookie: cookie } : {});
const trailLength = () => (running.server.db.prepare("SELECT COUNT(*) AS n FROM audit").get() as { n: number }).n;

test("a keep-alive every 200 s keeps a session with a 300 s idle limit open past it, and records nothing", async () => {
  const { server } = running;
  const ines = await makeStaff(server, { role: "intake", email: "ines.alive@example.com" });
  const cookie = await signIn(server, ines, now);
  const csrf = await csrfOf(server, "/office/account", cookie);
  const before = trailLength();
  for (let i = 0; i < 3; i++) {
    now += 200_000;
    const answer = await alive(cookie, csrf);
    expect(answer.status).toBe(204);
    expect(answer.text).toBe("");
  }
  expect(trailLength()).toBe(before);
  now += 200_000;
  expect((await send(`${server.origin}/office/account`, { headers: { Cookie: cookie } })).status).toBe(200);
});

test("without it the session ends at the limit; a stranger or a forged token is refused", async () => {
  const { server } = running;
  const olga = await makeStaff(server, { role: "intake", email: "olga.alive@example.com" });
  const cookie = await signIn(server, olga, now);
  const csrf = await csrfOf(server, "/office/account", cookie);
  expect((await alive(cookie, "forged-token-of-the-right-length")).status).toBe(403);
  expect((await alive("", csrf)).status).toBe(401);
  now += (IDLE_SECONDS + 1) * 1000;
  expect((await alive(cookie, csrf)).status).toBe(401);
  expect((await send(`${server.origin}/office/account`, { headers: { Cookie: cookie } })).status).toBe(401);
});
