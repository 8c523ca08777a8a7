// @vitest-environment node
/**
 * The office's language before and after signing in: the language link of the pages before
 * sign-in (the one-time link's page, the code step) always does what it says, the office itself
 * is in the person's own setting, and signing out leads to a sign-in page in that language, which
 * says the person is signed out. A page someone's role does not allow says so once.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { runOfficeCommand } from "../cli";
import { formPost, json, send, startTestServer, type TestServer } from "../testing/test-support";
import { cookieOf, csrfOf, makeStaff, PASSWORD, signIn } from "../testing/test-office";
import { officeWords } from "./words";

let running: TestServer;
beforeAll(async () => {
  running = await startTestServer();
});
afterAll(() => running.close());

const server = () => running.server;
const langOf = (html: string) => /<html lang="(en|es)"/.exec(html)?.[1];
const get = (path: string, ...cookies: string[]) =>
  send(`${server().origin}${path}`, { headers: cookies.length ? { Cookie: cookies.join("; ") } : {} });
const chose = (lang: "en" | "es") => `office_lang=${lang}`;

/** A person whose office is in `uiLang`, with a one-time link to set a password. */
function invited(email: string, uiLang: "en" | "es") {
  const env = { DATA_DIR: running.data, PUBLIC_ORIGIN: server().origin };
  const made = runOfficeCommand(["add-user", "--role", "intake", "--email", email, "--name", "Lucía Peña"], env);
  const user = server()
    .users.list()
    .find((u) => u.email === email)!;
  server().users.update(user.id, { uiLang });
  return /http:\S+(\/office\/welcome\/\S+)/.exec(made.out)![1]!;
}

/** The password step of signing in, with the language link's cookie; returns the session cookie. */
async function passwordStep(email: string, ...cookies: string[]) {
  const page = await get("/office", ...cookies);
  const csrf = /name="csrf" value="([^"]+)"/.exec(page.text)![1]!;
  const answer = await formPost(
    `${server().origin}/office/login`,
    { csrf, email, password: PASSWORD },
    { Cookie: [cookieOf(page), ...cookies].join("; ") },
  );
  expect(answer.headers.location).toBe("/office/login/code");
  return cookieOf(answer);
}

describe("the pages before sign-in follow their language link", () => {
  test("the one-time link's page: the person's office language, or the one chosen with the link", async () => {
    const link = invited("lucia@example.com", "es");
    expect(langOf((await get(link)).text)).toBe("es");
    const english = await get(link, chose("en"));
    expect(langOf(english.text)).toBe("en");
    expect(english.text).toContain(officeWords.en.otherLanguage);
    expect(langOf((await get(link, chose("es"))).text)).toBe("es");
  });

  test("the code step: the language chosen on the sign-in page, else the person's", async () => {
    const staff = await makeStaff(server(), { role: "intake", email: "ines@example.com" }); // office in English
    const session = await passwordStep(staff.email, chose("es"));
    expect(langOf((await get("/office/login/code", session, chose("es"))).text)).toBe("es");
    expect(langOf((await get("/office/login/code", session)).text)).toBe("en");
    server().users.update(staff.id, { uiLang: "es" });
    expect(langOf((await get("/office/login/code", session)).text)).toBe("es");
    expect(langOf((await get("/office/login/code", session, chose("en"))).text)).toBe("en");
  });

  test("signed in, the office is in the person's setting, whatever the link chose before", async () => {
    const staff = await makeStaff(server(), { role: "intake", email: "eva@example.com" });
    const session = await signIn(server(), staff);
    expect(langOf((await get("/office", session, chose("es"))).text)).toBe("en");
  });
});

describe("signing out", () => {
  test("leads to a sign-in page in the office's language that says so", async () => {
    const staff = await makeStaff(server(), { role: "owner", email: "olga@example.com" });
    server().users.update(staff.id, { uiLang: "es" });
    const session = await signIn(server(), staff);
    const csrf = await csrfOf(server(), "/office", session);
    const out = await formPost(
      `${server().origin}/office/logout`,
      { csrf },
      { Cookie: [session, chose("en")].join("; ") },
    );
    expect(out.status).toBe(303);
    expect(out.headers.location).toBe("/office?signed-out");
    const cookies = [out.headers["set-cookie"]].flat().map((c) => String(c).split(";")[0]!);
    expect(cookies).toContain("office_lang=es");
    const page = await get("/office?signed-out", ...cookies.filter((c) => c.startsWith("office_lang=")));
    expect(langOf(page.text)).toBe("es");
    expect(page.text).toContain(officeWords.es.signIn.signedOut);
    // Only right after signing out.
    expect((await get("/office", chose("es"))).text).not.toContain(officeWords.es.signIn.signedOut);
  });
});

test("a page the role does not allow has a short heading and says why once", async () => {
  const staff = await makeStaff(server(), { role: "intake", email: "ida@example.com" });
  const session = await signIn(server(), staff);
  const page = await get("/office/audit", session);
  expect(page.status).toBe(403);
  expect(page.text).toContain(`<h1 class="text-3xl">${officeWords.en.errors.notAllowed}</h1>`);
  expect(page.text.split(officeWords.en.errors.forbidden).length - 1).toBe(1);
});

test("a family's Spanish words are marked Spanish on an English office page; the office's own word for Spanish is not", async () => {
  const staff = await makeStaff(server(), { role: "intake", email: "ana@example.com" });
  const session = await signIn(server(), staff);
  const message = "Mi madre necesita una enfermera en casa.";
  await json(`${server().origin}/api/forms/contact`, {
    lang: "es",
    name: "Carmen Díaz",
    phone: "863-555-0142",
    message,
  });
  const queue = await get("/office", session);
  expect(queue.text).toContain(`<strong>${officeWords.en.queue.spanish}</strong>`);
  const id = /href="\/office\/requests\/([0-9a-f-]{36})\?back=[^"]*">Carmen Díaz</.exec(queue.text)![1]!;
  const request = await get(`/office/requests/${id}`, session);
  expect(langOf(request.text)).toBe("en");
  expect(request.text).toMatch(new RegExp(`<dd [^>]*lang="es"[^>]*>${message}</dd>`));
});
