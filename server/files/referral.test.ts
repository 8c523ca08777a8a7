// @vitest-environment node
/**
 * A clinician's referral with its documents, against the real server, a real SQLite file and
 * DATA_KEY set: sent as the page's script sends it and as a browser without JavaScript does, kept
 * with its documents encrypted on the disk, the office e-mailed without the patient's name, the
 * documents listed on the request's page and downloaded by intake byte for byte as attachments,
 * each download in the audit trail; nobody signed out (or without the right) gets a document;
 * deleting the request, or retention, takes its documents off the disk.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { site } from "~/content/site";
import { documentsField } from "~/content/file-fields";
import { referralForm } from "~/content/referral-form";
import type { RunningServer } from "../index";
import { officeAddress } from "../forms/office-mail";
import { floridaDate, referralHours } from "../office/reply-by";
import { callTime, referenceOf } from "../forms/referral-confirmation";
import { escapeHtml } from "../forms/html";
import { fill } from "~/i18n/format";
import { telHref } from "~/lib/contact";
import { makeStaff, postWithCsrf, signIn } from "../testing/test-office";
import { officeWords } from "../office/words";
import { send, startTestServer, type Mail, type TestServer } from "../testing/test-support";
import { multipart, pdf, referral, type Part } from "../testing/test-files";

const KEY = "d".repeat(64);
let running: TestServer;
let server: RunningServer;
const mails: Mail[] = [];
const lines: string[] = [];
let intake: string;
let owner: string;
let editor: string;
const en = officeWords.en;

const endpoint = () => `${server.origin}/api/forms/referral`;
const documents = (token: string): Part[] => [
  { field: "documents", name: "orders.pdf", type: "application/pdf", bytes: pdf(`orders ${token}`) },
  { field: "documents", name: "face-to-face note.pdf", type: "application/pdf", bytes: pdf(`f2f ${token}`, 300_000) },
];

/** Posts as the page's script does (multipart, JSON answers), or natively without JavaScript. */
function post(values: Record<string, string | string[]>, files: Part[], script = true) {
  const { type, body } = multipart(values, files);
  return send(endpoint(), {
    method: "POST",
    headers: { "Content-Type": type, ...(script ? { Accept: "application/json" } : {}) },
    body,
  });
}

const get = (url: string, cookie?: string) =>
  send(`${server.origin}${url}`, { headers: cookie ? { Cookie: cookie } : {} });
const filesDir = () => path.join(running.data, "files");
const onDisk = () => readdirSync(filesDir()).filter((name) => name !== "incoming");

beforeAll(async () => {
  running = await startTestServer({ dataKey: KEY, mails, quiet: false, log: (l) => lines.push(l) });
  server = running.server;
  const staff = async (role: "owner" | "intake" | "editor", email: string) =>
    signIn(server, await makeStaff(server, { role, email }));
  intake = await staff("intake", "intake@example.com");
  owner = await staff("owner", "owner@example.com");
  editor = await staff("editor", "editor@example.com");
});
afterAll(() => running.close());

