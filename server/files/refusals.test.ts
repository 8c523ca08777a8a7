// @vitest-environment node
/**
 * Every refusal of a referral sent without JavaScript gives the form back, styled, in the form's
 * language (its hidden field, or the address for a post refused unread; never the Referer), with
 * every value kept, the error beside the documents and the referral line: a photo over 25 MB, a
 * sixth document, too much in all (announced or counted while reading), too many posts with files
 * from one address (a refused post is not counted; a post without files is taken), too many
 * forms from one address. Nothing of a refused post stays on the disk.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { documentsField, resumeField } from "~/content/file-fields";
import { referralForm } from "~/content/referral-form";
import { site } from "~/content/site";
import { fill } from "~/i18n/format";
import type { Lang } from "~/i18n/lang";
import { telHref } from "~/lib/contact";
import { fileRules, fileWords } from "~/lib/forms/files";
import { problems } from "../forms/form-problems";
import { escapeHtml } from "../forms/html";
import { send, startTestServer, storedRequests, type TestServer } from "../testing/test-support";
import { jpeg, multipart, pdf, referral, type Part } from "../testing/test-files";

const MB = 1024 * 1024;
let running: TestServer;

beforeAll(async () => {
  running = await startTestServer({
    uploadLimit: { limit: 1, windowMs: 60 * 60_000 },
    formLimit: { limit: 16, windowMs: 10 * 60_000 },
  });
});
afterAll(() => running.close());

const incoming = () => readdirSync(path.join(running.data, "files", "incoming"));
const count = () => storedRequests(running.server.store).length;
const photo = (name: string, size: number): Part => ({
  field: "documents",
  name,
  type: "image/jpeg",
  bytes: Buffer.concat([jpeg(name), Buffer.alloc(size)]),
});
const document = (n: number, size = 1000): Part => ({
  field: "documents",
  name: `doc-${n}.pdf`,
  type: "application/pdf",
  bytes: pdf(`doc ${n}`, size),
});
const errors = (lang: Lang) => fileWords(fileRules.referral, documentsField[lang]).errors;

/** Posts as a browser without JavaScript does (no Accept: application/json), from one address. */
function nativePost(values: Record<string, string | string[]>, files: Part[], query = "", headers = {}) {
  const { type, body } = multipart(values, files);
  return send(`${running.server.origin}/api/forms/referral${query}`, {
    method: "POST",
    headers: { "Content-Type": type, ...headers },
    body,
  });
}

/** The form again, styled, in `lang`, with the values typed, the referral line and the error beside the documents. */
function expectFormAgain(html: string, lang: Lang, values: Record<string, string | string[]>, error: string) {
  expect(html).toContain(`<html lang="${lang}">`);
  expect(html).toContain(`<h1 class="text-3xl">${escapeHtml(referralForm[lang].heading)}</h1>`);
  expect(html).toContain('enctype="multipart/form-data"');
  for (const name of ["name", "phone", "patientName", "patientAddress", "caregiverName", "memberId"])
    expect(html, name).toContain(`value="${escapeHtml(String(values[name]))}"`);
  expect(html).toMatch(/id="field-consent" type="checkbox" name="consent" value="yes" class="[^"]*" checked/);
  expect(html).toContain(
    `<p id="field-documents-error" class="mt-1 font-bold text-accent-800">${escapeHtml(error)}</p>`,
  );
  expect(html).toContain(`href="${telHref(site.phones.referrals)}"`);
  expect(html).not.toContain(`href="${telHref(site.phones.main)}"`);
}

describe.each(["en", "es"] as const)("without JavaScript, in %s", (lang) => {
  test("a photo over 25 MB: 413, the form again with every value, the photo's message beside the documents", async () => {
    const before = count();
    const values = referral(`photo-${lang}`, lang);
    const response = await nativePost(values, [photo("IMG_0412.jpg", 25 * MB + 1024)], "", {
      Referer: "https://elsewhere.example/es/",
    });
    expect(response.status).toBe(413);
    expectFormAgain(response.text, lang, values, fill(errors(lang).tooLarge, { name: "IMG_0412.jpg" }));
    expect(count()).toBe(before);
    expect(incoming()).toEqual([]);
  });

  test("a sixth document: 400, the form again with every value", async () => {
    const values = referral(`six-${lang}`, lang);
    const response = await nativePost(
      values,
      [1, 2, 3, 4, 5, 6].map((n) => document(n)),
    );
    expect(response.status).toBe(400);
    expectFormAgain(response.text, lang, values, errors(lang).tooMany);
    expect(incoming()).toEqual([]);
  });

  test("26 MB in all, announced or counted while reading: 413, the form again with every value", async () => {
    const values = referral(`total-${lang}`, lang);
    const files = [1, 2, 3].map((n) => document(n, 9 * MB));
    for (const headers of [{}, { "Transfer-Encoding": "chunked" }]) {
      const response = await nativePost(values, files, "", headers);
      expect(response.status).toBe(413);
      expectFormAgain(response.text, lang, values, errors(lang).total);
    }
    expect(incoming()).toEqual([]);
  });
});

