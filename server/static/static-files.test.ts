// @vitest-environment node
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { RunningServer } from "../index";
import { acceptedEncodings } from "./static-files";
import { send, startTestServer, type TestServer } from "../testing/test-support";

let build: string;
let server: RunningServer;
const url = (p: string) => server.origin + p;

let running: TestServer;

beforeAll(async () => {
  running = await startTestServer({}, (client) => {
    mkdirSync(path.join(client, "photos"), { recursive: true });
    writeFileSync(path.join(client, "photos/nurse-visit-3f2a9c1b-640.webp"), Buffer.from("RIFF0000WEBP"));
  });
  ({ server, build } = running);
});
afterAll(() => running.close());

describe("static files", () => {
  test("the build step wrote Brotli and gzip copies of text files only", () => {
    const page = readFileSync(path.join(build, "client/about/index.html"));
    expect(brotliDecompressSync(readFileSync(path.join(build, "client/about/index.html.br")))).toEqual(page);
    expect(gunzipSync(readFileSync(path.join(build, "client/about/index.html.gz")))).toEqual(page);
    expect(() => readFileSync(path.join(build, "client/favicon.png.br"))).toThrow();
  });

  test.each([
    ["br, gzip", "br"],
    ["gzip, deflate", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["", undefined],
  ])("Accept-Encoding %j gets the %s copy, as stored", async (accept, encoding) => {
    const response = await send(url("/about"), { headers: { "Accept-Encoding": accept } });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe(encoding);
    expect(response.headers.vary).toBe("Accept-Encoding");
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["content-security-policy"]).toBe("default-src 'self'");
    const suffix = encoding === "br" ? ".br" : encoding === "gzip" ? ".gz" : "";
    expect(response.body).toEqual(readFileSync(path.join(build, `client/about/index.html${suffix}`)));
  });

  test("acceptedEncodings ranks br, then gzip, then identity", () => {
    expect(acceptedEncodings("gzip, br")).toEqual(["br", "gzip", "identity"]);
    expect(acceptedEncodings(undefined)).toEqual(["identity"]);
  });

  test("ETag and If-None-Match give 304 without a body; each encoding has its own tag", async () => {
    const first = await send(url("/about"), { headers: { "Accept-Encoding": "br" } });
    const etag = String(first.headers.etag);
    const again = await send(url("/about"), { headers: { "Accept-Encoding": "br", "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const gzip = await send(url("/about"), { headers: { "Accept-Encoding": "gzip", "If-None-Match": etag } });
    expect(gzip.status).toBe(200);
    expect(gzip.headers.etag).not.toBe(etag);
  });

  test("HEAD has the headers and no body", async () => {
    const response = await send(url("/about"), { method: "HEAD", headers: { "Accept-Encoding": "gzip" } });
    expect(response.status).toBe(200);
    expect(Number(response.headers["content-length"])).toBe(
      readFileSync(path.join(build, "client/about/index.html.gz")).length,
    );
    expect(response.body.length).toBe(0);
  });

  test("clean URLs: /, /es/about, /about/; .html addresses redirect to them", async () => {
    expect((await send(url("/"))).text).toContain("<h1>Home</h1>");
    expect((await send(url("/es/about"))).text).toContain("<h1>Acerca</h1>");
    expect((await send(url("/about/"))).text).toContain("<h1>About</h1>");
    const redirect = await send(url("/about/index.html?x=1"));
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe("/about?x=1");
  });

  test("assets and photos (both named by their content) are cached for a year; pages are revalidated", async () => {
    expect((await send(url("/assets/root-test.css"))).headers["cache-control"]).toContain("immutable");
    const photo = await send(url("/photos/nurse-visit-3f2a9c1b-640.webp"));
    expect(photo.status).toBe(200);
    expect(photo.headers["cache-control"]).toContain("immutable");
    expect((await send(url("/about"))).headers["cache-control"]).toBe("no-cache");
    expect((await send(url("/favicon.png"))).headers["content-type"]).toBe("image/png");
  });

  test.each([
    ["/nope", "Not found"],
    ["/es/nope", "No encontrada"],
    ["/estate", "Not found"],
  ])("%s answers 404 with the not-found page of its language", async (p, heading) => {
    const response = await send(url(p));
    expect(response.status).toBe(404);
    expect(response.text).toContain(`<h1>${heading}</h1>`);
    expect(response.headers["content-security-policy"]).toBeTruthy();
  });

  test.each([
    ["/../../../../etc/passwd", [400, 404]],
    ["/..%2f..%2f..%2fetc/passwd", [400, 404]],
    ["/%00", [400]],
    ["/about%00.html", [400]],
    ["/a%5Cb", [400]],
    [`/${"a".repeat(300)}`, [404]],
  ])("hostile path %s gets %j and no file from outside the build", async (p, statuses) => {
    const response = await send(url(p));
    expect(statuses).toContain(response.status);
    expect(response.text).not.toMatch(/root:.*:0:0:/);
  });

  test("a file asked for again gets the same answer from the prepared headers, with a request id of its own", async () => {
    const headers = { "Accept-Encoding": "gzip" };
    const [first, second] = [await send(url("/es/about"), { headers }), await send(url("/es/about"), { headers })];
    const { "x-request-id": firstId, ...firstRest } = first.headers;
    const { "x-request-id": secondId, ...secondRest } = second.headers;
    expect({ ...secondRest, date: "" }).toEqual({ ...firstRest, date: "" });
    expect(second.body).toEqual(first.body);
    expect(firstId).toMatch(/^[0-9a-f]{6}-[0-9a-z]+$/);
    expect(secondId).not.toBe(firstId);
    const notFound = await send(url("/nope"));
    expect(notFound.headers["x-request-id"]).toBeTruthy();
    expect((await send(url("/es/about"), { method: "PUT" })).status).toBe(405);
  });

  test("other methods get 405 with Allow", async () => {
    const response = await send(url("/about"), { method: "PUT" });
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD");
  });
});
