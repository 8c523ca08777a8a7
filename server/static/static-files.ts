/**
 * The built site (build/client) as a static host serves it: clean URLs (/about -> about/index.html),
 * the precompressed copy the browser accepts (.br, then .gz: written by the build, never compressed
 * here), ETag and 304, HEAD, the security headers on every answer, and the not-found page of the
 * path's language with status 404. Every file is read at start-up and kept in memory with its
 * answer's headers, built once per address and encoding: a request costs a map lookup and one
 * write. One build's files never change: a publish serves a new build (./live-build.ts).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { TEXT_FILE } from "../precompress";
import { isSpanishPath, pathOf, rejectPath } from "../paths";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".rss": "application/rss+xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".webmanifest": "application/manifest+json",
  ".map": "application/json; charset=utf-8",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".pdf": "application/pdf",
  ".yml": "text/yaml; charset=utf-8",
  ".wasm": "application/wasm",
};

type Encoding = "br" | "gzip" | "identity";
interface Variant {
  body: Buffer;
  etag: string;
}
interface Entry {
  type: string;
  compressible: boolean;
  variants: Partial<Record<Encoding, Variant>>;
  lastModified: string;
}
/** What an address answers in one encoding: its body and the headers of 200 and 304, as flat lists. */
interface Answer {
  body: Buffer;
  etag: string;
  ok: string[];
  notModified: string[];
}
/** A served address: its answer in each encoding the file has (identity always). */
type Route = Partial<Record<Encoding, Answer>> & { identity: Answer };

