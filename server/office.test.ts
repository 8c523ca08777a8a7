// @vitest-environment node
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startServer, type RunningServer } from "./index";
import { formPost, json, removeDir, send, startTestServer, tempDir, type TestServer } from "./test-support";

const PASSWORD = "correct horse battery staple";
let build: string;
let server: RunningServer;
const url = (p: string) => server.origin + p;

let running: TestServer;

beforeAll(async () => {
  running = await startTestServer({ officePassword: PASSWORD, loginLimit: { limit: 3, windowMs: 60_000 } });
  ({ server, build } = running);
});
afterAll(() => running.close());

function expectOfficeHeaders(response: { headers: Record<string, unknown> }) {
  expect(response.headers["cache-control"]).toBe("no-store");
  expect(response.headers["x-robots-tag"]).toBe("noindex");
}

async function signIn(headers: Record<string, string> = {}): Promise<string> {
  const response = await formPost(url("/office/login"), { password: PASSWORD }, headers);
  expect(response.status).toBe(303);
  expectOfficeHeaders(response);
  const cookie = String(response.headers["set-cookie"]);
  return cookie.split(";")[0]!;
}

const post = (path: string, cookie: string, values: Record<string, string> = {}, headers = {}) =>
  formPost(url(path), values, { Cookie: cookie, ...headers });

describe("the office inbox", () => {
  test("is off, and says so, without OFFICE_PASSWORD", async () => {
    const offData = tempDir("data-off");
    const off = await startServer({ port: 0, buildDir: build, dataDir: offData });
    try {
      const response = await send(`${off.origin}/office`);
      expect(response.status).toBe(404);
      expect(response.text).toContain("OFFICE_PASSWORD");
      expectOfficeHeaders(response);
    } finally {
      await off.stop();
      removeDir(offData);
    }
  });

  test("shows a sign-in page, never the requests, without a session", async () => {
    await json(url("/api/forms/contact"), { lang: "en", name: "Hidden Person", phone: "863-555-0110" });
    const response = await send(url("/office"));
    expect(response.status).toBe(200);
    expectOfficeHeaders(response);
    expect(response.text).toContain('type="password"');
    expect(response.text).not.toContain("Hidden Person");
    expect((await send(url("/office/export.csv"))).status).toBe(401);
  });

  test("the session cookie is HttpOnly, SameSite=Strict, limited to /office; Secure over HTTPS behind a trusted proxy", async () => {
    const response = await formPost(url("/office/login"), { password: PASSWORD });
    const cookie = String(response.headers["set-cookie"]);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/office/);
    expect(cookie).not.toMatch(/Secure/);
    // X-Forwarded-Proto counts only when the server is told it runs behind a proxy.
    const spoofed = await formPost(url("/office/login"), { password: PASSWORD }, { "X-Forwarded-Proto": "https" });
    expect(String(spoofed.headers["set-cookie"])).not.toMatch(/Secure/);
    const proxyData = tempDir("data-proxy");
    const proxied = await startServer({
      port: 0,
      buildDir: build,
      dataDir: proxyData,
      officePassword: PASSWORD,
      trustProxy: true,
    });
    try {
      const behind = await formPost(
        `${proxied.origin}/office/login`,
        { password: PASSWORD },
        { "X-Forwarded-Proto": "https" },
      );
      expect(String(behind.headers["set-cookie"])).toMatch(/; Secure/);
    } finally {
      await proxied.stop();
      removeDir(proxyData);
    }
  });

  test("lists requests newest first, everything typed shown as text, the language and pending e-mails shown", async () => {
    const cookie = await signIn();
    await json(url("/api/forms/contact"), {
      lang: "es",
      name: '<img src=x onerror="alert(1)">',
      phone: "863-555-0111",
      message: "<script>alert(2)</script>",
    });
    const response = await send(url("/office"), { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    expectOfficeHeaders(response);
    const page = response.text;
    expect(page).not.toContain("<img src=x");
    expect(page).not.toContain("<script>alert(2)");
    expect(page).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(page.indexOf("&lt;img")).toBeLessThan(page.indexOf("Hidden Person"));
    expect(page).toContain("(Spanish)");
    expect(page).toContain("office e-mail pending");
    expect(page).toMatch(/2 office e-mails pending: SMTP_URL is not set/);
  });

  test("mark called, then closed; delete one", async () => {
    const cookie = await signIn();
    const { id } = JSON.parse(
      (await json(url("/api/forms/contact"), { lang: "en", name: "Mark Me", phone: "863-555-0112" })).text,
    ) as { id: string };
    const called = await post(`/office/requests/${id}/status`, cookie, { status: "called" });
    expect(called.status).toBe(303);
    expect(server.store.get(id)!.status).toBe("called");
    await post(`/office/requests/${id}/status`, cookie, { status: "closed" });
    expect(server.store.get(id)!.status).toBe("closed");
    expect((await post(`/office/requests/${id}/status`, cookie, { status: "lost" })).status).toBe(400);
    const removed = await post(`/office/requests/${id}/delete`, cookie);
    expect(removed.status).toBe(303);
    expect(server.store.get(id)).toBeNull();
  });

  test("changes need a session and a same-origin post", async () => {
    const { id } = JSON.parse(
      (await json(url("/api/forms/contact"), { lang: "en", name: "Keep Me", phone: "863-555-0113" })).text,
    ) as { id: string };
    expect((await post(`/office/requests/${id}/delete`, "office_session=forged")).status).toBe(401);
    const cookie = await signIn();
    const cross = await post(`/office/requests/${id}/delete`, cookie, {}, { Origin: "https://evil.example" });
    expect(cross.status).toBe(403);
    const sameSite = await post(`/office/requests/${id}/delete`, cookie, {}, { "Sec-Fetch-Site": "same-site" });
    expect(sameSite.status).toBe(403);
    expect(server.store.get(id)).not.toBeNull();
  });

  test("CSV export: every request, formulas neutralised, quotes doubled", async () => {
    const cookie = await signIn();
    await json(url("/api/forms/contact"), {
      lang: "en",
      name: '=HYPERLINK("http://evil.example","click")',
      phone: "863-555-0114",
      message: "+1 call me\n-2 @3",
    });
    const response = await send(url("/office/export.csv"), { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    expectOfficeHeaders(response);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="requests-\d{4}-\d\d-\d\d\.csv"$/);
    const csv = response.text;
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(csv).toContain(`"'+1 call me\n-2 @3"`);
    expect(csv.trim().split("\r\n")).toHaveLength(server.store.list().length + 1);
  });

  test("sign out ends the session", async () => {
    const cookie = await signIn();
    expect((await post("/office/logout", cookie)).status).toBe(303);
    expect((await send(url("/office/export.csv"), { headers: { Cookie: cookie } })).status).toBe(401);
  });

  test("wrong passwords: 401, then 429 with Retry-After after a few; the right one then waits too", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await formPost(url("/office/login"), { password: `guess ${i}` })).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const locked = await formPost(url("/office/login"), { password: PASSWORD });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    expect(locked.headers["set-cookie"]).toBeUndefined();
    expectOfficeHeaders(locked);
  });
});
