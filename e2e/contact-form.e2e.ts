/**
 * The consultation request on /contact: the site's own server (the built site), a test endpoint that
 * answers 200 or 500 or is down, hostile input, and the form without JavaScript.
 * (The Medicare self-check on /contact/insurance: medicare-check.e2e.ts.)
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { openPage, origin, useBrowser, useTabs } from "./harness";
import {
  TestEndpoint,
  field,
  fieldValues,
  fill,
  hostile,
  onContact,
  submit,
  typed,
  words,
} from "./contact-form-fixtures";

describe("consultation form, sent to the site's own server (the built site)", () => {
  const tabs = useTabs(useBrowser());

  test("an empty submit is stopped by the form's own checks (no browser bubble) and sends nothing", () =>
    onContact(tabs, async (v, logged) => {
      expect(await v.page.$eval("#request form", (el: HTMLFormElement) => el.noValidate)).toBe(true);
      await submit(v.page).click();
      const summary = v.page.getByRole("alert");
      await summary.getByText(words.errors.required.phone).waitFor();
      expect(await v.page.$eval(field.name, (el: HTMLInputElement) => el.required)).toBe(true);
      expect(await v.page.$eval(field.email, (el: HTMLInputElement) => el.required)).toBe(false);
      expect(await v.page.evaluate(() => document.activeElement?.id)).toBe("contact-name");
      expect(logged).toEqual([]);
      expect(await v.page.getByRole("status").count()).toBe(0);
      expect(v.errors).toEqual([]);
    }));

  test("a valid submit reaches the server, confirms, and moves focus to the confirmation", () =>
    onContact(tabs, async (v) => {
      const posted = v.posts;
      await fill(v.page, typed);
      await submit(v.page).click();
      const heading = v.page.getByRole("heading", { name: words.sent.heading });
      await heading.waitFor();
      expect(await heading.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(posted).toHaveLength(1);
      expect(posted[0]!.path).toBe("/api/forms/contact");
      expect(JSON.parse(posted[0]!.body)).toMatchObject({
        form: "contact",
        lang: "en",
        ...typed,
      });
      expect(v.errors).toEqual([]);
      expect(v.offsite).toEqual([]);
    }));

  test("hostile input (a script tag, 10,000 characters, emoji, right-to-left text) stays inert text", () =>
    onContact(tabs, async (v) => {
      const posted = v.posts;
      await fill(v.page, hostile);
      expect(await v.page.inputValue(field.message)).toBe(hostile.message);
      await submit(v.page).click();
      // Within the limits (a message may be 10,000 characters): sent as typed, and nothing of it runs.
      await v.page.getByRole("heading", { name: words.sent.heading }).waitFor();
      expect(posted).toHaveLength(1);
      expect(JSON.parse(posted[0]!.body)).toMatchObject({ name: hostile.name, message: hostile.message });
      expect(await v.page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
      expect(await v.page.locator("main img, main script:not([type])").count()).toBe(0);
      expect(v.errors).toEqual([]);
    }));
  test("offline before the form's checker and sender could load: the form says it failed, keeps the values, offers the phone", () =>
    onContact(tabs, async (v) => {
      const posted = v.posts;
      await v.page.route(/\/assets\/form-checker-[^/]*\.js$/, (route) => route.abort("internetdisconnected"));
      await fill(v.page, typed);
      await submit(v.page).click();
      const alert = v.page.getByRole("alert");
      await alert.getByRole("heading", { name: words.failed.heading }).waitFor();
      expect(await fieldValues(v.page)).toEqual(typed);
      expect(await alert.locator('a[href^="tel:"]').count()).toBe(1);
      expect(posted).toEqual([]);
      // Back online, the retry loads what failed and sends.
      await v.page.unroute(/\/assets\/form-checker-[^/]*\.js$/);
      await v.page.getByRole("button", { name: words.failed.retry }).click();
      await v.page.getByRole("heading", { name: words.sent.heading }).waitFor();
      expect(posted).toHaveLength(1);
    }));
});

describe("consultation form with an endpoint (a test form service on 127.0.0.1)", () => {
  // The site's CSP lists only the configured endpoint; this test's endpoint is another origin.
  const tabs = useTabs(useBrowser(), { bypassCSP: true });
  const endpoint = new TestEndpoint();
  beforeAll(() => endpoint.start());
  afterAll(() => endpoint.stop());
  beforeEach(() => {
    endpoint.bodies = [];
    endpoint.status = 200;
    endpoint.hold = null;
  });

  test("sending disables the button (no double submit); the request carries every value; then sent", () => {
    let release!: () => void;
    endpoint.hold = new Promise((resolve) => (release = resolve));
    return onContact(
      tabs,
      async (v) => {
        await fill(v.page, hostile);
        await submit(v.page).click();
        await v.page.locator("#request form button[type=submit]:disabled").waitFor();
        expect(await submit(v.page).innerText()).toBe(words.sending);
        await submit(v.page).click({ force: true });
        await v.page.locator(field.name).press("Enter");
        release();
        await v.page.getByRole("heading", { name: words.sent.heading }).waitFor();
        expect(endpoint.bodies).toEqual([{ form: "contact", lang: "en", ...hostile }]);
        expect(await v.page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
        expect(v.errors).toEqual([]);
      },
      endpoint.url,
    );
  });

  test("a 500 answer shows the failure, keeps every value, offers phone and e-mail; a retry sends", () => {
    endpoint.status = 500;
    return onContact(
      tabs,
      async (v) => {
        await fill(v.page, typed);
        await submit(v.page).click();
        const alert = v.page.getByRole("alert");
        await alert.getByRole("heading", { name: words.failed.heading }).waitFor();
        expect(await fieldValues(v.page)).toEqual(typed);
        expect(await alert.locator('a[href^="tel:"]').count()).toBe(1);
        const mailto = decodeURIComponent(
          (await alert.getByRole("link", { name: words.mailLink }).getAttribute("href"))!,
        );
        expect(mailto).toContain(`${words.name.label}: ${typed.name}`);
        expect(mailto).toContain(`${words.service.label}: ${words.service.options["personal-care"]}`);
        expect(mailto).toContain(typed.message);

        endpoint.status = 200;
        await v.page.getByRole("button", { name: words.failed.retry }).click();
        await v.page.getByRole("heading", { name: words.sent.heading }).waitFor();
        expect(endpoint.bodies).toHaveLength(2);
      },
      endpoint.url,
    );
  });

  test("when the service is down the form says so and still holds every value", async () => {
    const down = new TestEndpoint();
    await down.start();
    const url = down.url;
    await down.stop();
    await onContact(
      tabs,
      async (v) => {
        await fill(v.page, hostile);
        await submit(v.page).click();
        await v.page.getByRole("alert").getByRole("heading", { name: words.failed.heading }).waitFor();
        expect(await fieldValues(v.page)).toEqual(hostile);
        expect(await submit(v.page).isEnabled()).toBe(true);
      },
      url,
    );
  });
});

describe("without JavaScript", () => {
  const browser = useBrowser();

  test("the form posts to the site's own server by itself, with its fields labelled and typed", async () => {
    const v = await openPage(browser(), { javaScriptEnabled: false });
    try {
      await v.page.goto(origin + "/contact");
      const form = v.page.locator("#request form");
      expect(await form.getAttribute("action")).toBe("/api/forms/contact?lang=en");
      expect(await form.getAttribute("method")).toBe("post");
      expect(await form.locator('button[type="submit"]').count()).toBe(1);
      expect(await v.page.getByLabel(words.phone.label).getAttribute("type")).toBe("tel");
      expect(await v.page.locator('a[href^="tel:"]').count()).toBeGreaterThan(1);
    } finally {
      await v.context.close();
    }
  });
});