/** The encodings a request accepts, best first (q=0 refuses one). */
export function acceptedEncodings(header: string | string[] | undefined): Encoding[] {
  const accepted = new Set<string>();
  for (const part of String(header ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  const list: Encoding[] = [];
  if (accepted.has("br")) list.push("br");
  if (accepted.has("gzip")) list.push("gzip");
  list.push("identity");
  return list;
}

/** acceptedEncodings of the usual headers, parsed once. */
const encodingsSeen = new Map<string, Encoding[]>();
function encodingsOf(header: string | undefined): Encoding[] {
  const key = header ?? "";
  let list = encodingsSeen.get(key);
  if (!list) {
    list = acceptedEncodings(header);
    // Browsers send a handful of distinct values; anything past that is parsed each time.
    if (encodingsSeen.size < 64) encodingsSeen.set(key, list);
  }
  return list;
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header === "*" || header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

const idFirst = (id: string | undefined): Record<string, string> => (id === undefined ? {} : { "X-Request-Id": id });

const flat = (head: Record<string, string | number>): string[] =>
  Object.entries(head).flatMap(([key, value]) => [key, String(value)]);

export interface StaticOptions {
  /** build/client */
  clientDir: string;
  /** Sent with every answer (the CSP and friends). */
  headers: Record<string, string>;
  /** Cache-Control of the hashed files under /assets/ and /photos/. */
  assetsCacheControl?: string;
  /** Headers that replace some of `headers` under a path prefix (the editor at /admin/ has its own CSP). */
  prefixHeaders?: { prefix: string; headers: Record<string, string> }[];
}

/** Every file of the build with its precompressed copies, read once: relative path ("about/index.html") -> entry. */
function readBuild(root: string): Map<string, Entry> {
  const bodies = new Map<string, Buffer>();
  for (const e of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!e.isFile()) continue;
    const file = path.join(e.parentPath, e.name);
    bodies.set(path.relative(root, file).split(path.sep).join("/"), readFileSync(file));
  }
  const entries = new Map<string, Entry>();
  for (const [name, body] of bodies) {
    const compressible = TEXT_FILE.test(name);
    const info = statSync(path.join(root, name));
    const tag = `${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}`;
    const variants: Entry["variants"] = { identity: { body, etag: `"${tag}"` } };
    if (compressible) {
      for (const [encoding, suffix] of [
        ["br", ".br"],
        ["gzip", ".gz"],
      ] as const) {
        const copy = bodies.get(name + suffix);
        if (copy) variants[encoding] = { body: copy, etag: `"${tag}-${suffix.slice(1)}"` };
      }
    }
    const type = TYPES[path.extname(name).toLowerCase()] ?? "application/octet-stream";
    entries.set(name, { type, compressible, variants, lastModified: info.mtime.toUTCString() });
  }
  return entries;
}

export function staticFiles({
  clientDir,
  headers: siteHeaders,
  assetsCacheControl,
  prefixHeaders = [],
}: StaticOptions) {
  const headersFor = (urlPath: string): Record<string, string> => {
    const extra = prefixHeaders.filter((p) => urlPath === p.prefix.slice(0, -1) || urlPath.startsWith(p.prefix));
    return Object.assign({}, siteHeaders, ...extra.map((p) => p.headers));
  };
  const root = path.resolve(clientDir);
  const entries = readBuild(root);

  /** The entry a clean URL names (/about -> about/index.html), or null. */
  function find(urlPath: string): Entry | null {
    const clean = path.posix.normalize(decodeURIComponent(urlPath));
    const candidates = clean.endsWith("/") ? [`${clean}index.html`] : [clean, `${clean}.html`, `${clean}/index.html`];
    for (const candidate of candidates) {
      const file = path.join(root, candidate);
      if (!file.startsWith(root + path.sep)) return null;
      const entry = entries.get(path.relative(root, file).split(path.sep).join("/"));
      if (entry) return entry;
    }
    return null;
  }

  /** The answers of `entry` at `urlPath` with `status`, in each encoding, headers built once. */
  function route(urlPath: string, entry: Entry, status: number, extra: Record<string, string>): Route {
    const answers: Partial<Record<Encoding, Answer>> = {};
    for (const [encoding, variant] of Object.entries(entry.variants) as [Encoding, Variant][]) {
      const head: Record<string, string | number> = {
        ...headersFor(urlPath),
        ...extra,
        "Content-Type": entry.type,
        ETag: variant.etag,
        "Last-Modified": entry.lastModified,
      };
      if (entry.compressible) head.Vary = "Accept-Encoding";
      if (encoding !== "identity") head["Content-Encoding"] = encoding;
      const notModified = { ...head };
      delete notModified["Content-Type"];
      answers[encoding] = {
        body: variant.body,
        etag: variant.etag,
        notModified: status === 200 ? flat(notModified) : [],
        ok: flat({ ...head, "Content-Length": variant.body.length }),
      };
    }
    return answers as Route;
  }

  function send(req: IncomingMessage, res: ServerResponse, answers: Route, status: number, id?: string) {
    let answer: Answer = answers.identity;
    for (const encoding of encodingsOf(req.headers["accept-encoding"])) {
      const found = answers[encoding];
      if (found) {
        answer = found;
        break;
      }
    }
    // The request id goes first, as set by the caller when it has none to pass.
    const idHeader = id === undefined ? [] : ["X-Request-Id", id];
    if (status === 200 && etagMatches(req.headers["if-none-match"], answer.etag)) {
      res.writeHead(304, [...idHeader, ...answer.notModified]).end();
      return;
    }
    res.writeHead(status, idHeader.length ? [...idHeader, ...answer.ok] : answer.ok);
    res.end(req.method === "HEAD" ? undefined : answer.body);
  }

  const notFoundRoutes = Object.fromEntries(
    (["en", "es"] as const).map((lang) => {
      const entry = entries.get(lang === "es" ? "es/404.html" : "404.html");
      return [lang, entry && route(lang === "es" ? "/es/" : "/", entry, 404, { "Cache-Control": "no-cache" })];
    }),
  ) as Record<"en" | "es", Route | undefined>;

  function notFound(req: IncomingMessage, res: ServerResponse, id?: string) {
    const answers = notFoundRoutes[isSpanishPath(req.url) ? "es" : "en"];
    if (answers) return send(req, res, answers, 404, id);
    res.writeHead(404, { ...idFirst(id), ...siteHeaders, "Content-Type": "text/plain" }).end("Not Found");
  }

  /** Answers of the addresses served so far, by path (only paths in their plain form: a few per file at most). */
  const routes = new Map<string, Route>();

  /**
   * Answers a request for a file of the build. `id`, the request's id, is sent first as
   * X-Request-Id (a caller without one to pass sets its own headers before).
   */
  function handle(req: IncomingMessage, res: ServerResponse, id?: string): void {
    const urlPath = pathOf(req.url);
    const get = req.method === "GET" || req.method === "HEAD";
    // An address served before: it passed every check below, which depend on its path only.
    const known = routes.get(urlPath);
    if (known && get) return send(req, res, known, 200, id);

    const rejected = rejectPath(req.url);
    if (rejected === 404) return notFound(req, res, id);
    const headers = { ...idFirst(id), ...headersFor(urlPath) };
    if (rejected) return void res.writeHead(400, { ...headers, "Content-Type": "text/plain" }).end("Bad Request");
    if (!get) return void res.writeHead(405, { ...headers, Allow: "GET, HEAD", "Content-Type": "text/plain" }).end();
    // /about.html and /about/index.html are /about.
    const redirect = /(\.html|\/index)$/.test(urlPath) ? urlPath.replace(/(\/index)?(\.html)?$/, "") || "/" : null;
    if (redirect && redirect !== urlPath) {
      const query = req.url!.slice(urlPath.length);
      return void res.writeHead(301, { ...headers, Location: redirect + query }).end();
    }
    const entry = find(urlPath);
    if (!entry) return notFound(req, res, id);
    // The photos' files are named by their content too (<id>-<hash>-<width>.<ext>): never revalidated.
    const immutable = assetsCacheControl && (urlPath.startsWith("/assets/") || urlPath.startsWith("/photos/"));
    const answers = route(urlPath, entry, 200, { "Cache-Control": immutable ? assetsCacheControl : "no-cache" });
    if (path.posix.normalize(decodeURIComponent(urlPath)) === urlPath) routes.set(urlPath, answers);
    send(req, res, answers, 200, id);
  }

  /** Whether the build has a file at `urlPath`. */
  const has = (urlPath: string) => routes.has(urlPath) || find(urlPath) !== null;

  return { handle, notFound, has };
}
