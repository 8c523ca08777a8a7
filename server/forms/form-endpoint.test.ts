// @vitest-environment node
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { site } from "~/content/site";
import { startServer, type RunningServer } from "..";
import { STATUSES } from "../db/requests";
import { officeAddress } from "./office-mail";
import {
  formPost,
  json,
  removeDir,
  send,
  smtpServer,
  startTestServer,
  storedRequests,
  tempDir,
  type TestServer,
} from "../testing/test-support";

/** Valid values of each form, with words that must never reach a log. */
const valid = {
  contact: {
    name: "Zoila Secretname",
    phone: "(863) 555-0100",
    email: "zoila@example.com",
    message: "Mi madre necesita ayuda",
  },
  application: {
    name: "Quentin Secretname",
    phone: "863-555-0101",
    email: "quentin@example.com",
    position: "registered-nurse",
    license: "rn",
    experience: "3-5",
    availability: "full-time",
    areas: "lakeland, polk",
  },
  newsletter: { email: "reader-secret@example.com" },
} as const;
type Form = keyof typeof valid;
/** A form's valid values; a newsletter address of its own for each post (the list keeps one entry per address). */
const fresh = (form: Form, tag: string): Record<string, string> =>
  form === "newsletter" ? { email: `reader-secret-${tag}@example.com` } : valid[form];

let build: string;
let server: RunningServer;
let smtp: Awaited<ReturnType<typeof smtpServer>>;
const lines: string[] = [];
const endpoint = (form: string) => `${server.origin}/api/forms/${form}`;

let running: TestServer;

beforeAll(async () => {
  smtp = await smtpServer();
  running = await startTestServer({
    smtpUrl: smtp.url,
    quiet: false,
    log: (line) => lines.push(line),
    formLimit: { limit: 40, windowMs: 60_000 },
  });
  ({ server, build } = running);
});
afterAll(async () => {
  await running.close();
  await smtp.close();
});

const mailFor = (id: string) => smtp.mails.find((m) => m.raw.includes(id));

describe.each(["en", "es"] as const)("each form, posted in %s", (lang) => {
  test.each(["contact", "application", "newsletter"] as const)(
    "%s as JSON: 200 with the id, kept",
    async (form: Form) => {
      const values = fresh(form, `${lang}-json`);
      const response = await json(endpoint(form), { form, lang, ...values });
      expect(response.status).toBe(200);
      const { ok, id } = JSON.parse(response.text) as { ok: boolean; id: string };
      expect(ok).toBe(true);
      const stored = server.store.get(id)!;
      expect(stored).toMatchObject({ form, lang, status: STATUSES[form][0], spam: false });
      expect(stored.values).toMatchObject(values);
      if (form === "newsletter") return expect(stored.notice).toBe("none");
      // The office hears of it, without the visitor's details (the default).
      await vi.waitFor(() => expect(server.store.get(id)!.notice).toBe("sent"), { timeout: 10_000 });
      const mail = smtp.mails.at(-1)!;
      expect(mail.to).toEqual([officeAddress(form)]);
      expect(mailFor(id)).toBe(mail);
      expect(mail.raw).toContain(`${server.publicOrigin}/office/requests/${id}`);
      expect(mail.raw).not.toContain("Secretname");
    },
  );

  test.each(["contact", "application", "newsletter"] as const)(
    "%s without JavaScript: 303 to the thank-you page in the same language",
    async (form: Form) => {
      const before = storedRequests(server.store).length;
      const response = await formPost(endpoint(form), { form, lang, ...fresh(form, `${lang}-form`) });
      expect(response.status).toBe(303);
      const location = String(response.headers.location);
      expect(location).toBe(`${lang === "es" ? "/es" : ""}/forms/${form}/sent`);
      expect(storedRequests(server.store)).toHaveLength(before + 1);
      const page = await send(server.origin + location);
      expect(page.status).toBe(200);
      expect(page.text).toContain(`<html lang="${lang}">`);
      expect(page.text).toContain(`href="/assets/root-test.css"`);
      expect(page.text).toContain(`tel:${site.emergencyNumber}`);
      expect(page.text).toContain(site.phones.main.display);
    },
  );
});

