/**
 * What the server's tests share: a small build of their own (so they run before `npm run build`),
 * a real SMTP server (smtp-server) that keeps what it receives, a temp data directory, and a raw
 * HTTP client that sends any header (Origin, Sec-Fetch-Site) as given.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "../db/database";
import { requestStore, type RequestStore, type StoredRequest } from "../db/requests";
import { replyByFor } from "../office/reply-by";
import { sealer } from "../sealing";
import { startServer, type StartOptions } from "..";
import { precompress } from "../precompress";

import { smtpServer, type Mail } from "./test-smtp";
export { decodeMail, smtpServer, type Mail } from "./test-smtp";

/** The request store of a data directory, opened as the server opens it; close() closes the database. */
export function openStore(dataDir: string, seal = sealer(undefined), dataKey?: string) {
  const { db } = openDatabase(dataDir);
  const store = requestStore(db, seal, { dataKey, replyBy: replyByFor });
  return Object.assign(store, { close: () => db.close() });
}

/** Every request kept (spam, or not), newest first: what the tests look through. */
export function storedRequests(store: RequestStore, options: { spam?: boolean } = {}): StoredRequest[] {
  const ids = store.db
    .prepare("SELECT id FROM requests WHERE spam = ? ORDER BY received_at DESC, rowid DESC")
    .all(options.spam ? 1 : 0) as { id: string }[];
  return ids.map(({ id }) => store.get(id)!);
}

export const tempDir = (prefix: string) => mkdtempSync(path.join(tmpdir(), `${prefix}-`));
export const removeDir = (dir: string) => rmSync(dir, { recursive: true, force: true });

const page = (lang: string, text: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><link rel="stylesheet" href="/assets/root-test.css"/></head><body><h1>${text}</h1>${"<p>filler text that compresses well</p>".repeat(50)}</body></html>`;

/** A build like the site's: pages, the two not-found pages, an asset, serve.json, precompressed. */
/** A small built site; `more` adds files to its client folder before they are compressed. */
export async function fakeBuild(more?: (client: string) => void): Promise<string> {
  const build = tempDir("build");
  const client = path.join(build, "client");
  for (const dir of ["about", "es/about", "assets"]) mkdirSync(path.join(client, dir), { recursive: true });
  writeFileSync(path.join(client, "index.html"), page("en", "Home"));
  writeFileSync(path.join(client, "about/index.html"), page("en", "About"));
  writeFileSync(path.join(client, "es/about/index.html"), page("es", "Acerca"));
  writeFileSync(path.join(client, "404.html"), page("en", "Not found"));
  writeFileSync(path.join(client, "es/404.html"), page("es", "No encontrada"));
  writeFileSync(path.join(client, "assets/root-test.css"), "body{color:#111}".repeat(100));
  writeFileSync(path.join(client, "favicon.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(
    path.join(build, "serve.json"),
    JSON.stringify({
      headers: [
        { source: "**", headers: [{ key: "Content-Security-Policy", value: "default-src 'self'" }] },
        { source: "assets/**", headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }] },
      ],
    }),
  );
  more?.(client);
  await precompress(client);
  return build;
}

/**
 * The server on a fresh fake build and an empty data directory; `close` stops it and removes both.
 * With `mails`, the office's e-mails go to an SMTP server of its own that puts each one there
 * (its `smtpUrl` for a restart), stopped by `close` too.
 */
export async function startTestServer(
  options: StartOptions & { mails?: Mail[] } = {},
  more?: (client: string) => void,
) {
  const { mails, ...start } = options;
  const smtp = mails ? await smtpServer(0, (mail) => mails.push(mail)) : null;
  const build = await fakeBuild(more);
  const data = tempDir("data");
  const server = await startServer({
    port: 0,
    buildDir: build,
    dataDir: data,
    ...(smtp && { smtpUrl: smtp.url }),
    ...start,
  });
  return {
    /** The running server (a test that restarts it puts the new one here, for close()). */
    server,
    build,
    data,
    smtpUrl: smtp?.url,
    async close() {
      await this.server.stop();
      await smtp?.close();
      removeDir(build);
      removeDir(data);
    },
  };
}
export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  text: string;
}

/** One HTTP request with exactly the given headers. */
export function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: options.method ?? "GET", headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode!, headers: res.headers, body, text: body.toString("utf8") });
      });
    });
    req.on("error", reject);
    req.end(options.body);
  });
}

export const json = (url: string, values: Record<string, unknown>, headers: Record<string, string> = {}) =>
  send(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json", ...headers },
    body: JSON.stringify(values),
  });

export const formPost = (url: string, values: Record<string, string>, headers: Record<string, string> = {}) =>
  send(url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(values).toString(),
  });
