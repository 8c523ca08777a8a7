/**
 * The office's session in the browser, on a server of its own with a 30 s idle limit, in both
 * languages: left alone, the page warns before the limit and its one button keeps the session;
 * typing a note past the limit keeps it alive, and "Add the note" adds it; when the session has
 * ended anyway, the note typed is kept, signing in comes back to the request with the note filled
 * back, and it is sent. And the queue on a phone: the first request is on the first screen, before
 * and after a search (the filters come folded), and nothing scrolls sideways at 320 px.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Lang } from "~/i18n/lang";
import { hashPassword } from "../server/accounts/passwords";
import { newTotpSecret, totpCode } from "../server/accounts/two-step";
import type { RunningServer } from "../server/index";
import { officeWords } from "../server/office/words";
import { startServer } from "../scripts/serve.mjs";
import { axeViolations } from "./axe";
import { openPage, useBrowser, viewportFor, type Visit } from "./harness";
import { slack } from "./machine-load";

const IDLE_SECONDS = 30;
const PASSWORD = "orange grove heron lake";
const LANGS: Lang[] = ["en", "es"];
const email = (lang: Lang) => `session-${lang}@example.com`;

let server: RunningServer;
let dataDir = "";
const requestIds: Record<Lang, string> = { en: "", es: "" };
/** Each person's two-step secret (every role signs in with a code) and the last code step used. */
const secrets: Record<Lang, string> = { en: newTotpSecret(), es: newTotpSecret() };
const lastStep: Partial<Record<Lang, number>> = {};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "office-session-"));
  server = (await startServer({ port: 0, dataDir, idleSeconds: IDLE_SECONDS })) as unknown as RunningServer;
  for (const lang of LANGS) {
    const user = server.users.add(
      { email: email(lang), name: `Ines ${lang}`, role: "intake", languages: ["en", "es"], uiLang: lang },
      Date.now(),
    );
    server.users.setPassword(user.id, await hashPassword(PASSWORD));
    server.users.setTotp(user.id, secrets[lang], []);
  }
  // A few requests, so that a search finds one among others.
  for (const [i, name] of ["Rosa Sessionfind", "Ana Other", "Luis Other", "Marta Other", "Pedro Other"].entries()) {
    const answer = await fetch(`${server.origin}/api/forms/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ lang: i % 2 ? "es" : "en", name, phone: `863-555-01${10 + i}` }),
    });
    const { id } = (await answer.json()) as { id: string };
    if (i === 0) requestIds.en = id;
    if (i === 1) requestIds.es = id;
  }
}, slack(60_000));
afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

async function signIn(visit: Visit, lang: Lang, from = "/office") {
  const { page } = visit;
  if (from) await page.goto(`${server.origin}${from}`);
  await page.locator("#email").fill(email(lang));
  await page.locator("#password").fill(PASSWORD);
  await page.locator("#password").press("Enter");
  // A step's code is good once; the server accepts the next step's too (e2e/office.ts does the same).
  await page.locator("#code").waitFor();
  const step = Math.max(Math.floor(Date.now() / 30_000), (lastStep[lang] ?? -1) + 1);
  while (step > Math.floor(Date.now() / 30_000) + 1) await page.waitForTimeout(500);
  lastStep[lang] = step;
  await page.locator("#code").fill(totpCode(secrets[lang], step * 30_000 + 15_000));
  await page.locator("#code").press("Enter");
  await page.locator('form[action="/office/logout"]').waitFor();
}

const notesText = (visit: Visit) => visit.page.locator("section[aria-labelledby=notes] ul").innerText();

describe.each(LANGS)("the office's session in %s", (lang) => {
  const browser = useBrowser();
  const w = officeWords[lang];
  const requestPage = () => `/office/requests/${requestIds[lang]}?back=%2Foffice`;

  test(
    "the warning before the limit keeps the session; a note typed past the limit is added",
    { timeout: slack(240_000) },
    async () => {
      const visit = await openPage(browser() as Browser);
      try {
        const { page } = visit;
        await signIn(visit, lang);
        await page.goto(`${server.origin}${requestPage()}`);
        const warning = page.getByRole("alertdialog");
        await warning.waitFor({ state: "visible", timeout: slack(40_000) });
        await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(w.session.stay);
        await page.getByRole("button", { name: w.session.stay }).click();
        await warning.waitFor({ state: "hidden" });

        // A key every 3 s for 40 s: past the 30 s limit, with one keep-alive every 10 s at most.
        const note = `Nota ${lang} ${Date.now().toString(36)}`;
        const alivesBefore = visit.posts.filter((p) => p.path === "/office/alive").length;
        const started = Date.now();
        await page.locator("#note").click();
        for (const letter of note) {
          await page.keyboard.type(letter);
          await page.waitForTimeout(3000);
          if (Date.now() - started > 40_000) break;
        }
        await page.keyboard.type(note);
        const alives = visit.posts.filter((p) => p.path === "/office/alive").length - alivesBefore;
        expect(alives).toBeGreaterThan(0);
        expect(alives).toBeLessThanOrEqual(Math.ceil((Date.now() - started) / 10_000) + 1);
        await page.getByRole("button", { name: w.request.noteSubmit }).click();
        await page.getByRole("status").filter({ hasText: w.request.saved.note }).waitFor();
        expect(await notesText(visit)).toContain(note);
        expect(visit.errors).toEqual([]);
        expect(visit.csp).toEqual([]);
      } finally {
        await visit.context.close();
      }
    },
  );

  test(
    "a session ended anyway: the note is kept, signing in comes back to it, filled in, and it is sent",
    { timeout: slack(120_000) },
    async () => {
      const visit = await openPage(browser() as Browser);
      try {
        const { page, context } = visit;
        await signIn(visit, lang);
        await page.goto(`${server.origin}${requestPage()}`);
        const note = `Guardada ${lang} ${Date.now().toString(36)}`;
        await page.locator("#note").fill(note);
        // The session ends (as after a night with the laptop closed): its cookie is gone.
        await context.clearCookies();
        await page.getByRole("button", { name: w.request.noteSubmit }).click();
        await page.locator("#email").waitFor();
        expect(page.url()).not.toContain("Guardada");
        await signIn(visit, lang, "");
        expect(new URL(page.url()).pathname).toBe(`/office/requests/${requestIds[lang]}`);
        await page.getByText(w.session.restored).waitFor();
        expect(await page.locator("#note").inputValue()).toBe(note);
        expect(await page.evaluate(() => localStorage.length)).toBe(0);
        await page.getByRole("button", { name: w.request.noteSubmit }).click();
        await page.getByRole("status").filter({ hasText: w.request.saved.note }).waitFor();
        expect(await notesText(visit)).toContain(note);
        // Sent: nothing is kept any more, and it does not come back.
        expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
        await page.reload();
        expect(await page.locator("#note").inputValue()).toBe("");
        expect(visit.errors.filter((e) => !/401/.test(e))).toEqual([]);
      } finally {
        await visit.context.close();
      }
    },
  );

  test(
    "the queue at 390 px: the first request is on the first screen, before and after a search; 320 px does not scroll sideways",
    {
      timeout: slack(90_000),
    },
    async () => {
      const visit = await openPage(browser() as Browser, { viewport: viewportFor(390) });
      try {
        const { page } = visit;
        await signIn(visit, lang);
        // As a phone opens the office: the filters folded, the newest requests on the first screen.
        await page.goto(`${server.origin}/office`);
        expect(await page.locator("details[data-fold-filters]").getAttribute("open")).toBeNull();
        const landing = (await page.locator('main ul a[href^="/office/requests/"]').first().boundingBox())!.y;
        expect(landing).toBeLessThan(viewportFor(390).height);
        await page.locator("#q").fill("Sessionfind");
        await page.locator("#q").press("Enter");
        await page.waitForURL(/q=Sessionfind/);
        const first = page.locator('main ul a[href^="/office/requests/"]').first();
        const top = (await first.boundingBox())!.y;
        expect(top).toBeGreaterThan(0);
        expect(top).toBeLessThan(viewportFor(390).height);
        expect(await page.locator("details[data-fold-filters]").getAttribute("open")).toBeNull();
        await expect.poll(() => page.locator("summary").innerText()).toBe(w.queue.filtersOn(0));
        expect(await axeViolations(page)).toEqual([]);
        await page.setViewportSize(viewportFor(320));
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
        // The folded filters open, and choosing one says how many are on.
        await page.locator("summary").click();
        await page.locator("#lang").selectOption("es");
        await page.locator("#q").fill("");
        await page.locator("#q").press("Enter");
        await page.waitForURL(/lang=es/);
        expect(await page.locator("summary").innerText()).toBe(w.queue.filtersOn(1));
      } finally {
        await visit.context.close();
      }
    },
  );
});
