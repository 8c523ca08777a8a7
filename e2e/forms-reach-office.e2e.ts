/**
 * Every form reaches the office, in both languages, with JavaScript and without it: the
 * consultation request (/contact), the job application (/careers) and the newsletter sign-up
 * (/blog). Without JavaScript the browser posts natively and the server answers with its thank-you
 * page in the page's language. Each request then shows in the office (/office, found by its e-mail)
 * with its kind and language; the consultation and the application also reach the office as an e-mail through a
 * real SMTP server (e2e/global-setup.ts), which says what came, when and where to read it, and
 * nothing the visitor typed.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { blogIndex } from "~/content/blog/blog-index";
import { application } from "~/content/careers-application";
import { contactForm } from "~/content/contact/contact-form";
import { langs, localizePath, type Lang } from "~/i18n/lang";
import type { FormName } from "~/lib/delivery";
import { positionIds } from "~/lib/forms";
import { availabilityOptions, experienceOptions, licenseOptions } from "~/content/form-options";
import type { PagePath } from "~/pages";
import { KIND_LABEL, officeAddress } from "../server/forms/office-mail";
import { hydrated, origin, useBrowser, useTabs, type Visit } from "./harness";
import { typed } from "./contact-form-fixtures";
import { findRequest, officeMails, signedIn } from "./office";
import { officeWords } from "../server/office/words";
import { slack } from "./machine-load";

/** The referral, with its documents, has a file of its own (e2e/referral.e2e.ts). */
type Form = Exclude<FormName, "referral">;

interface FormCase {
  form: Form;
  path: PagePath;
  /** The form's button and the heading of its "sent" answer, in a language. */
  words: (lang: Lang) => { submit: string; sent: string };
  /** What a visitor types, by control (a select gets its option's code); `token` makes it unique. */
  values: (token: string) => Record<string, string>;
  /** Whether the office is e-mailed about it. */
  mailed: boolean;
}

const phone = { contact: typed.phone, application: "863-555-0172", newsletter: "" } satisfies Record<Form, string>;

const cases: FormCase[] = [
  {
    form: "contact",
    path: "/contact",
    words: (lang) => ({ submit: contactForm[lang].submit, sent: contactForm[lang].sent.heading }),
    values: (token) => ({
      "#contact-name": `${typed.name} ${token}`,
      "#contact-phone": phone.contact,
      "#contact-email": `rosa.${token}@example.org`,
      "#contact-service": typed.service,
      "#contact-message": `${typed.message} ${token}`,
    }),
    mailed: true,
  },
  {
    form: "application",
    path: "/careers",
    words: (lang) => ({ submit: application[lang].submit, sent: application[lang].sent.heading }),
    values: (token) => ({
      "#apply-name": `Ana Ruiz ${token}`,
      "#apply-phone": phone.application,
      "#apply-email": `ana.${token}@example.org`,
      "#apply-position": positionIds[0]!,
      "#apply-license": licenseOptions[0],
      "#apply-experience": experienceOptions[2],
      "#apply-availability": availabilityOptions[0],
      "#apply-note": `Weekends too. ${token}`,
    }),
    mailed: true,
  },
  {
    form: "newsletter",
    path: "/blog",
    words: (lang) => ({ submit: blogIndex[lang].newsletter.submit, sent: blogIndex[lang].newsletter.sent.heading }),
    values: (token) => ({ "#newsletter-email": `reader.${token}@example.org` }),
    mailed: false,
  },
];

const matrix = cases.flatMap((c) =>
  langs.flatMap((lang) => [true, false].map((js) => ({ ...c, lang, js, label: js ? "JavaScript" : "no JavaScript" }))),
);

/** How the office (in English) and the e-mail name a request's language and kind. */
const LANGUAGE = officeWords.en.language;
const KIND = officeWords.en.kinds;

/** The office e-mail's "Received" line for each minute from `from` to `to` (it gives the minute). */
function receivedLines(from: number, to: number): string[] {
  const lines: string[] = [];
  for (let minute = Math.floor(from / 60_000); minute <= Math.floor(to / 60_000); minute++) {
    const when = new Date(minute * 60_000).toLocaleString("en-US", {
      timeZone: "America/New_York",
      dateStyle: "full",
      timeStyle: "short",
    });
    lines.push(`Received: ${when}`);
  }
  return lines;
}

