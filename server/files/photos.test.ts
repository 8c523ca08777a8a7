// @vitest-environment node
/**
 * A phone's photo larger than a document may be, against the real server with DATA_KEY set: a
 * 12 MB JPEG (random noise, so it does not compress small; taken sideways, with the camera's
 * EXIF and GPS) sent without JavaScript and with it is kept, made smaller (upright, at most 2400
 * pixels, within 10 MB, encrypted on the disk) and downloaded by intake as a JPEG without any
 * metadata. A photo over the photo limit, or one that cannot be read, is refused with the form
 * again and every value kept, in both languages; a document over 10 MB is still refused.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { documentsField } from "~/content/file-fields";
import { fill } from "~/i18n/format";
import type { Lang } from "~/i18n/lang";
import { fileRules, fileWords } from "~/lib/forms/files";
import type { RunningServer } from "../index";
import { escapeHtml } from "../forms/html";
import { makeStaff, signIn } from "../testing/test-office";
import { send, startTestServer, storedRequests, type TestServer } from "../testing/test-support";
import { jpeg, multipart, pdf, phonePhoto, referral, type Part } from "../testing/test-files";

const MB = 1024 * 1024;
let running: TestServer;
let server: RunningServer;
let intake: string;
/** A sideways phone photo of 2800 x 1900 pixels of noise, with the camera's EXIF and a GPS position. */
let photo: Buffer;

beforeAll(async () => {
  running = await startTestServer({ dataKey: "f".repeat(64), uploadLimit: { limit: 1000, windowMs: 60_000 } });
  server = running.server;
  intake = await signIn(server, await makeStaff(server, { role: "intake", email: "intake@example.com" }));
  photo = await phonePhoto();
}, 120_000);
afterAll(() => running.close());

const incoming = () => readdirSync(path.join(running.data, "files", "incoming"));
const errors = (lang: Lang) => fileWords(fileRules.referral, documentsField[lang]).errors;
const part = (bytes: Buffer, name = "IMG_0412.jpg"): Part => ({ field: "documents", name, type: "image/jpeg", bytes });

function post(values: Record<string, string | string[]>, files: Part[], script: boolean) {
  const { type, body } = multipart(values, files);
  return send(`${server.origin}/api/forms/referral`, {
    method: "POST",
    headers: { "Content-Type": type, ...(script ? { Accept: "application/json" } : {}) },
    body,
  });
}

const keptWith = (token: string) =>
  storedRequests(server.store).find((r) => r.values?.email === `planner.${token}@example.org`);

/** The one document kept with the request, as intake downloads it, and as it lies on the disk. */
async function downloaded(id: string) {
  const [file] = server.store.files(id);
  const response = await send(`${server.origin}/office/requests/${id}/files/${file!.id}`, {
    headers: { Cookie: intake },
  });
  return { file: file!, response, onDisk: readFileSync(path.join(running.data, "files", file!.id)) };
}

/** A smaller JPEG, upright, without EXIF or GPS, within 10 MB, encrypted on the disk. */
async function expectReduced(id: string) {
  const { file, response, onDisk } = await downloaded(id);
  expect(response.status).toBe(200);
  expect(response.headers["content-type"]).toBe("image/jpeg");
  expect(response.body.length).toBe(file.size);
  expect(file).toMatchObject({ kind: "jpeg", name: "IMG_0412.jpg" });
  expect(file.size).toBeLessThanOrEqual(fileRules.referral.each);
  const seen = await sharp(response.body, { failOn: "error" }).metadata();
  expect(seen.format).toBe("jpeg");
  // Taken sideways (orientation 6): kept upright, its long side 2400 pixels.
  expect([seen.width, seen.height]).toEqual([Math.round((1900 * 2400) / 2800), 2400]);
  expect(seen.orientation).toBeUndefined();
  expect(seen.exif).toBeUndefined();
  expect(seen.xmp).toBeUndefined();
  expect(response.body.includes(Buffer.from("PhoneCo"))).toBe(false);
  expect(response.body.includes(Buffer.from("Exif\0\0", "latin1"))).toBe(false);
  expect(onDisk.subarray(0, 4).toString("latin1")).toBe("gcm1");
  expect(onDisk.includes(response.body.subarray(0, 64))).toBe(false);
}

