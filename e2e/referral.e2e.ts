/**
 * A referral with its documents and an application with its résumé, as people send them: from
 * /contact/referrals and /careers, in each language, with JavaScript and without it, each found in
 * /office by intake with its files listed, each file downloaded byte for byte as the one sent (and
 * each download then in the request's history, read from the audit trail); the sender is told a
 * reference number and when the call comes. A 12 MB phone photo chosen with JavaScript is sent
 * and kept as a smaller JPEG; a 12 MB file that is no picture, sent without JavaScript, gives the
 * form back with every value kept. The office e-mail names no patient; a browser that is not
 * signed in gets no document.
 */
import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { application } from "~/content/careers-application";
import { referralForm } from "~/content/referral-form";
import { documentsField } from "~/content/file-fields";
import { fileRules, fileWords } from "~/lib/forms/files";
import { fill } from "~/i18n/format";
import { langs, localizePath } from "~/i18n/lang";
import { positionIds } from "~/lib/forms";
import { availabilityOptions, experienceOptions, licenseOptions } from "~/content/form-options";
import { docx, pdf, phonePhoto } from "../server/testing/test-files";
import { officeWords } from "../server/office/words";
import { hydrated, openPage, origin, useBrowser, useTabs, type Visit } from "./harness";
import { findRequest, officeMails, signedIn } from "./office";
import { slack } from "./machine-load";

const matrix = langs.flatMap((lang) =>
  [true, false].map((js) => ({ lang, js, how: js ? "JavaScript" : "no JavaScript" })),
);
const en = officeWords.en;
const MB = 1024 * 1024;