async function fillIn(page: Page, values: Record<string, string>) {
  for (const [selector, value] of Object.entries(values)) {
    const control = page.locator(selector);
    if ((await control.evaluate((el) => el.localName)) === "select") await control.selectOption(value);
    else await control.fill(value);
  }
}

let office: Visit;

describe("each form, in each language, with and without JavaScript, reaches the office", () => {
  const browser = useBrowser();
  // Warm tabs, with and without JavaScript: a fresh one per form would cost its renderer's start each time.
  const tabs = { on: useTabs(browser), off: useTabs(browser, { javaScriptEnabled: false }) };
  beforeAll(async () => {
    office = await signedIn(browser());
  });
  afterAll(() => office?.context.close());

  test.each(matrix)(
    "$form from $path in $lang with $label",
    async ({ form, path, lang, js, words, values, mailed }) => {
      const token = `${form}-${lang}-${js ? "js" : "nojs"}-${Date.now().toString(36)}`;
      const typedValues = values(token);
      const { submit, sent } = words(lang);
      const start = Date.now();

      const visit = await tabs[js ? "on" : "off"].take();
      try {
        const { page } = visit;
        await page.goto(origin + localizePath(path, lang));
        if (js) await hydrated(page);
        await fillIn(page, typedValues);
        const formElement = page.locator(`form[action="/api/forms/${form}?lang=${lang}"]`);
        await formElement.getByRole("button", { name: submit }).click();
        await page.getByRole("heading", { name: sent }).waitFor();
        if (!js) {
          // The server's own thank-you page, in the page's language.
          expect(new URL(page.url()).pathname).toBe(localizePath(`/forms/${form}/sent`, lang));
          expect(await page.locator("html").getAttribute("lang")).toBe(lang);
        }
        expect(visit.errors).toEqual([]);
      } finally {
        await tabs[js ? "on" : "off"].give(visit);
      }

      // The office: one request with this run's values, of this kind, in this language.
      const email =
        typedValues[
          form === "contact" ? "#contact-email" : form === "application" ? "#apply-email" : "#newsletter-email"
        ]!;
      if (form === "newsletter") {
        // A sign-up is a line of the newsletter's list, and no e-mail.
        await office.page.goto(`${origin}/office/newsletter`);
        expect(await office.page.locator("main li", { hasText: email }).innerText()).toContain(LANGUAGE[lang]);
        expect(mailed).toBe(false);
        expect(officeMails().filter((mail) => mail.raw.includes(email))).toEqual([]);
        return;
      }
      const id = await findRequest(office, email);
      await office.page.goto(`${origin}/office/requests/${id}`);
      expect(await office.page.locator("main").innerText()).toContain(`${KIND[form]} · ${LANGUAGE[lang]}`);
      // The server links to where it listens (PUBLIC_ORIGIN unset).
      const link = `${origin}/office/requests/${id}`;

      // The office e-mail: the kind, when, the language and a link to the request; nothing typed.
      await expect
        .poll(() => officeMails().filter((mail) => mail.raw.includes(link)).length, {
          timeout: slack(20_000),
          interval: 100,
        })
        .toBe(1);
      const mail = officeMails().find((m) => m.raw.includes(link))!;
      const raw = mail.raw.replace(/\r\n[ \t]+/g, " ");
      expect(mail.to).toEqual([officeAddress(form)]);
      expect(/^Subject: (.*)$/m.exec(raw)?.[1]).toContain(KIND_LABEL[form]);
      expect(raw).toContain(`Language: ${LANGUAGE[lang]}`);
      expect(receivedLines(start, Date.now()).some((line) => raw.includes(line))).toBe(true);
      expect(raw).toContain(`Open it in the office: ${link}`);
      expect(raw).toContain(`href="${link}"`);
      for (const personal of [token, phone[form], phone[form].replace(/\D/g, "")]) {
        expect(raw).not.toContain(personal);
      }
    },
  );
});