describe("a referral with two PDFs, as the page's script sends it", () => {
  let id: string;
  const token = "script";

  test("200 with the id; kept with its values, its two documents and a reply-by time from the referral promise", async () => {
    const before = Date.now();
    const response = await post(referral(token), documents(token));
    expect(response.status).toBe(200);
    ({ id } = JSON.parse(response.text) as { id: string });
    const stored = server.store.get(id)!;
    expect(stored).toMatchObject({ form: "referral", lang: "en", status: "new", files: 2 });
    expect(stored.values).toMatchObject({
      patientName: `Pablo Secretpatient ${token}`,
      services: "skilled-nursing, therapy",
      consent: "yes",
    });
    expect(stored.replyBy! - stored.receivedAt).toBe(referralHours() * 60 * 60 * 1000);
    // The sender is told the reference and when the call comes, in the form's language.
    expect(JSON.parse(response.text)).toEqual({
      ok: true,
      id,
      reference: referenceOf(id),
      callBy: callTime(stored.replyBy!, "en"),
    });
    expect(stored.receivedAt).toBeGreaterThanOrEqual(before);
    const files = server.store.files(id);
    expect(files.map((f) => [f.position, f.name, f.kind, f.size])).toEqual([
      [1, "orders.pdf", "pdf", documents(token)[0]!.bytes.length],
      [2, "face-to-face note.pdf", "pdf", documents(token)[1]!.bytes.length],
    ]);
  });

  test("the documents are on the disk in DATA_DIR/files under their ids, encrypted", () => {
    const files = server.store.files(id);
    expect(onDisk()).toEqual(expect.arrayContaining(files.map((f) => f.id)));
    for (const file of files) {
      const stored = readFileSync(path.join(filesDir(), file.id));
      expect(stored.subarray(0, 4).toString()).toBe("gcm1");
      expect(stored.includes(Buffer.from(token))).toBe(false);
      expect(stored.includes(Buffer.from("%PDF"))).toBe(false);
    }
    // Their names are sealed in the database like the words.
    const row = server.db.prepare("SELECT name_sealed FROM files WHERE request_id = ?").get(id) as {
      name_sealed: string;
    };
    expect(row.name_sealed).toMatch(/^gcm:/);
  });

  test("the office is e-mailed 'New referral', when and a link, at the referrals address, with no patient details", async () => {
    await vi.waitFor(() => expect(server.store.get(id)!.notice).toBe("sent"), { timeout: 10_000 });
    const mail = mails.find((m) => m.raw.includes(`/office/requests/${id}`))!;
    expect(mail.to).toEqual([officeAddress("referral")]);
    expect(officeAddress("referral")).toBe(site.emails.referrals);
    expect(mail.raw).toMatch(/^Subject: New referral/m);
    expect(mail.raw).toContain("Documents: 2, in the office");
    for (const secret of [
      "Secretpatient",
      "Secretdoctor",
      "Secretphysician",
      "Secretcaregiver",
      "Secretstreet",
      "Secretplan",
      "I50.9",
      "1948",
      "555-0191",
      "Heart failure",
      "orders.pdf",
    ])
      expect(mail.raw).not.toContain(secret);
  });

  test("the request's page: the patient, who referred, the answers in words, and the two documents", async () => {
    const page = await get(`/office/requests/${id}`, intake);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`Pablo Secretpatient ${token}</h1>`);
    expect(page.text).toContain(en.request.referrer("Ana Secretdoctor, Lakeland Regional Health"));
    expect(page.text).toContain(en.request.reference(referenceOf(id)));
    expect(page.text).toContain(referralForm.en.role.options["discharge-planner"]);
    expect(page.text).toContain(
      `${referralForm.en.services.options["skilled-nursing"]}, ${referralForm.en.services.options.therapy}`,
    );
    expect(page.text).toContain("03/14/1948");
    // Each group under its heading, the sender's details named as the referrer's (not "Your name").
    const w = referralForm.en;
    const headings = [w.office.referrer, w.physician, w.patient, w.caregiver, w.care, w.insurance];
    const at = headings.map((h) => page.text.indexOf(`<h3 class="mt-4 text-xl">${h.replace("'", "&#39;")}</h3>`));
    expect(
      at.every((i, n) => i > 0 && (n === 0 || i > at[n - 1]!)),
      JSON.stringify(at),
    ).toBe(true);
    expect(page.text).toContain(`<dt class="font-bold">${w.office.name.replace("'", "&#x27;")}</dt>`);
    expect(page.text).not.toContain(`<dt class="font-bold">${w.name.label}</dt>`);
    expect(page.text).toContain('href="tel:+18635550190,4521"');
    for (const shown of ["Luis Secretphysician", "12 Secretstreet Ave, Lakeland", "Rosa Secretcaregiver", "I50.9"])
      expect(page.text).toContain(shown);
    for (const file of server.store.files(id))
      expect(page.text).toContain(`href="/office/requests/${id}/files/${file.id}"`);
    expect(page.text).toContain("face-to-face note.pdf");
    // In the queue: the patient's name, who referred; found by the patient's name or the clinician's e-mail.
    for (const q of ["Secretpatient", `planner.${token}@example.org`, "555-0191", "863-555-0190"])
      expect((await get(`/office?status=all&q=${encodeURIComponent(q)}`, intake)).text, q).toContain(
        `Pablo Secretpatient ${token}<`,
      );
  });

  test("intake downloads each document byte for byte, as an attachment, and each download is in the audit trail", async () => {
    const files = server.store.files(id);
    for (const [i, file] of files.entries()) {
      const response = await get(`/office/requests/${id}/files/${file.id}`, intake);
      expect(response.status).toBe(200);
      expect(response.body.equals(documents(token)[i]!.bytes)).toBe(true);
      expect(response.headers["content-type"]).toBe("application/pdf");
      expect(response.headers["content-disposition"]).toBe(
        i === 0
          ? `attachment; filename="orders.pdf"; filename*=UTF-8''orders.pdf`
          : `attachment; filename="face-to-face note.pdf"; filename*=UTF-8''face-to-face%20note.pdf`,
      );
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.headers["content-security-policy"]).toContain("sandbox");
    }
    const downloads = server.audit.forTarget(id).filter((e) => e.action === "request-file-downloaded");
    expect(downloads.map((e) => [e.actorLabel.split(" <")[0], e.detail])).toEqual(files.map((f) => ["intake", f.id]));
    // Named in the history by their number, never their names.
    const page = await get(`/office/requests/${id}`, owner);
    expect(page.text).toContain(en.history.download(1));
    expect(page.text).toContain(en.history.download(2));
    expect(server.audit.forTarget(id).some((e) => e.detail.includes("orders"))).toBe(false);
  });

  test("signed out: 401 and the sign-in page, no document; an editor: 403; another request's file: 404", async () => {
    const file = server.store.files(id)[0]!;
    const url = `/office/requests/${id}/files/${file.id}`;
    const out = await get(url);
    expect(out.status).toBe(401);
    expect(out.headers["content-type"]).toContain("text/html");
    expect(out.text).not.toContain("%PDF");
    expect(out.headers["content-disposition"]).toBeUndefined();
    expect((await get(url, editor)).status).toBe(403);
    const other = JSON.parse((await post(referral("other"), [])).text) as { id: string };
    expect((await get(`/office/requests/${other.id}/files/${file.id}`, intake)).status).toBe(404);
    const put = await send(`${server.origin}${url}`, { method: "POST", headers: { Cookie: intake } });
    expect([403, 405]).toContain(put.status);
    expect(server.audit.forTarget(id).filter((e) => e.action === "request-file-downloaded")).toHaveLength(2);
  });

  test("deleting the request takes its documents off the disk", async () => {
    const files = server.store.files(id).map((f) => f.id);
    const response = await postWithCsrf(
      server,
      owner,
      `/office/requests/${id}/delete`,
      {},
      `/office/requests/${id}/delete`,
    );
    expect(response.status).toBe(303);
    expect(server.store.get(id)).toBeNull();
    await vi.waitFor(() => expect(onDisk().filter((f) => files.includes(f))).toEqual([]));
    expect(server.store.files(id)).toEqual([]);
  });
});