interface Sent {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A referral's fields as a discharge planner fills them: a patient going home tomorrow. */
const referralValues = (patient: string, email: string, token: string): Record<string, string | true> => ({
  "#referral-name": "Dana Planner",
  "#referral-role": "discharge-planner",
  "#referral-organization": "Lakeland Regional Health",
  "#referral-phone": "(863) 555-0180 x4521",
  "#referral-email": email,
  "#referral-physician-name": "Luis Medico",
  "#referral-physician-phone": "863-555-0170 ext. 12",
  "#referral-patient-name": patient,
  "#referral-patient-birth-date": "1948-03-14",
  "#referral-patient-phone": "863-555-0181",
  "#referral-patient-address": "12 Orange Ave, Lakeland",
  "#referral-patient-zip": "33801",
  "#referral-caregiver-name": "Rosa Cuidadora",
  "#referral-discharge-date": new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
  "#referral-reason": `Home after a hospital stay ${token}`,
  "#referral-services-0": true,
  "#referral-payer": "medicare",
  "#referral-consent": true,
});

/** Fills text boxes, picks choices (by code), ticks boxes. */
async function fillIn(page: Page, values: Record<string, string | true>) {
  for (const [selector, value] of Object.entries(values)) {
    const control = page.locator(selector);
    if (value === true) await control.check();
    else if ((await control.evaluate((el) => el.localName)) === "select") await control.selectOption(value);
    else await control.fill(value);
  }
}

/** On the request's page: its files, each downloaded by a click and compared with what was sent. */
async function downloadsMatch(office: Visit, id: string, sent: Sent[]) {
  const { page } = office;
  await page.goto(`${origin}/office/requests/${id}`);
  const links = page.locator(`main a[href^="/office/requests/${id}/files/"]`);
  expect(await links.count()).toBe(sent.length);
  for (const [i, file] of sent.entries()) {
    expect(await links.nth(i).innerText()).toBe(file.name);
    const [download] = await Promise.all([page.waitForEvent("download"), links.nth(i).click()]);
    expect(download.suggestedFilename()).toBe(file.name);
    const chunks: Buffer[] = [];
    for await (const chunk of (await download.createReadStream()) as AsyncIterable<Buffer>) chunks.push(chunk);
    expect(Buffer.concat(chunks).equals(file.buffer), file.name).toBe(true);
  }
  // Each download is in the request's history (read from the audit trail).
  await page.reload();
  const history = await page.locator("#history + ol").innerText();
  for (const [i] of sent.entries()) expect(history).toContain(en.history.download(i + 1));
}

let office: Visit;

describe("files from the public reach the office, and only the office", () => {
  const browser = useBrowser();
  // Warm tabs, with and without JavaScript.
  const tabs = { on: useTabs(browser), off: useTabs(browser, { javaScriptEnabled: false }) };
  beforeAll(async () => {
    office = await signedIn(browser());
  });
  afterAll(() => office?.context.close());

  describe("a referral with two PDFs reaches intake whole", () => {
    test.each(matrix)("in $lang with $how", async ({ lang, js }) => {
      const token = `ref-${lang}-${js ? "js" : "nojs"}-${Date.now().toString(36)}`;
      const patient = `Patricia Referida ${token}`;
      const email = `planner.${token}@example.org`;
      const sent: Sent[] = [
        { name: "orders.pdf", mimeType: "application/pdf", buffer: pdf(`orders ${token}`) },
        { name: "face-to-face.pdf", mimeType: "application/pdf", buffer: pdf(`f2f ${token}`, 40_000) },
      ];
      const words = referralForm[lang];
      let confirmation = "";
      const visit = await tabs[js ? "on" : "off"].take();
      try {
        const { page } = visit;
        await page.goto(origin + localizePath("/contact/referrals", lang));
        if (js) await hydrated(page);
        await fillIn(page, referralValues(patient, email, token));
        await page.locator("#referral-documents").setInputFiles(sent);
        if (js) {
          // With JavaScript the files are listed under the field, each with its size.
          await expect.poll(() => page.locator("#referral-documents-chosen li").count()).toBe(2);
        }
        await page.getByRole("button", { name: words.submit }).click();
        await page.getByRole("heading", { name: words.sent.heading }).waitFor({ timeout: slack(30_000) });
        if (!js) expect(new URL(page.url()).pathname).toBe(localizePath("/forms/referral/sent", lang));
        confirmation = await page.locator("main").innerText();
        expect(visit.errors).toEqual([]);
      } finally {
        await tabs[js ? "on" : "off"].give(visit);
      }

      const id = await findRequest(office, email);
      // The sender was told the reference and the call's time (a discharge tomorrow: within hours).
      expect(confirmation).toContain(fill(words.confirmation.reference, { reference: id.slice(0, 8).toUpperCase() }));
      expect(confirmation).toContain(words.confirmation.callBy.split("{time}")[0]!.trim());
      await office.page.goto(`${origin}/office/requests/${id}`);
      const main = await office.page.locator("main").innerText();
      expect(main).toContain(patient);
      expect(main).toContain(`${en.kinds.referral} · ${en.language[lang]}`);
      await downloadsMatch(office, id, sent);

      // The office e-mail: "New referral", a link; no patient, no clinician, no file.
      // The server links to where it listens (PUBLIC_ORIGIN unset).
      const link = `${origin}/office/requests/${id}`;
      await expect
        .poll(() => officeMails().filter((m) => m.raw.includes(link)).length, { timeout: slack(20_000) })
        .toBe(1);
      const mail = officeMails().find((m) => m.raw.includes(link))!.raw;
      expect(mail).toMatch(/^Subject: New referral/m);
      for (const secret of ["Patricia", token, "Dana Planner", "orders.pdf", "1948"])
        expect(mail).not.toContain(secret);
    });
  });

  test.each(langs)(
    "with JavaScript, in %s, a 12 MB phone photo is sent (made smaller) and the office shows it as a JPEG",
    async (lang) => {
      const token = `photo-${lang}-js-${Date.now().toString(36)}`;
      const email = `planner.${token}@example.org`;
      const words = referralForm[lang];
      const photo = await phonePhoto();
      expect(photo.length).toBeGreaterThanOrEqual(12 * MB);
      const visit = await tabs.on.take();
      try {
        const { page } = visit;
        await page.goto(origin + localizePath("/contact/referrals", lang));
        await hydrated(page);
        await fillIn(page, referralValues(`Pedro Foto ${token}`, email, token));
        await page
          .locator("#referral-documents")
          .setInputFiles([{ name: "IMG_0412.jpg", mimeType: "image/jpeg", buffer: photo }]);
        // Listed at once, then replaced by the smaller copy the browser made: under the document limit.
        const item = page.locator("#referral-documents-chosen li");
        await item.waitFor({ timeout: slack(30_000) });
        expect(await item.innerText()).toContain("IMG_0412.jpg");
        await expect
          .poll(() => item.innerText(), { timeout: slack(30_000) })
          .not.toMatch(/\((1[0-9]|[2-9][0-9])\.\d\sMB\)/);
        await page.getByRole("button", { name: words.submit }).click();
        await page.getByRole("heading", { name: words.sent.heading }).waitFor({ timeout: slack(60_000) });
        expect(visit.errors).toEqual([]);
      } finally {
        await tabs.on.give(visit);
      }
      const id = await findRequest(office, email);
      await office.page.goto(`${origin}/office/requests/${id}`);
      const link = office.page.locator(`main a[href^="/office/requests/${id}/files/"]`);
      expect(await link.innerText()).toBe("IMG_0412.jpg");
      const [download] = await Promise.all([office.page.waitForEvent("download"), link.click()]);
      const chunks: Buffer[] = [];
      for await (const chunk of (await download.createReadStream()) as AsyncIterable<Buffer>) chunks.push(chunk);
      const kept = await sharp(Buffer.concat(chunks), { failOn: "error" }).metadata();
      expect(kept.format).toBe("jpeg");
      expect(Math.max(kept.width, kept.height)).toBeLessThanOrEqual(2400);
      expect(kept.exif).toBeUndefined();
    },
  );

  test.each(langs)(
    "without JavaScript, in %s, a 12 MB file that starts as a JPEG but is no picture gives the form back with every value kept",
    async (lang) => {
      const token = `photo-${lang}-${Date.now().toString(36)}`;
      const values = referralValues(`Pedro Foto ${token}`, `planner.${token}@example.org`, token);
      const visit = await tabs.off.take();
      try {
        const { page } = visit;
        await page.goto(origin + localizePath("/contact/referrals", lang));
        await fillIn(page, values);
        const photo = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(12 * MB)]);
        await page
          .locator("#referral-documents")
          .setInputFiles([{ name: "IMG_0412.jpg", mimeType: "image/jpeg", buffer: photo }]);
        await page.getByRole("button", { name: referralForm[lang].submit }).click();
        await page.locator("#field-documents-error").waitFor({ timeout: 60_000 });
        expect(await page.locator("html").getAttribute("lang")).toBe(lang);
        for (const [selector, value] of Object.entries(values)) {
          const field = page.locator(
            `#field-${selector.replace("#referral-", "").replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())}`,
          );
          if (value === true || selector.includes("services")) continue;
          expect(await field.inputValue(), selector).toBe(value);
        }
        expect(await page.locator("#field-consent").isChecked()).toBe(true);
        const unreadable = fileWords(fileRules.referral, documentsField[lang]).errors.unreadable!;
        expect(await page.locator("#field-documents-error").innerText()).toBe(
          fill(unreadable, { name: "IMG_0412.jpg" }),
        );
      } finally {
        await tabs.off.give(visit);
      }
    },
  );

