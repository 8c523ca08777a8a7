/**
 * Serves the static build the way a static host would: build/client on 127.0.0.1:4173, clean
 * URLs, the security headers of build/serve.json, and the not-found page with status 404 for unknown
 * paths: es/404.html under /es/, 404.html elsewhere (as hosts with a nearest-404 lookup do).
 * `npm start` runs it; the browser tests and the benchmark start it through startServer().
 *
 * The engine is serve-handler (the one inside `serve`, with the same gzip compression), behind a guard for hostile paths that it
 * mishandles on its own: NUL bytes and over-long names made it answer 500 (ENAMETOOLONG) or
 * redirect to a NUL-bearing URL. The guard answers 400 (malformed) or 404 (too long) instead.
 */
import { createReadStream } from "node:fs";
import { lstat, readFile } from "node:fs/promises";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import compression from "compression";
import handler from "serve-handler";

const root = fileURLToPath(new URL("..", import.meta.url));
const publicDir = `${root}build/client`;
const MAX_PATH = 1024;
const MAX_SEGMENT = 200;

/** Spanish URLs get the Spanish not-found page. */
export const isSpanishPath = (url) => /^\/es(\/|$)/.test((url ?? "/").split("?")[0]);

/** 400 for malformed or control-character paths, 404 for absurdly long ones, else null (serve it). */
export function rejectPath(url) {
  const raw = (url ?? "/").split("?")[0];
  let path;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return 400;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return 400;
  if (raw.length > MAX_PATH || path.split("/").some((segment) => segment.length > MAX_SEGMENT)) return 404;
  return null;
}

export async function startServer({ port = 4173, quiet = true } = {}) {
  let config;
  try {
    config = JSON.parse(await readFile(`${root}build/serve.json`, "utf8"));
  } catch {
    throw new Error("No build found: run `npm run build` first.");
  }
  const headers = Object.fromEntries(config.headers[0].headers.map((h) => [h.key, h.value]));
  const notFoundPages = { en: await readFile(`${publicDir}/404.html`), es: await readFile(`${publicDir}/es/404.html`) };
  /** serve-handler answers a missing file with <public>/404.html: under /es/ it reads es/404.html. */
  const notFoundFile = `${publicDir}/404.html`;
  const spanishNotFound = (file) => (file === notFoundFile ? `${publicDir}/es/404.html` : file);
  const spanishMethods = {
    lstat: (file, ...rest) => lstat(spanishNotFound(file), ...rest),
    createReadStream: (file, options) => createReadStream(spanishNotFound(file), options),
  };

  const compress = compression();
  const server = createServer((req, res) => compress(req, res, () => respond(req, res)));
  async function respond(req, res) {
    const status = rejectPath(req.url);
    if (!quiet) console.log(`${req.method} ${req.url?.slice(0, 200)}${status ? ` -> ${status}` : ""}`);
    if (status) {
      res.writeHead(status, { ...headers, "Content-Type": status === 404 ? "text/html; charset=utf-8" : "text/plain" });
      res.end(status === 404 ? notFoundPages[isSpanishPath(req.url) ? "es" : "en"] : "Bad Request");
      return;
    }
    try {
      await handler(req, res, { ...config, public: publicDir }, isSpanishPath(req.url) ? spanishMethods : undefined);
    } catch {
      if (!res.headersSent) res.writeHead(500, headers);
      res.end();
    }
  }
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return { origin: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(resolve)) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { origin } = await startServer({ quiet: !process.argv.includes("--log") });
  console.log(`\n  The site is running at ${origin}  (Ctrl+C to stop)\n`);
}