test("an application's résumé over 5 MB without JavaScript: 413, the application again with its values", async () => {
  const values = {
    form: "application",
    lang: "es",
    name: "Rita Resume",
    phone: "863-555-0150",
    email: "rita.refused@example.org",
    position: "registered-nurse",
    license: "rn",
    experience: "3-5",
    availability: "full-time",
  };
  const resume: Part = { field: "resume", name: "cv.pdf", type: "application/pdf", bytes: pdf("cv", 6 * MB) };
  const { type, body } = multipart(values, [resume]);
  const response = await send(`${running.server.origin}/api/forms/application`, {
    method: "POST",
    headers: { "Content-Type": type },
    body,
  });
  expect(response.status).toBe(413);
  expect(response.text).toContain('<html lang="es">');
  expect(response.text).toContain('value="Rita Resume"');
  // A body announced larger than the form takes: no byte of the résumé reaches the disk.
  expect(response.text).toContain(escapeHtml(fileWords(fileRules.application, resumeField.es).errors.total));
  // Not the referral's: the main line.
  expect(response.text).toContain(`href="${telHref(site.phones.main)}"`);
  expect(incoming()).toEqual([]);
});

test("refused unread (from another site): the form again in the language its address names, never the Referer's", async () => {
  const values = referral("cross", "es");
  const response = await nativePost(values, [], "?lang=es", {
    Origin: "https://evil.example",
    "Sec-Fetch-Site": "cross-site",
    Referer: "https://evil.example/",
  });
  expect(response.status).toBe(403);
  expect(response.text).toContain('<html lang="es">');
  expect(response.text).toContain(escapeHtml(problems.es.cross_site));
  expect(response.text).toContain('action="/api/forms/referral?lang=es"');
});

test("the 911 link on the server's pages is underlined and as dark as the text", async () => {
  const response = await nativePost({ ...referral("911"), patientZip: "1" }, []);
  expect(response.text).toMatch(/<a href="tel:911" class="font-bold text-ink underline">/);
});

describe("posts with files from one address (1 an hour here)", () => {
  test("a refused post is not counted; once one is kept, the next one's documents wait, its values kept, and a post without documents is taken", async () => {
    const wrong = await nativePost(referral("refused-first"), [{ ...document(1), bytes: Buffer.from("MZ not a pdf") }]);
    expect(wrong.status).toBe(400);
    const first = await nativePost(referral("kept-first"), [document(1)]);
    expect(first.status).toBe(303);
    const values = referral("waits", "es");
    const held = await nativePost(values, [document(2)]);
    expect(held.status).toBe(429);
    expect(Number(held.headers["retry-after"])).toBeGreaterThan(59 * 60);
    expectFormAgain(held.text, "es", values, fill(errors("es").wait, { minutes: 60 }));
    expect(incoming()).toEqual([]);
    const withoutFiles = await nativePost(referral("no-files"), []);
    expect(withoutFiles.status).toBe(303);
  });
});

test("too many forms from one address: 429, the form again with every value, saying how many minutes to wait", async () => {
  let response;
  for (let i = 0; i < 20; i++) {
    response = await nativePost(referral(`flood-${i}`, "es"), []);
    if (response.status === 429) break;
  }
  expect(response!.status).toBe(429);
  const minutes = Math.ceil(Number(response!.headers["retry-after"]) / 60);
  expect(response!.text).toContain(escapeHtml(fill(problems.es.too_many, { minutes })));
  expect(response!.text).toContain(`value="${escapeHtml(referral("x").patientAddress)}"`);
});