describe("without JavaScript (a native multipart post)", () => {
  test("in Spanish: 303 to the Spanish thank-you page; kept with its documents", async () => {
    const token = "native";
    const response = await post(referral(token, "es"), documents(token), false);
    expect(response.status).toBe(303);
    const kept = server.store.all({ form: "referral", status: "all" }).find((r) => r.values?.email?.includes(token))!;
    expect(kept).toMatchObject({ lang: "es", files: 2 });
    // The thank-you page's address carries the reference and the call-back time, nothing about the patient.
    expect(response.headers.location).toBe(`/es/forms/referral/sent?ref=${referenceOf(kept.id)}&by=${kept.replyBy}`);
    const page = await get(String(response.headers.location));
    expect(page.text).toContain(referralForm.es.sent.heading);
    const said = referralForm.es.confirmation;
    expect(page.text).toContain(escapeHtml(fill(said.reference, { reference: referenceOf(kept.id) })));
    expect(page.text).toContain(escapeHtml(fill(said.callBy, { time: callTime(kept.replyBy!, "es") })));
    expect(page.text).toContain(`href="${telHref(site.phones.referrals)}"`);
    // An address made up by hand: no reference shown.
    expect((await get("/es/forms/referral/sent?ref=<script>&by=x")).text).not.toContain("<script>");
  });

  test("an empty file box (no document chosen) is no document", async () => {
    const values = referral("empty-box");
    const response = await post(
      values,
      [{ field: "documents", name: "", type: "application/octet-stream", bytes: Buffer.alloc(0) }],
      false,
    );
    expect(response.status).toBe(303);
    const kept = server.store.all({ form: "referral", status: "all" }).find((r) => r.values?.email === values.email)!;
    expect(kept.files).toBe(0);
    expect(readdirSync(path.join(filesDir(), "incoming"))).toEqual([]);
  });

  test("a field in error: 400, the form again in Spanish (multipart), asking for the documents again; none kept", async () => {
    const before = onDisk().length;
    const values: Record<string, string | string[]> = referral("again", "es");
    delete values.patientName;
    const response = await post({ ...values, patientZip: "338" }, documents("again"), false);
    expect(response.status).toBe(400);
    expect(response.text).toContain('<html lang="es">');
    expect(response.text).toContain('enctype="multipart/form-data"');
    expect(response.text).toContain(referralForm.es.errors.required.patientName);
    expect(response.text).toContain(referralForm.es.errors.formats.zip);
    expect(response.text).toContain(documentsField.es.again);
    expect(response.text).toContain('type="file"');
    // The fields under their groups' headings, every value kept (the extension, the caregiver).
    for (const heading of ["referrer", "physician", "patient", "caregiver", "care", "insurance"] as const)
      expect(response.text).toContain(`<legend class="text-2xl font-bold">${referralForm.es[heading]}</legend>`);
    for (const kept of [
      "863-555-0190 x4521",
      "Rosa Secretcaregiver",
      "12 Secretstreet Ave, Lakeland",
      "I50.9 heart failure",
    ])
      expect(response.text).toContain(
        `value="${kept}"`.replace('value="I50.9 heart failure"', ">I50.9 heart failure<"),
      );
    expect(onDisk()).toHaveLength(before);
    expect(readdirSync(path.join(filesDir(), "incoming"))).toEqual([]);
  });
});

