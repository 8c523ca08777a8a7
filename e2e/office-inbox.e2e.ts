/**
 * The consultation request reaches the office: sent from the Spanish contact page with JavaScript
 * and without it (a native post, answered by the server's own Spanish pages), it shows in the
 * office (/office) with its language. The queue and the request's page pass axe.
 */
import type { Browser, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { contactForm } from "~/content/contact/contact-form";
import { site } from "~/content/site";
import { formErrors } from "~/lib/forms";
import { axeViolations } from "./axe";
import { hydrated, openPage, origin, useBrowser } from "./harness";
import { officeWords } from "../server/office/words";
import { findRequest, signedIn } from "./office";
import { slack } from "./machine-load";

const words = contactForm.es;
/** Signs in to /office in a context of its own, finds the request by name and returns its page's text (the queue and the page pass axe). */
async function requestText(browser: Browser, name: string): Promise<string> {
  const visit = await signedIn(browser);
  try {
    const id = await findRequest(visit, name.split(" ").slice(0, 2).join(" "));
    expect(await axeViolations(visit.page)).toEqual([]);
    await visit.page.goto(`${origin}/office/requests/${id}`);
    expect(await axeViolations(visit.page)).toEqual([]);
    return await visit.page.locator("main").innerText();
  } finally {
    await visit.context.close();
  }
}

async function fillContact(page: Page, name: string) {
  await page.locator("#contact-name").fill(name);
  await page.locator("#contact-phone").fill("(863) 555-0150");
}

describe("a consultation request from the Spanish contact page reaches /office", () => {
  const browser = useBrowser();

  test(
    "with JavaScript: the page says it was sent, the inbox lists it in Spanish",
    { timeout: slack(150_000) },
    async () => {
      const name = `Elena Inboxjs${Date.now().toString(36)}`;
      const visit = await openPage(browser());
      try {
        const { page } = visit;
        await page.goto(`${origin}/es/contact`);
        await hydrated(page);
        await fillContact(page, name);
        await page.getByRole("button", { name: words.submit }).click();
        await page.getByRole("heading", { name: words.sent.heading }).waitFor();
        expect(visit.errors).toEqual([]);
        expect(visit.csp).toEqual([]);
      } finally {
        await visit.context.close();
      }
      const text = await requestText(browser(), name);
      expect(text).toContain(name);
      expect(text).toContain(`${officeWords.en.kinds.contact} · ${officeWords.en.language.es}`);
    },
  );

  test(
    "without JavaScript: errors in Spanish from the server, then the thank-you page; the inbox lists it",
    { timeout: slack(150_000) },
    async () => {
      const name = `Mateo Inboxnojs${Date.now().toString(36)}`;
      const visit = await openPage(browser(), { javaScriptEnabled: false });
      try {
        const { page } = visit;
        await page.goto(`${origin}/es/contact`);
        // Sent empty: the server answers 400 with the form again, in Spanish.
        await page.locator("#contact-name").fill("");
        const [answer] = await Promise.all([
          page.waitForResponse((r) => r.url().endsWith("/api/forms/contact?lang=es")),
          page.getByRole("button", { name: words.submit }).click(),
        ]);
        expect(answer.status()).toBe(400);
        await page.waitForLoadState();
        expect(await page.locator("html").getAttribute("lang")).toBe("es");
        const main = await page.locator("main").innerText();
        expect(main).toContain(formErrors.es.summary);
        expect(main).toContain(formErrors.es.required.name);
        expect(await page.locator("#field-name").getAttribute("aria-invalid")).toBe("true");
        // Corrected and sent again from the server's page.
        await page.locator("#field-name").fill(name);
        await page.locator("#field-phone").fill("(863) 555-0151");
        await page.getByRole("button", { name: words.submit }).click();
        await page.getByRole("heading", { name: words.sent.heading }).waitFor();
        expect(new URL(page.url()).pathname).toBe("/es/forms/contact/sent");
        expect(await page.locator(`a[href="tel:${site.emergencyNumber}"]`).count()).toBe(1);
      } finally {
        await visit.context.close();
      }
      expect(await requestText(browser(), name)).toContain(name);
    },
  );
});
