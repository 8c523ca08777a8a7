/**
 * The office as its people use it, in Chromium through the real pages of the built server: the
 * first owner made on the command line chooses a password and sets up two-step sign-in with the
 * code computed from the key the page shows; invites a colleague who speaks Spanish (the link
 * arrives by e-mail), who works in Spanish a request a family sent without JavaScript to
 * "assessment scheduled" with a note; the owner reads each step, with its author, in the audit
 * trail. Every office page, in both languages, passes axe and has no sideways scroll at 390 and
 * 320 px; the skip link and the forms work by keyboard; intake gets 403 on the owners' pages.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, inject, test } from "vitest";
import { contactForm } from "~/content/contact/contact-form";
import { totpCode } from "../server/accounts/two-step";
import { officeWords } from "../server/office/words";
import { axeViolations } from "./axe";
import { openPage, origin, useBrowser, type Visit } from "./harness";
import { officeMails, signedIn } from "./office";
import { slack } from "./machine-load";

const en = officeWords.en;
const es = officeWords.es;
const OWNER = {
  email: `first.owner.${Date.now()}@e2e.example`,
  name: "Fiona First",
  password: "fiona first owner password",
};

/** Types the code of the current 30-second step, after the one `after` (a code is good once). */
async function typeCode(page: Page, secret: string, after = 0): Promise<number> {
  while (Math.floor(Date.now() / 30_000) <= after) await page.waitForTimeout(500);
  const step = Math.floor(Date.now() / 30_000);
  await page.locator("#code").fill(totpCode(secret, Date.now()));
  await page.locator("#code").press("Enter");
  return step;
}

/**
 * Saves the office's language on My account and waits for the page the save loads (so that the
 * next address asked for does not cut the save short, nor the save that address).
 */
async function officeLanguage(page: Page, lang: "en" | "es") {
  await page.goto(`${origin}/office/account`);
  await page.locator(`input[name="uiLang"][value="${lang}"]`).check();
  await Promise.all([page.waitForEvent("load"), page.locator('form[action="/office/account"] button').click()]);
  expect(await page.locator("html").getAttribute("lang")).toBe(lang);
}

/** No sideways scroll at the width: nothing is wider than the window. */
async function fitsWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: 844 });
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

