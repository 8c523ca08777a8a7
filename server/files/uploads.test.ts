// @vitest-environment node
/**
 * Files from the public, refused as a careful server refuses them: limits held while reading (an
 * 11 MB document answered 413 before the rest of it is sent, the documents past 25 MB in all, a
 * sixth document, too many fields), the kind read from the bytes (a Windows program renamed .pdf,
 * an Excel workbook renamed .docx), a name with folders in it kept as words only; nothing of a
 * refused post stays on the disk. The résumé of a job application, PDF or Word. The hostile-input
 * answers of the other forms. What a crash leaves is removed at the next start; a server without
 * DATA_KEY keeps files as sent, marked so.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { documentsField, resumeField } from "~/content/file-fields";
import { fileRules, fileWords } from "~/lib/forms/files";
import { startServer, type RunningServer } from "../index";
import { makeStaff, signIn } from "../testing/test-office";
import { officeWords } from "../office/words";
import { fileStore } from "./file-store";
import { removeDir, send, startTestServer, storedRequests, type TestServer } from "../testing/test-support";
import { doc, docx, jpeg, multipart, pdf, png, referral, windowsProgram, xlsx, type Part } from "../testing/test-files";

const MB = 1024 * 1024;
let running: TestServer;
let server: RunningServer;
let intake: string;

beforeAll(async () => {
  running = await startTestServer({ dataKey: "e".repeat(64), uploadLimit: { limit: 1000, windowMs: 60_000 } });
  server = running.server;
  intake = await signIn(server, await makeStaff(server, { role: "intake", email: "intake@example.com" }));
});
afterAll(() => running.close());

const url = (form: string) => `${server.origin}/api/forms/${form}`;
const incoming = () => readdirSync(path.join(running.data, "files", "incoming"));
const kept = () => readdirSync(path.join(running.data, "files")).filter((name) => name !== "incoming");
const count = () => storedRequests(server.store).length + storedRequests(server.store, { spam: true }).length;

function post(form: string, values: Record<string, string | string[]>, files: Part[], headers = {}) {
  const { type, body } = multipart(values, files);
  return send(url(form), {
    method: "POST",
    headers: { "Content-Type": type, Accept: "application/json", ...headers },
    body,
  });
}

const application = (token: string) => ({
  form: "application",
  lang: "en",
  name: `Rita Resume ${token}`,
  phone: "863-555-0150",
  email: `rita.${token}@example.org`,
  position: "registered-nurse",
  license: "rn",
  experience: "3-5",
  availability: "full-time",
});
const document = (bytes: Buffer, name = "orders.pdf", type = "application/pdf"): Part => ({
  field: "documents",
  name,
  type,
  bytes,
});
const words = (field: "documents" | "resume", lang: "en" | "es" = "en") =>
  fileWords(
    field === "documents" ? fileRules.referral : fileRules.application,
    (field === "documents" ? documentsField : resumeField)[lang],
  ).errors;

/**
 * Starts a post whose body is `total` bytes long but sends only its first `sent` bytes, then waits:
 * the status the server answers with, and whether it answered before being sent the rest.
 */
