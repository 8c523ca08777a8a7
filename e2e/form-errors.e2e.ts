/**
 * The forms' own error messages, in the page's language: empty and bad values on the consultation
 * form (/es/contact), the job application (/es/careers) and the newsletter (/es/blog), one form in
 * English, and the server's answers (mocked with page.route: the real server is tested on its own).
 * Each message shows next to its field (aria-invalid, aria-describedby) and in the summary on top;
 * focus goes to the first field in error; the browser's own bubbles never show (novalidate).
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { blogIndex } from "~/content/blog/blog-index";
import { application } from "~/content/careers-application";
import { contactForm } from "~/content/contact/contact-form";
import { fill } from "~/i18n/format";
import { formErrors, phoneExample } from "~/content/form-errors";
import { limits, positionIds } from "~/lib/forms/schemas";
import { hydrated, origin, useBrowser, useTabs, type Tabs, type Visit } from "./harness";

const es = formErrors.es;

/** A hydrated page in a warm tab of `tabs`; its form's action pointed at this site's server when `server` is given. */
async function open(tabs: Tabs, path: string, form: string, server = false) {
  const v = await tabs.take();
  await v.page.goto(origin + path);
  await hydrated(v.page);
  const selector = `form:has(input[name="form"][value="${form}"])`;
  if (server)
    await v.page.locator(selector).evaluate((el, action) => el.setAttribute("action", action), `/api/forms/${form}`);
  return { v, form: v.page.locator(selector), give: () => tabs.give(v) };
}

async function run(visit: ReturnType<typeof open>, steps: (v: Visit, form: Locator) => Promise<void>) {
  const { v, form, give } = await visit;
  try {
    expect(await form.evaluate((el: HTMLFormElement) => el.noValidate)).toBe(true);
    await steps(v, form);
    // Chromium logs each mocked 4xx answer as a failed load; anything else is the page's own error.
    expect(v.errors.filter((e) => !/^Failed to load resource: .* status of 4(00|29)/.test(e))).toEqual([]);
  } finally {
    await give();
  }
}

/** Sends the form and waits for the summary (a new one per stopped send). */
async function send(form: Locator) {
  await form.locator("button[type=submit]").click();
  await form.getByRole("alert").waitFor();
}

/** The field shows `message` under its label, tied to it, and the summary links to it with the same words. */
async function expectError(page: Page, form: Locator, id: string, message: string) {
  const error = page.locator(`#${id}-error`);
  await expect.poll(() => error.textContent()).toBe(message);
  const control = page.locator(`#${id}`);
  expect(await control.getAttribute("aria-invalid")).toBe("true");
  const describedBy = (await control.getAttribute("aria-describedby")) ?? "";
  if (id !== "apply-areas") expect(describedBy.split(" ")).toContain(`${id}-error`);
  const link = form.getByRole("alert").locator(`a[href="#${id === "apply-areas" ? "apply-areas-0" : id}"]`);
  expect(await link.textContent()).toContain(message);
}

const focused = (page: Page) => page.evaluate(() => document.activeElement?.id);

describe("consultation form, /es/contact", () => {
  const tabs = useTabs(useBrowser());
  const words = contactForm.es;

  test("empty: the two required fields, in Spanish, next to the field and in the summary; focus on the first", () =>
    run(open(tabs, "/es/contact", "contact"), async (v, form) => {
      await send(form);
      await expectError(v.page, form, "contact-name", es.required.name);
      await expectError(v.page, form, "contact-phone", es.required.phone);
      expect(es.required.phone).toContain(phoneExample);
      expect(await form.getByRole("alert").getByRole("heading").textContent()).toBe(es.summary);
      expect(await form.getByRole("alert").locator("li").count()).toBe(2);
      expect(await focused(v.page)).toBe("contact-name");
      expect(await v.page.locator("#contact-email").getAttribute("aria-invalid")).toBeNull();
      // A summary link brings its field back.
      await form.getByRole("alert").locator('a[href="#contact-phone"]').click();
      expect(await focused(v.page)).toBe("contact-phone");
    }));

  test("bad phone, bad e-mail, too long, a value not in the list; a corrected field is cleared by the next send", () =>
    run(open(tabs, "/es/contact", "contact"), async (v, form) => {
      await v.page.fill("#contact-name", "x".repeat(limits.name + 1));
      await v.page.fill("#contact-phone", "555-0142");
      await v.page.fill("#contact-email", "rosa@");
      await v.page.locator("#contact-service").evaluate((el: HTMLSelectElement) => {
        el.add(new Option("?", "surgery"));
        el.value = "surgery";
      });
      await send(form);
      await expectError(v.page, form, "contact-name", fill(es.tooLong, { max: limits.name }));
      await expectError(v.page, form, "contact-phone", es.phone);
      await expectError(v.page, form, "contact-email", es.email);
      await expectError(v.page, form, "contact-service", es.choice);
      expect(await focused(v.page)).toBe("contact-name");
      expect(await v.page.inputValue("#contact-phone")).toBe("555-0142");

      // Leaving a corrected field moves nothing (the button stays where the visitor reaches for it);
      // the next send checks again.
      await v.page.fill("#contact-phone", "(863) 555-0142");
      await v.page.locator("#contact-email").focus();
      expect(await v.page.locator("#contact-phone-error").count()).toBe(1);
      await send(form);
      await expect.poll(() => v.page.locator("#contact-phone-error").count()).toBe(0);
      await expectError(v.page, form, "contact-email", es.email);
      expect(await v.page.locator("#contact-phone").getAttribute("aria-invalid")).toBeNull();
      expect(await form.getByRole("alert").locator("li").count()).toBe(3);
      expect(words.phone.label).not.toBe("");
    }));

  test("this site's server: a 400 shows its field errors the same way; a 429 keeps the values and says to call", () =>
    run(open(tabs, "/es/contact", "contact", true), async (v, form) => {
      const bodies: unknown[] = [];
      let answer = { status: 400, body: { ok: false, errors: { phone: es.phone } } as object };
      await v.page.route("**/api/forms/contact", (route) => {
        bodies.push(route.request().postDataJSON());
        return route.fulfill({
          status: answer.status,
          contentType: "application/json",
          body: JSON.stringify(answer.body),
        });
      });
      await v.page.fill("#contact-name", "Rosa María Díaz");
      await v.page.fill("#contact-phone", "863-555-0142");
      await send(form);
      await expectError(v.page, form, "contact-phone", es.phone);
      expect(await focused(v.page)).toBe("contact-phone");
      expect(bodies).toEqual([
        {
          form: "contact",
          lang: "es",
          name: "Rosa María Díaz",
          phone: "863-555-0142",
          email: "",
          service: "",
          payment: "",
          bestTime: "",
          message: "",
        },
      ]);

      answer = { status: 429, body: { ok: false, error: "too-many" } };
      await form.locator("button[type=submit]").click();
      const failed = form.getByRole("alert").filter({ hasText: words.failed.heading });
      await failed.getByText(es.tooMany).waitFor();
      expect(await failed.locator('a[href^="tel:"]').count()).toBe(1);
      expect(await v.page.inputValue("#contact-name")).toBe("Rosa María Díaz");
      expect(await v.page.inputValue("#contact-phone")).toBe("863-555-0142");
    }));
});