test("a discharge tomorrow: called within the reply promise, and the sender is told that time", async () => {
  // Tomorrow in Florida: from 8 p.m. there (midnight UTC), UTC's tomorrow is two days on.
  const tomorrow = floridaDate(Date.now() + 86_400_000);
  const response = await post({ ...referral("urgent"), dischargeDate: tomorrow }, []);
  const { id, callBy } = JSON.parse(response.text) as { id: string; callBy: string };
  const stored = server.store.get(id)!;
  expect(stored.replyBy! - stored.receivedAt).toBe(site.claims.replyWithinHours.value * 3_600_000);
  expect(callBy).toBe(callTime(stored.replyBy!, "en"));
});

describe("the referral's own checks, in the page's language", () => {
  test.each([
    [{ npi: "1234567890" }, "npi", "npi"],
    [{ patientBirthDate: "2199-01-01" }, "patientBirthDate", "pastDate"],
    [{ patientBirthDate: "02/30/1948" }, "patientBirthDate", "date"],
    [{ patientZip: "3380" }, "patientZip", "zip"],
    [{ startDate: "2020-01-01" }, "startDate", "notPast"],
    [{ phone: "863-555-0190 x" }, "phone", "staffPhone"],
  ] as const)("%j", async (change, field, message) => {
    const response = await post({ ...referral("checks", "es"), ...change }, []);
    expect(response.status).toBe(400);
    expect(JSON.parse(response.text).errors).toEqual({ [field]: referralForm.es.errors.formats[message] });
  });

  test("the consent box is required; a date typed as 03/14/1948 is taken", async () => {
    const values: Record<string, string | string[]> = referral("consent");
    delete values.consent;
    const refused = await post(values, []);
    expect(JSON.parse(refused.text).errors).toEqual({ consent: referralForm.en.errors.required.consent });
    expect((await post({ ...referral("typed"), patientBirthDate: "3/14/1948" }, [])).status).toBe(200);
  });
});

test("a referral still new past its reply-by time: the owners are e-mailed once, with no patient details", async () => {
  const { id } = JSON.parse((await post(referral("late"), [])).text) as { id: string };
  // As if its 24 hours had gone by.
  server.db.prepare("UPDATE requests SET reply_by = ? WHERE id = ?").run(Date.now() - 60_000, id);
  const before = mails.length;
  expect(await server.overdue.check()).toBe(1);
  expect(await server.overdue.check()).toBe(0);
  await vi.waitFor(() => expect(mails.length).toBeGreaterThan(before));
  const mail = mails.slice(before).find((m) => m.raw.includes(`/office/requests/${id}`))!;
  expect(mail.to).toEqual(["owner@example.com"]);
  expect(mail.raw).toContain("Referral received");
  expect(mail.raw).not.toContain("Secretpatient");
});

test("retention deletes old referrals with their documents", async () => {
  const response = await post(referral("old"), documents("old"));
  const { id } = JSON.parse(response.text) as { id: string };
  const files = server.store.files(id).map((f) => f.id);
  expect(onDisk()).toEqual(expect.arrayContaining(files));
  // As if it had been received long ago.
  server.db.prepare("UPDATE requests SET received_at = 0 WHERE id = ?").run(id);
  expect(server.store.purge(site.requestRetentionDays, Date.now())).toBeGreaterThanOrEqual(1);
  await vi.waitFor(() => expect(onDisk().filter((f) => files.includes(f))).toEqual([]));
});

test("no patient's or clinician's words, nor a file's name, in the server's log", () => {
  const log = lines.join("\n");
  expect(log).toContain("POST /api/forms/referral 200");
  for (const secret of ["Secret", "orders", "face-to-face", "1948", "Lakeland Regional", "planner."])
    expect(log).not.toContain(secret);
});
