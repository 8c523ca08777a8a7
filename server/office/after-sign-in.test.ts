// @vitest-environment node
/**
 * The link in an office e-mail survives signing in: a signed-out person who opens a request's
 * page gets the sign-in, and after the password and the code lands on that request, once.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { totpCode } from "../accounts/two-step";
import { formPost, json, send, startTestServer, type TestServer } from "../testing/test-support";
import { makeStaff, PASSWORD } from "../testing/test-office";

let running: TestServer;
beforeAll(async () => {
  running = await startTestServer();
});
afterAll(() => running.close());

/** Each cookie the answer sets, as "name=value". */
const setCookies = (response: { headers: Record<string, unknown> }) =>
  ([] as unknown[]).concat(response.headers["set-cookie"] ?? []).map((c) => String(c).split(";")[0]!);

test("a request's link opened signed out: sign in (password, then code) and land on it", async () => {
  const { server } = running;
  const ana = await makeStaff(server, { role: "intake", email: "ana@example.com", twoStep: true });
  const posted = await json(`${server.origin}/api/forms/contact`, {
    lang: "en",
    name: "Link Family",
    phone: "863-555-0150",
  });
  const { id } = JSON.parse(posted.text) as { id: string };
  const link = `/office/requests/${id}`;

  const asked = await send(`${server.origin}${link}`);
  expect(asked.status).toBe(401);
  const kept = setCookies(asked);
  expect(kept).toContain(`office_next=${encodeURIComponent(link)}`);
  const jar = new Map(kept.map((c) => [c.split("=")[0]!, c]));
  const csrf = /name="csrf" value="([^"]+)"/.exec(asked.text)![1]!;
  const cookies = () => [...jar.values()].join("; ");

  const password = await formPost(
    `${server.origin}/office/login`,
    { csrf, email: ana.email, password: PASSWORD },
    { Cookie: cookies() },
  );
  expect(password.headers.location).toBe("/office/login/code");
  for (const c of setCookies(password)) jar.set(c.split("=")[0]!, c);
  const codePage = await send(`${server.origin}/office/login/code`, { headers: { Cookie: cookies() } });
  const codeCsrf = /name="csrf" value="([^"]+)"/.exec(codePage.text)![1]!;
  const code = await formPost(
    `${server.origin}/office/login/code`,
    { csrf: codeCsrf, code: totpCode(ana.secret!, Date.now()) },
    { Cookie: cookies() },
  );
  expect(code.status).toBe(303);
  expect(code.headers.location).toBe(link);
  // Once: the kept page is forgotten as they arrive.
  expect(setCookies(code)).toContain("office_next=");
});

test("only an office page is kept: the sign-in of the inbox itself keeps nothing", async () => {
  const inbox = await send(`${running.server.origin}/office`);
  expect(setCookies(inbox).some((c) => c.startsWith("office_next="))).toBe(false);
});

test("the editor's session ended: /admin/ sends to /office/site/editor, and signing in ends in the editor", async () => {
  const { server } = running;
  const eve = await makeStaff(server, { role: "editor", email: "eve@example.com", twoStep: true });
  const asked = await send(`${server.origin}/office/site/editor`);
  expect(asked.status).toBe(401);
  const jar = new Map(setCookies(asked).map((c) => [c.split("=")[0]!, c]));
  expect(jar.get("office_next")).toBe(`office_next=${encodeURIComponent("/office/site/editor")}`);
  const cookies = () => [...jar.values()].join("; ");
  const csrf = /name="csrf" value="([^"]+)"/.exec(asked.text)![1]!;
  const password = await formPost(
    `${server.origin}/office/login`,
    { csrf, email: eve.email, password: PASSWORD },
    { Cookie: cookies() },
  );
  for (const c of setCookies(password)) jar.set(c.split("=")[0]!, c);
  const codePage = await send(`${server.origin}/office/login/code`, { headers: { Cookie: cookies() } });
  const code = await formPost(
    `${server.origin}/office/login/code`,
    {
      csrf: /name="csrf" value="([^"]+)"/.exec(codePage.text)![1]!,
      code: totpCode(eve.secret!, Date.now()),
    },
    { Cookie: cookies() },
  );
  expect(code.headers.location).toBe("/office/site/editor");
  for (const c of setCookies(code)) jar.set(c.split("=")[0]!, c);
  const editor = await send(`${server.origin}/office/site/editor`, { headers: { Cookie: cookies() } });
  expect(editor.status).toBe(303);
  expect(editor.headers.location).toBe("/admin/");
});