test("the care areas of a native post (one field per box) are kept as one list", async () => {
  const body = new URLSearchParams({ form: "application", lang: "en", ...valid.application, areas: "lakeland" });
  body.append("areas", "polk");
  const response = await send(endpoint("application"), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: body.toString(),
  });
  expect(response.status).toBe(303);
  expect(storedRequests(server.store)[0]!.values!.areas).toBe("lakeland, polk");
});

test("the answer to 'you may text me' is stored with the request: yes when ticked, no when left empty", async () => {
  const ticked = await formPost(endpoint("contact"), {
    form: "contact",
    lang: "en",
    ...valid.contact,
    textConsent: "yes",
  });
  expect(ticked.status).toBe(303);
  expect(storedRequests(server.store)[0]!.values!.textConsent).toBe("yes");
  const empty = await json(endpoint("contact"), { form: "contact", lang: "en", ...valid.contact });
  expect(empty.status).toBe(200);
  expect(storedRequests(server.store)[0]!.values!.textConsent).toBe("no");
});

test("without JavaScript, a form sent back with errors keeps the consent box as the visitor left it", async () => {
  const again = await formPost(endpoint("contact"), {
    form: "contact",
    lang: "es",
    name: "",
    phone: "",
    textConsent: "yes",
  });
  expect(again.status).toBe(400);
  expect(again.text).toMatch(
    /<input id="field-textConsent" type="checkbox" name="textConsent" value="yes"[^>]* checked/,
  );
  const unticked = await formPost(endpoint("contact"), { form: "contact", lang: "es", name: "", phone: "" });
  expect(unticked.text).toContain('name="textConsent" value="yes"');
  expect(unticked.text).not.toMatch(/name="textConsent" value="yes"[^>]* checked/);
});

describe("invalid input", () => {
  test("JSON: 400 with the field errors", async () => {
    const response = await json(endpoint("contact"), { form: "contact", lang: "es", name: "", phone: "" });
    expect(response.status).toBe(400);
    const answer = JSON.parse(response.text) as { ok: boolean; errors: Record<string, string> };
    expect(answer.ok).toBe(false);
    expect(Object.keys(answer.errors)).toEqual(expect.arrayContaining(["name", "phone"]));
  });

  test("without JavaScript: 400, the form again in Spanish, values kept (escaped), errors beside fields and on top", async () => {
    const response = await formPost(endpoint("contact"), {
      form: "contact",
      lang: "es",
      name: "",
      phone: "",
      message: '<script>alert("x")</script>',
    });
    expect(response.status).toBe(400);
    expect(response.text).toContain('<html lang="es">');
    expect(response.text).toContain('role="alert"');
    expect(response.text).toContain('aria-invalid="true"');
    expect(response.text).toContain('href="#field-name"');
    expect(response.text).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(response.text).not.toContain("<script>");
  });
});