describe("job application, /es/careers", () => {
  const tabs = useTabs(useBrowser());
  const words = application.es;

  test("empty: every required field, in Spanish; focus on the first", () =>
    run(open(tabs, "/es/careers", "application"), async (v, form) => {
      await send(form);
      await expectError(v.page, form, "apply-name", es.required.name);
      await expectError(v.page, form, "apply-phone", es.required.phone);
      await expectError(v.page, form, "apply-email", es.required.email);
      await expectError(v.page, form, "apply-position", es.required.position);
      await expectError(v.page, form, "apply-license", es.required.license);
      await expectError(v.page, form, "apply-experience", es.required.experience);
      await expectError(v.page, form, "apply-availability", es.required.availability);
      expect(await form.getByRole("alert").locator("li").count()).toBe(7);
      expect(await focused(v.page)).toBe("apply-name");
    }));

  test("bad values: phone, e-mail, too long, a position that is not open", () =>
    run(open(tabs, "/es/careers", "application"), async (v, form) => {
      await v.page.fill("#apply-name", "Ana Ruiz");
      await v.page.fill("#apply-phone", "call me");
      await v.page.fill("#apply-email", "ana@example");
      await v.page.locator("#apply-position").evaluate((el: HTMLSelectElement) => {
        el.add(new Option("?", "astronaut"));
        el.value = "astronaut";
      });
      await v.page.selectOption("#apply-license", "rn");
      await v.page.fill("#apply-license-number", "9".repeat(limits.licenseNumber + 1));
      await v.page.selectOption("#apply-experience", "3-5");
      await v.page.selectOption("#apply-availability", "any");
      await send(form);
      await expectError(v.page, form, "apply-phone", es.phone);
      await expectError(v.page, form, "apply-email", es.email);
      await expectError(v.page, form, "apply-position", es.choice);
      await expectError(v.page, form, "apply-license-number", fill(es.tooLong, { max: limits.licenseNumber }));
      expect(await form.getByRole("alert").locator("li").count()).toBe(4);
      expect(await focused(v.page)).toBe("apply-phone");
      expect(positionIds).toContain(await v.page.locator("#apply-position option").nth(1).getAttribute("value"));
      expect(words.position.label).not.toBe("");
    }));
});

describe("newsletter", () => {
  const tabs = useTabs(useBrowser());

  test.each([
    ["es", "/es/blog"],
    ["en", "/blog"],
  ] as const)("%s: empty, then a bad address, in the page's language", (lang, path) =>
    run(open(tabs, path, "newsletter"), async (v, form) => {
      const words = formErrors[lang];
      await send(form);
      await expectError(v.page, form, "newsletter-email", words.required.email);
      expect(await focused(v.page)).toBe("newsletter-email");
      expect(await form.getByRole("alert").getByRole("heading").textContent()).toBe(words.summary);
      await v.page.fill("#newsletter-email", "rosa@example");
      await send(form);
      await expectError(v.page, form, "newsletter-email", words.email);
      expect(blogIndex[lang].newsletter.errors).toEqual(words);
    }),
  );
});