test("the test's photo is a real 12 MB JPEG, with the camera's EXIF and GPS", async () => {
  expect(photo.length).toBeGreaterThanOrEqual(12 * MB);
  expect(photo.length).toBeLessThanOrEqual(fileRules.referral.photo);
  const seen = await sharp(photo).metadata();
  expect(seen).toMatchObject({ format: "jpeg", orientation: 6 });
  expect(seen.exif?.toString("latin1")).toContain("PhoneCo");
  // The GPS directory's tag (0x8825), in either byte order.
  const gps = [Buffer.from([0x88, 0x25]), Buffer.from([0x25, 0x88])];
  expect(gps.some((tag) => seen.exif?.includes(tag))).toBe(true);
});

describe.each(["en", "es"] as const)("a 12 MB phone photo, in %s", (lang) => {
  test("without JavaScript: 303 to the thank-you page; kept smaller, downloaded as a JPEG without EXIF or GPS", async () => {
    const token = `photo-native-${lang}`;
    const response = await post(referral(token, lang), [part(photo)], false);
    expect(response.status).toBe(303);
    expect(String(response.headers.location)).toMatch(new RegExp(`^${lang === "es" ? "/es" : ""}/forms/referral/sent`));
    const kept = keptWith(token);
    expect(kept).toMatchObject({ lang, files: 1 });
    await expectReduced(kept!.id);
    expect(incoming()).toEqual([]);
  }, 120_000);

  test("with JavaScript: 200 with the id; kept smaller", async () => {
    const token = `photo-script-${lang}`;
    const response = await post(referral(token, lang), [part(photo)], true);
    expect(response.status).toBe(200);
    await expectReduced(JSON.parse(response.text).id);
  }, 120_000);

  test("a photo over 25 MB without JavaScript: 413, the form again with every value, the limits beside the documents", async () => {
    const token = `photo-huge-${lang}`;
    const values = referral(token, lang);
    const huge = Buffer.concat([jpeg("huge"), Buffer.alloc(fileRules.referral.photo)]);
    const response = await post(values, [part(huge)], false);
    expect(response.status).toBe(413);
    expect(response.text).toContain(`<html lang="${lang}">`);
    for (const name of ["name", "phone", "patientName", "patientAddress", "memberId"] as const)
      expect(response.text, name).toContain(`value="${escapeHtml(values[name])}"`);
    const said = fill(errors(lang).tooLarge, { name: "IMG_0412.jpg" });
    expect(said).toContain("10\u00a0MB");
    expect(said).toContain("25\u00a0MB");
    expect(response.text).toContain(
      `<p id="field-documents-error" class="mt-1 font-bold text-accent-800">${escapeHtml(said)}</p>`,
    );
    expect(keptWith(token)).toBeUndefined();
    expect(incoming()).toEqual([]);
  });

  test("a 12 MB file that starts as a JPEG but is no picture: 400, the form again with every value and the photo's message", async () => {
    const token = `photo-broken-${lang}`;
    const values = referral(token, lang);
    const broken = Buffer.concat([jpeg("broken"), Buffer.alloc(12 * MB, 7)]);
    for (const script of [false, true]) {
      const response = await post(values, [part(broken)], script);
      expect(response.status).toBe(400);
      const said = fill(errors(lang).unreadable!, { name: "IMG_0412.jpg" });
      if (script) expect(JSON.parse(response.text)).toEqual({ ok: false, errors: { documents: said } });
      else {
        expect(response.text).toContain(`value="${escapeHtml(values.patientName)}"`);
        expect(response.text).toContain(escapeHtml(said));
      }
    }
    expect(keptWith(token)).toBeUndefined();
    expect(incoming()).toEqual([]);
  });
});

test("a 12 MB PDF is still over the documents' 10 MB: 413, nothing kept", async () => {
  const response = await post(referral("pdf-12"), [part(pdf("twelve", 12 * MB), "orders.pdf")], true);
  expect(response.status).toBe(413);
  expect(keptWith("pdf-12")).toBeUndefined();
  expect(incoming()).toEqual([]);
});

test("a photo within 10 MB is kept byte for byte, as every document is", async () => {
  const small = await sharp(photo).resize({ width: 800 }).keepExif().jpeg({ quality: 90 }).toBuffer();
  const response = await post(referral("photo-small"), [part(small)], true);
  expect(response.status).toBe(200);
  const { response: download } = await downloaded(JSON.parse(response.text).id);
  expect(download.body.equals(small)).toBe(true);
});