function partialPost(form: string, type: string, body: Buffer, sent: number): Promise<{ status: number }> {
  const { port } = new URL(server.origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), "127.0.0.1");
    let received = "";
    socket.on("data", (chunk: Buffer) => {
      received += chunk.toString("latin1");
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received);
      if (status) {
        resolve({ status: Number(status[1]) });
        socket.destroy();
      }
    });
    // Writing after the server closed its side: expected once it has refused.
    socket.on("error", () => {});
    socket.on("close", () => reject(new Error(`closed without an answer: ${received.slice(0, 100)}`)));
    socket.write(
      `POST /api/forms/${form} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: ${type}\r\nAccept: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    socket.write(body.subarray(0, sent));
  });
}

describe("limits, held while reading", () => {
  test("an 11 MB document: 413 before the rest of it is sent, nothing stored", async () => {
    const before = count();
    const big = document(pdf("big", 11 * MB));
    const { type, body } = multipart(referral("big"), [big]);
    // 10.5 MB of the 11 MB sent: the server answers without the rest.
    const answer = await partialPost("referral", type, body, body.length - MB / 2);
    expect(answer.status).toBe(413);
    expect(count()).toBe(before);
    expect(incoming()).toEqual([]);
  });

  test("a body announced larger than any form takes: 413 at once, before any of it", async () => {
    const { type } = multipart(referral("huge"), []);
    const answer = await partialPost("referral", type, Buffer.alloc(200 * MB), 0);
    expect(answer.status).toBe(413);
  });

  test("documents past 25 MB in all (three of 9 MB): 413, nothing stored; also when the size is not announced", async () => {
    const before = count();
    const files = [1, 2, 3].map((n) => document(pdf(`part ${n}`, 9 * MB), `part-${n}.pdf`));
    const announced = await post("referral", referral("total"), files);
    expect(announced.status).toBe(413);
    // Sent in chunks with no Content-Length: counted while reading.
    const chunked = await post("referral", referral("total"), files, { "Transfer-Encoding": "chunked" });
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.text)).toEqual({ ok: false, error: "file_too_large" });
    expect(count()).toBe(before);
    expect(incoming()).toEqual([]);
  });

  test("a sixth document: 400, nothing stored; five are taken", async () => {
    const before = count();
    const six = [1, 2, 3, 4, 5, 6].map((n) => document(pdf(`doc ${n}`), `doc-${n}.pdf`));
    const refused = await post("referral", referral("six"), six);
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.text)).toEqual({ ok: false, error: "too_many_files" });
    expect(count()).toBe(before);
    expect(incoming()).toEqual([]);
    const five = await post("referral", referral("five"), six.slice(0, 5));
    expect(five.status).toBe(200);
    expect(server.store.get(JSON.parse(five.text).id)!.files).toBe(5);
  });

  test("too many fields: 400; a file in a field the form does not have: 400; nothing stored", async () => {
    const before = count();
    const fields = Object.fromEntries(Array.from({ length: 80 }, (_, i) => [`f${i}`, "x"]));
    const many = await post("referral", { ...referral("fields"), ...fields }, []);
    expect(many.status).toBe(400);
    expect(JSON.parse(many.text).error).toBe("too_many_fields");
    const stray = await post("contact", { form: "contact", name: "A", phone: "863-555-0100" }, [document(pdf("x"))]);
    expect(stray.status).toBe(400);
    expect(count()).toBe(before);
    expect(incoming()).toEqual([]);
  });
});

describe("the kind comes from the bytes, the name is only words", () => {
  test("a Windows program renamed .pdf: 400 with the documents' message, nothing stored", async () => {
    const before = count();
    const files = kept().length;
    const response = await post("referral", referral("program"), [
      document(pdf("fine")),
      document(windowsProgram(), "orders.pdf"),
    ]);
    expect(response.status).toBe(400);
    expect(JSON.parse(response.text).errors).toEqual({
      documents: words("documents").type.replace("{name}", "orders.pdf"),
    });
    expect(count()).toBe(before);
    expect(kept()).toHaveLength(files);
    expect(incoming()).toEqual([]);
  });

  test("a PNG and a JPEG, whatever they are called, are taken", async () => {
    const response = await post("referral", referral("images"), [
      document(png("p"), "photo of orders", "application/octet-stream"),
      document(jpeg("j"), "scan.pdf", "application/pdf"),
    ]);
    expect(response.status).toBe(200);
    const files = server.store.files(JSON.parse(response.text).id);
    expect(files.map((f) => [f.name, f.kind])).toEqual([
      ["photo of orders", "png"],
      ["scan.pdf", "jpeg"],
    ]);
    // Offered under a name that ends as the file is.
    const download = await send(`${server.origin}/office/requests/${files[0]!.requestId}/files/${files[1]!.id}`, {
      headers: { Cookie: intake },
    });
    expect(download.headers["content-disposition"]).toContain('filename="scan.pdf.jpg"');
    expect(download.headers["content-type"]).toBe("image/jpeg");
  });

  test("a file named ../../x.pdf is kept under a random id in DATA_DIR/files and offered as x.pdf", async () => {
    const bytes = pdf("traversal");
    const response = await post("referral", referral("traversal"), [document(bytes, "../../x.pdf")]);
    expect(response.status).toBe(200);
    const [file] = server.store.files(JSON.parse(response.text).id);
    expect(file!.name).toBe("x.pdf");
    expect(kept()).toContain(file!.id);
    for (const dir of [running.data, path.dirname(running.data), path.join(running.data, "files")])
      expect(existsSync(path.join(dir, "x.pdf"))).toBe(false);
    const download = await send(`${server.origin}/office/requests/${file!.requestId}/files/${file!.id}`, {
      headers: { Cookie: intake },
    });
    expect(download.body.equals(bytes)).toBe(true);
    expect(download.headers["content-disposition"]).toBe(`attachment; filename="x.pdf"; filename*=UTF-8''x.pdf`);
  });

  test("a name with accents, an apostrophe and a control character is offered safely", async () => {
    const response = await post("referral", referral("accents"), [document(pdf("n"), "Órdenes d'María\u0007.pdf")]);
    const [file] = server.store.files(JSON.parse(response.text).id);
    expect(file!.name).toBe("Órdenes d'María.pdf");
    const download = await send(`${server.origin}/office/requests/${file!.requestId}/files/${file!.id}`, {
      headers: { Cookie: intake },
    });
    expect(download.headers["content-disposition"]).toBe(
      `attachment; filename="_rdenes d'Mar_a.pdf"; filename*=UTF-8''%C3%93rdenes%20d%27Mar%C3%ADa.pdf`,
    );
  });
});

describe("a résumé with the job application", () => {
  test.each([
    ["a PDF", pdf("cv"), "cv.pdf", "pdf"],
    ["a DOCX", docx("cv"), "cv.docx", "docx"],
    ["a DOC", doc("cv"), "cv.doc", "doc"],
  ] as const)("%s is kept with the application, byte for byte", async (_, bytes, name, kind) => {
    const response = await post("application", application(kind), [
      { field: "resume", name, type: "application/octet-stream", bytes },
    ]);
    expect(response.status).toBe(200);
    const id = JSON.parse(response.text).id as string;
    const [file] = server.store.files(id);
    expect(file).toMatchObject({ field: "resume", name, kind });
    const download = await send(`${server.origin}/office/requests/${id}/files/${file!.id}`, {
      headers: { Cookie: intake },
    });
    expect(download.body.equals(bytes)).toBe(true);
    expect((await send(`${server.origin}/office/requests/${id}`, { headers: { Cookie: intake } })).text).toContain(
      name,
    );
  });

  test("an Excel workbook renamed .docx: 400 in the page's language; over 5 MB: 413; two: 400", async () => {
    const before = count();
    const excel = await post("application", { ...application("xlsx"), lang: "es" }, [
      {
        field: "resume",
        name: "cv.docx",
        type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        bytes: xlsx("x"),
      },
    ]);
    expect(excel.status).toBe(400);
    expect(JSON.parse(excel.text).errors).toEqual({ resume: words("resume", "es").type.replace("{name}", "cv.docx") });
    const large = await post("application", application("large"), [
      { field: "resume", name: "cv.pdf", type: "application/pdf", bytes: pdf("cv", 5 * MB + 1) },
    ]);
    expect(large.status).toBe(413);
    const two = await post("application", application("two"), [
      { field: "resume", name: "a.pdf", type: "application/pdf", bytes: pdf("a") },
      { field: "resume", name: "b.pdf", type: "application/pdf", bytes: pdf("b") },
    ]);
    expect(two.status).toBe(400);
    expect(count()).toBe(before);
    expect(incoming()).toEqual([]);
  });
});

describe("the hostile-input answers of the other forms", () => {
  test("a cross-site post: 403, its body never read", async () => {
    const before = count();
    const response = await post("referral", referral("evil"), [document(pdf("x"))], { Origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(count()).toBe(before);
  });

  test("a filled honeypot: looks accepted, kept as spam, its files not kept", async () => {
    const files = kept().length;
    const response = await post("referral", { ...referral("bot"), _gotcha: "http://spam" }, [document(pdf("bot"))]);
    expect(response.status).toBe(200);
    expect(server.store.get(JSON.parse(response.text).id)).toMatchObject({ spam: true, files: 0 });
    expect(kept()).toHaveLength(files);
    expect(incoming()).toEqual([]);
  });

  test("GET: 405 with Allow: POST", async () => {
    const response = await send(url("referral"));
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe("POST");
  });

  test("too many posts with files from one address: 429 with Retry-After", async () => {
    const data = path.join(running.data, "..", `${path.basename(running.data)}-limited`);
    const limited = await startServer({
      port: 0,
      buildDir: running.build,
      dataDir: data,
      uploadLimit: { limit: 1, windowMs: 60_000 },
    });
    try {
      const { type, body } = multipart(referral("limit"), [document(pdf("x"))]);
      const again = () =>
        send(`${limited.origin}/api/forms/referral`, {
          method: "POST",
          headers: { "Content-Type": type, Accept: "application/json" },
          body,
        });
      expect((await again()).status).toBe(200);
      const refused = await again();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    } finally {
      await limited.stop();
      removeDir(data);
    }
  });
});

describe("after a crash, and without DATA_KEY", () => {
  test("at start, incoming files and files no request names are removed; the others stay", async () => {
    const data = path.join(running.data, "..", `${path.basename(running.data)}-crash`);
    const first = await startServer({ port: 0, buildDir: running.build, dataDir: data });
    const response = await send(`${first.origin}/api/forms/referral`, {
      method: "POST",
      ...(() => {
        const { type, body } = multipart(referral("stays"), [document(pdf("stays"))]);
        return { headers: { "Content-Type": type, Accept: "application/json" }, body };
      })(),
    });
    const id = JSON.parse(response.text).id as string;
    const [file] = first.store.files(id);
    await first.stop();
    // What a crash leaves: an upload cut short, a file moved into place whose request never committed.
    const stray = "0b7a6f0e-1111-4222-8333-944455556666";
    writeFileSync(path.join(data, "files", "incoming", "3c0ffee0-aaaa-4bbb-8ccc-9ddddeeeeeee"), "half");
    writeFileSync(path.join(data, "files", stray), "gcm1 orphan");
    const lines: string[] = [];
    const second = await startServer({
      port: 0,
      buildDir: running.build,
      dataDir: data,
      quiet: false,
      log: (l) => lines.push(l),
    });
    try {
      expect(readdirSync(path.join(data, "files", "incoming"))).toEqual([]);
      expect(readdirSync(path.join(data, "files")).sort()).toEqual([file!.id, "incoming"].sort());
      expect(lines.join("\n")).toContain("files: removed 1 incomplete upload(s) and 1 file(s) of no request");
      // Without DATA_KEY the file was kept as sent, marked so; it still reads whole.
      expect(
        readFileSync(path.join(data, "files", file!.id))
          .subarray(0, 4)
          .toString(),
      ).toBe("pln1");
      expect(second.files.read(file!.id)!.equals(pdf("stays"))).toBe(true);
    } finally {
      await second.stop();
      removeDir(data);
    }
  });

  test("a file that cannot be read (another DATA_KEY, or altered): the office says so and sends nothing", async () => {
    const response = await post("referral", referral("rekeyed"), [document(pdf("k"))]);
    const id = JSON.parse(response.text).id as string;
    const [file] = server.store.files(id);
    expect(fileStore(running.data, "f".repeat(64)).read(file!.id)).toBeNull();
    expect(fileStore(running.data, "e".repeat(64)).read(file!.id)!.equals(pdf("k"))).toBe(true);
    // One byte changed on the disk: the authentication tag no longer matches.
    const where = path.join(running.data, "files", file!.id);
    const stored = readFileSync(where);
    stored[40] = stored[40]! ^ 1;
    writeFileSync(where, stored);
    const download = await send(`${server.origin}/office/requests/${id}/files/${file!.id}`, {
      headers: { Cookie: intake },
    });
    expect(download.status).toBe(500);
    expect(download.text).toContain(officeWords.en.documents.unreadable);
    expect(download.text).not.toContain("%PDF");
  });
});