describe("hostile input gets a clear answer and changes nothing", () => {
  const count = () => storedRequests(server.store).length + storedRequests(server.store, { spam: true }).length;

  test("a body over 64 KB: 413", async () => {
    const before = count();
    const response = await json(endpoint("contact"), { ...valid.contact, message: "x".repeat(70_000) });
    expect(response.status).toBe(413);
    expect(count()).toBe(before);
  });

  test.each([[{ Origin: "https://evil.example" }], [{ "Sec-Fetch-Site": "cross-site" }], [{ Origin: "null" }]])(
    "a cross-site post %j: 403",
    async (headers) => {
      const before = count();
      const response = await json(endpoint("contact"), { lang: "en", ...valid.contact }, headers);
      expect(response.status).toBe(403);
      expect(JSON.parse(response.text)).toEqual({ ok: false, error: "cross_site" });
      expect(count()).toBe(before);
    },
  );

  test("a same-origin post with Origin and Sec-Fetch-Site is accepted", async () => {
    const host = new URL(server.origin).host;
    const headers = { Origin: server.origin, "Sec-Fetch-Site": "same-origin", Host: host };
    expect((await json(endpoint("newsletter"), valid.newsletter, headers)).status).toBe(200);
  });

  test("a filled honeypot looks accepted, is kept as spam, and sends no e-mail", async () => {
    // The e-mails of the requests before this one may still be on their way: let them arrive first.
    await vi.waitFor(() => expect(server.store.pendingCount()).toBe(0), { timeout: 20_000 });
    const mails = smtp.mails.length;
    const response = await json(endpoint("contact"), { lang: "en", ...valid.contact, _gotcha: "http://spam" });
    expect(response.status).toBe(200);
    const { id } = JSON.parse(response.text) as { id: string };
    expect(server.store.get(id)).toMatchObject({ spam: true, notice: "none" });
    expect(storedRequests(server.store).some((r) => r.id === id)).toBe(false);
    expect(smtp.mails.length).toBe(mails);
    expect(mailFor(id)).toBeUndefined();
  });

  test.each(["GET", "PUT", "DELETE"])("%s on an endpoint: 405 with Allow: POST", async (method) => {
    const response = await send(endpoint("contact"), { method });
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe("POST");
  });

  test.each([
    ["application/json", '{"name": "unterminated'],
    ["application/json", "[1, 2]"],
    ["application/json", '{"name": {"nested": true}}'],
    ["application/x-www-form-urlencoded", "name=%E0%A4%A&phone=1"],
    ["application/x-www-form-urlencoded", "name=%ZZ"],
  ])("malformed %s %j: 400", async (type, body) => {
    const before = count();
    const response = await send(endpoint("contact"), { method: "POST", headers: { "Content-Type": type }, body });
    expect(response.status).toBe(400);
    expect(count()).toBe(before);
  });

  test("another content type: 415; an unknown form: 404", async () => {
    const text = await send(endpoint("contact"), {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: "hi",
    });
    expect(text.status).toBe(415);
    expect((await json(endpoint("survey"), valid.contact)).status).toBe(404);
  });

  test("no visitor's words in the server's log: method, path, status and ids only", () => {
    const log = lines.join("\n");
    expect(log).toContain("POST /api/forms/contact 200");
    for (const secret of ["Secretname", "555-01", "example.com", "Mi madre", "alert", "spam"])
      expect(log).not.toContain(secret);
  });
});

describe("too many posts from one address", () => {
  test("429 with Retry-After once the limit is passed", async () => {
    const limitedData = tempDir("data-limit");
    const limited = await startServer({
      port: 0,
      buildDir: build,
      dataDir: limitedData,
      formLimit: { limit: 2, windowMs: 60_000 },
    });
    try {
      const post = (n: number) =>
        json(`${limited.origin}/api/forms/newsletter`, { lang: "en", ...fresh("newsletter", `limit-${n}`) });
      expect((await post(1)).status).toBe(200);
      expect((await post(2)).status).toBe(200);
      const third = await post(3);
      expect(third.status).toBe(429);
      expect(Number(third.headers["retry-after"])).toBeGreaterThan(0);
      expect(storedRequests(limited.store)).toHaveLength(2);
      // Without JavaScript: a page in the form's language that gives the phone number to call.
      const page = await formPost(
        `${limited.origin}/api/forms/newsletter`,
        { lang: "es", ...valid.newsletter },
        { Referer: `${limited.origin}/es/blog` },
      );
      expect(page.status).toBe(429);
      expect(page.text).toContain('<html lang="es">');
      expect(page.text).toContain(`href="tel:${site.phones.main.e164}"`);
      expect(page.text).toContain(site.phones.main.display);
    } finally {
      await limited.stop();
      removeDir(limitedData);
    }
  });

  test("requests through a proxy that is not trusted: one warning in the log, not one per request", async () => {
    const logged: string[] = [];
    const proxied = await startTestServer({ quiet: false, log: (line) => logged.push(line) });
    try {
      for (let i = 0; i < 3; i++)
        await send(`${proxied.server.origin}/about`, { headers: { "X-Forwarded-For": "203.0.113.9" } });
      expect(logged.filter((line) => line.includes("TRUST_PROXY is not set"))).toHaveLength(1);
      expect(logged.join("\n")).not.toContain("203.0.113.9");
    } finally {
      await proxied.close();
    }
  });
});