describe("the office, from its first owner to a request worked in Spanish", () => {
  const browser = useBrowser();

  test(
    "first owner, two-step set-up, an invited colleague working a Spanish request, the audit trail",
    { timeout: slack(180_000) },
    async () => {
      const made = execFileSync(
        process.execPath,
        [
          path.resolve("build/server/office.js"),
          "add-user",
          "--role",
          "owner",
          "--email",
          OWNER.email,
          "--name",
          OWNER.name,
        ],
        { env: { ...process.env, DATA_DIR: inject("dataDir"), PUBLIC_ORIGIN: origin }, encoding: "utf8" },
      );
      const link = /http:\S+\/office\/welcome\/\S+/.exec(made)![0];
      let owner: Visit | undefined;
      let colleague: Visit | undefined;
      let family: Visit | undefined;
      try {
        owner = await openPage(browser());
        const o = owner.page;
        await o.goto(link);
        await o.locator("#password").fill(OWNER.password);
        await o.locator("#confirm").fill(OWNER.password);
        await o.getByRole("button", { name: en.welcome.submit }).click();
        // Every role must set up the authenticator app: the key is on the page.
        await o.getByRole("heading", { name: en.signIn.enrolTitle }).waitFor();
        const secret = (await o.locator("[data-secret]").getAttribute("data-secret"))!;
        const step = await typeCode(o, secret);
        await o.getByRole("heading", { name: en.signIn.recoveryTitle }).waitFor();
        expect(await o.locator("main li").count()).toBe(10);
        await o.getByRole("link", { name: en.signIn.recoveryDone }).click();
        await o.getByRole("heading", { name: en.queue.title, level: 1 }).waitFor();

        // Signed out, then in again with a fresh code.
        await o.getByRole("button", { name: en.nav.signOut }).click();
        await o.locator("#email").fill(OWNER.email);
        await o.locator("#password").fill(OWNER.password);
        await o.locator("#password").press("Enter");
        await typeCode(o, secret, step);
        await o.getByRole("heading", { name: en.queue.title, level: 1 }).waitFor();

        // A colleague who speaks Spanish, invited by e-mail.
        const colleagueEmail = `nuria.${Date.now()}@e2e.example`;
        await o.goto(`${origin}/office/staff`);
        await o.locator("#name").fill("Nuria Nueva");
        await o.locator("#email").fill(colleagueEmail);
        await o.getByLabel(en.roles.intake).check();
        const speaks = o.getByRole("group", { name: en.staff.languages });
        await speaks.getByLabel(en.language.en, { exact: true }).uncheck();
        await speaks.getByLabel(en.language.es, { exact: true }).check();
        await o.getByRole("group", { name: en.staff.officeLanguage }).getByLabel(en.language.es).check();
        await o.getByRole("button", { name: en.staff.inviteSubmit }).click();
        await o.getByText(en.staff.invitedMail("Nuria Nueva", colleagueEmail)).waitFor();
        await expect
          .poll(() => officeMails().filter((m) => m.to.includes(colleagueEmail)).length, { timeout: slack(20_000) })
          .toBe(1);
        const mail = officeMails()
          .find((m) => m.to.includes(colleagueEmail))!
          .raw.replace(/=\r?\n/g, "");
        const invitation = /http:\/\/\S+?\/office\/welcome\/[A-Za-z0-9_-]+/.exec(mail)![0];

        // A family sends a request in Spanish without JavaScript.
        family = await openPage(browser(), { javaScriptEnabled: false });
        const familyName = `Rosa Walkthrough${Date.now().toString(36)}`;
        await family.page.goto(`${origin}/es/contact`);
        await family.page.locator("#contact-name").fill(familyName);
        await family.page.locator("#contact-phone").fill("(863) 555-0177");
        await family.page.getByRole("button", { name: contactForm.es.submit }).click();
        await family.page.getByRole("heading", { name: contactForm.es.sent.heading }).waitFor();

        // The colleague chooses a password; her pages are in Spanish.
        colleague = await openPage(browser(), { viewport: { width: 390, height: 844 } });
        const c = colleague.page;
        await c.goto(invitation);
        expect(await c.locator("html").getAttribute("lang")).toBe("es");
        await c.locator("#password").fill("nuria contraseña segura");
        await c.locator("#confirm").fill("nuria contraseña segura");
        await c.getByRole("button", { name: es.welcome.submit }).click();
        // Intake reads health information: she sets up the authenticator app too, in Spanish.
        await c.getByRole("heading", { name: es.signIn.enrolTitle }).waitFor();
        await typeCode(c, (await c.locator("[data-secret]").getAttribute("data-secret"))!);
        await c.getByRole("heading", { name: es.signIn.recoveryTitle }).waitFor();
        await c.getByRole("link", { name: es.signIn.recoveryDone }).click();
        await c.getByRole("heading", { name: es.queue.title, level: 1 }).waitFor();
        // On her phone the filters come folded under their summary.
        await c.locator("details[data-fold-filters] > summary").click();
        await c.locator("#lang").selectOption("es");
        await c.getByRole("button", { name: es.queue.apply }).click();
        await c.getByRole("link", { name: familyName }).click();
        await c.getByRole("heading", { name: familyName }).waitFor();
        expect(await c.locator('a[href="tel:+18635550177"]').count()).toBeGreaterThan(0);
        await c.locator("#status").selectOption("assessment-scheduled");
        await c.locator("form:has(#status)").getByRole("button").click();
        await c.locator("#assignee").selectOption({ label: `Nuria Nueva (${es.request.speaksSpanish})` });
        await c.locator("form:has(#assignee)").getByRole("button").click();
        await c.locator("#note").fill("Llamé a la hija. Evaluación el jueves.");
        await c.getByRole("button", { name: es.request.noteSubmit }).click();
        await c.getByText("Llamé a la hija. Evaluación el jueves.").waitFor();
        expect(await c.locator("#status").inputValue()).toBe("assessment-scheduled");
        expect(await axeViolations(c)).toEqual([]);

        // The owner reads each step, with its author, in the audit trail.
        await o.goto(`${origin}/office/audit?actor=`);
        const trail = await o.locator("table").innerText();
        for (const action of [
          "request-viewed",
          "request-status",
          "request-assigned",
          "request-note",
          "password-set",
          "account-invited",
        ])
          expect(trail, action).toContain(en.actions[action]);
        expect(trail).toContain(`Nuria Nueva <${colleagueEmail}>`);
        expect(trail).not.toContain("Llamé");
        const whole = new RegExp(
          `^${en.audit
            .ok(12345)
            .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
            .replace("12345", "\\d+")}$`,
        );
        expect(await o.getByRole("status").first().innerText()).toMatch(whole);
        expect(owner.errors).toEqual([]);
        expect(colleague.errors).toEqual([]);
      } finally {
        await owner?.context.close();
        await colleague?.context.close();
        await family?.context.close();
      }
    },
  );

  test("intake gets 403 on the owners' pages", async () => {
    const visit = await signedIn(browser());
    try {
      for (const page of ["/office/staff", "/office/audit", "/office/settings"]) {
        const response = await visit.page.goto(`${origin}${page}`);
        expect(response!.status(), page).toBe(403);
        expect(await visit.page.locator("main").innerText()).toContain(en.errors.forbidden);
      }
    } finally {
      await visit.context.close();
    }
  });

  test(
    "every office page, in English and in Spanish: axe, 390 and 320 px, a skip link that works by keyboard",
    { timeout: slack(180_000) },
    async () => {
      const visit = await signedIn(browser(), "owner");
      const { page } = visit;
      try {
        await page.goto(`${origin}/office`);
        const request = await page.locator('main ul a[href^="/office/requests/"]').first().getAttribute("href");
        const pages = [
          "/office",
          request!,
          "/office/newsletter",
          "/office/staff",
          "/office/audit",
          "/office/settings",
          "/office/site",
          "/office/account",
        ];
        for (const lang of ["en", "es"] as const) {
          await officeLanguage(page, lang);
          for (const path of pages) {
            await page.setViewportSize({ width: 1280, height: 800 });
            await page.goto(`${origin}${path}`);
            expect(await page.locator("html").getAttribute("lang"), path).toBe(lang);
            expect(await axeViolations(page), `${lang} ${path}`).toEqual([]);
            expect(await fitsWidth(page, 390), `${lang} ${path} at 390 px`).toBe(true);
            expect(await fitsWidth(page, 320), `${lang} ${path} at 320 px`).toBe(true);
          }
          // The first Tab reaches the skip link, which moves on to the page's content.
          await page.goto(`${origin}/office`);
          await page.keyboard.press("Tab");
          expect(await page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe("#main");
          await page.keyboard.press("Enter");
          // The skip link's target in the address (it may come a moment after the key).
          await page.waitForURL((url) => url.hash === "#main");
        }
        // The sign-in page, in both languages, signed out.
        const out = await openPage(browser(), { viewport: { width: 390, height: 844 } });
        try {
          await out.page.goto(`${origin}/office`);
          expect(await axeViolations(out.page)).toEqual([]);
          await out.page.getByRole("link", { name: en.otherLanguage }).click();
          await out.page.getByRole("heading", { name: es.signIn.title }).waitFor();
          expect(await out.page.locator("html").getAttribute("lang")).toBe("es");
          expect(await axeViolations(out.page)).toEqual([]);
          expect(await fitsWidth(out.page, 320)).toBe(true);
        } finally {
          await out.context.close();
        }
        expect(visit.errors).toEqual([]);
        expect(visit.csp).toEqual([]);
      } finally {
        await officeLanguage(page, "en");
        await visit.context.close();
      }
    },
  );
});