  describe("an application with a résumé reaches the office whole", () => {
    test.each(matrix)("in $lang with $how", async ({ lang, js }) => {
      const token = `cv-${lang}-${js ? "js" : "nojs"}-${Date.now().toString(36)}`;
      const email = `nurse.${token}@example.org`;
      const resume: Sent = js
        ? {
            name: "resume.docx",
            mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
            buffer: docx(token),
          }
        : { name: "resume.pdf", mimeType: "application/pdf", buffer: pdf(token) };
      const visit = await tabs[js ? "on" : "off"].take();
      try {
        const { page } = visit;
        await page.goto(`${origin}${localizePath("/careers", lang)}#apply`);
        if (js) await hydrated(page);
        await fillIn(page, {
          "#apply-name": `Rosa Enfermera ${token}`,
          "#apply-phone": "863-555-0182",
          "#apply-email": email,
          "#apply-position": positionIds[0]!,
          "#apply-license": licenseOptions[0],
          "#apply-experience": experienceOptions[2],
          "#apply-availability": availabilityOptions[0],
        });
        await page.locator("#apply-resume").setInputFiles(resume);
        await page.getByRole("button", { name: application[lang].submit }).click();
        await page.getByRole("heading", { name: application[lang].sent.heading }).waitFor({ timeout: slack(30_000) });
        expect(visit.errors).toEqual([]);
      } finally {
        await tabs[js ? "on" : "off"].give(visit);
      }
      await downloadsMatch(office, await findRequest(office, email), [resume]);
    });
  });

  test("a browser that is not signed in gets the sign-in page, never a document", async () => {
    // A document of the office: the first one of the first referral in the queue.
    await office.page.goto(`${origin}/office?status=all&kind=referral`);
    const first = await office.page.locator('main ul a[href^="/office/requests/"]').first().getAttribute("href");
    await office.page.goto(`${origin}${first}`);
    const href = await office.page.locator('main a[href*="/files/"]').first().getAttribute("href");
    expect(href).toBeTruthy();
    const stranger = await openPage(browser());
    try {
      let downloaded = false;
      stranger.page.on("download", () => (downloaded = true));
      const response = await stranger.page.goto(`${origin}${href}`);
      expect(response!.status()).toBe(401);
      expect(response!.headers()["content-disposition"]).toBeUndefined();
      expect(await response!.text()).not.toContain("%PDF");
      await stranger.page.locator("#password").waitFor();
      expect(downloaded).toBe(false);
    } finally {
      await stranger.context.close();
    }
  });
});
