/**
 * The built site (build/client) as a static host serves it: clean URLs (/about -> about/index.html),
 * the precompressed copy the browser accepts (.br, then .gz: written by the build, never compressed
 * here), ETag and 304, HEAD, the security headers on every answer, and the not-found page of the
 * path's language with status 404. Files are read once and kept in memory: the build does not
 * change under a running server (restart it after a new build).
 */
import { readFile, stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { TEXT_FILE } from "./precompress";
import { isSpanishPath, pathOf, rejectPath } from "./paths";

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

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header === "*" || header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

export interface StaticOptions {
  /** build/client */
  clientDir: string;
  /** Sent with every answer (the CSP and friends). */
  headers: Record<string, string>;
  /** Cache-Control of the hashed files under /assets/. */
  assetsCacheControl?: string;
  /** Headers that replace some of `headers` under a path prefix (the editor at /admin/ has its own CSP). */
  prefixHeaders?: { prefix: string; headers: Record<string, string> }[];
}

export function staticFiles({
  clientDir,
  headers: siteHeaders,
  assetsCacheControl,
  prefixHeaders = [],
}: StaticOptions) {
  const headersFor = (url: string | undefined): Record<string, string> => {
    const urlPath = pathOf(url);
    const extra = prefixHeaders.filter((p) => urlPath === p.prefix.slice(0, -1) || urlPath.startsWith(p.prefix));
    return Object.assign({}, siteHeaders, ...extra.map((p) => p.headers));
  };
  const root = path.resolve(clientDir);
  const cache = new Map<string, Entry>();

  async function load(file: string): Promise<Entry | null> {
    const cached = cache.get(file);
    if (cached) return cached;
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const compressible = TEXT_FILE.test(file);
    const tag = `${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}`;
    const variants: Entry["variants"] = { identity: { body: await readFile(file), etag: `"${tag}"` } };
    if (compressible) {
      for (const [encoding, suffix] of [
        ["br", ".br"],
        ["gzip", ".gz"],
      ] as const) {
        const body = await readFile(file + suffix).catch(() => null);
        if (body) variants[encoding] = { body, etag: `"${tag}-${suffix.slice(1)}"` };
      }
    }
    const type = TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
    const entry = { type, compressible, variants, lastModified: info.mtime.toUTCString() };
    cache.set(file, entry);
    return entry;
  }

  /** Clean URL -> file, for the URLs that named a file (so never more entries than files). */
  const resolved = new Map<string, string>();

  /** The file a clean URL names, or null. */
  async function resolve(urlPath: string): Promise<string | null> {
    const known = resolved.get(urlPath);
    if (known) return known;
    const file = await find(urlPath);
    if (file) resolved.set(urlPath, file);
    return file;
  }

  async function find(urlPath: string): Promise<string | null> {
    const clean = path.posix.normalize(decodeURIComponent(urlPath));
    const candidates = clean.endsWith("/") ? [`${clean}index.html`] : [clean, `${clean}.html`, `${clean}/index.html`];
    for (const candidate of candidates) {
      const file = path.join(root, candidate);
      if (!file.startsWith(root + path.sep)) return null;
      if (cache.has(file) || (await stat(file).catch(() => null))?.isFile()) return file;
    }
    return null;
  }

  function send(
    req: IncomingMessage,
    res: ServerResponse,
    entry: Entry,
    status: number,
    extra: Record<string, string>,
  ) {
    const encoding = acceptedEncodings(req.headers["accept-encoding"]).find((e) => entry.variants[e])!;
    const variant = entry.variants[encoding]!;
    const head: Record<string, string | number> = {
      ...headersFor(req.url),
      ...extra,
      "Content-Type": entry.type,
      ETag: variant.etag,
      "Last-Modified": entry.lastModified,
    };
    if (entry.compressible) head.Vary = "Accept-Encoding";
    if (encoding !== "identity") head["Content-Encoding"] = encoding;
    if (status === 200 && etagMatches(req.headers["if-none-match"], variant.etag)) {
      delete head["Content-Type"];
      res.writeHead(304, head).end();
      return;
    }
    head["Content-Length"] = variant.body.length;
    res.writeHead(status, head);
    res.end(req.method === "HEAD" ? undefined : variant.body);
  }

  async function notFound(req: IncomingMessage, res: ServerResponse) {
    const entry = await load(path.join(root, isSpanishPath(req.url) ? "es/404.html" : "404.html"));
    if (!entry) return void res.writeHead(404, { ...siteHeaders, "Content-Type": "text/plain" }).end("Not Found");
    send(req, res, entry, 404, { "Cache-Control": "no-cache" });
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const headers = headersFor(req.url);
    const rejected = rejectPath(req.url);
    if (rejected === 404) return notFound(req, res);
    if (rejected) return void res.writeHead(400, { ...headers, "Content-Type": "text/plain" }).end("Bad Request");
    if (req.method !== "GET" && req.method !== "HEAD") {
      return void res.writeHead(405, { ...headers, Allow: "GET, HEAD", "Content-Type": "text/plain" }).end();
    }
    const urlPath = pathOf(req.url);
    // /about.html and /about/index.html are /about.
    const redirect = /(\.html|\/index)$/.test(urlPath) ? urlPath.replace(/(\/index)?(\.html)?$/, "") || "/" : null;
    if (redirect && redirect !== urlPath) {
      const query = req.url!.slice(urlPath.length);
      return void res.writeHead(301, { ...headers, Location: redirect + query }).end();
    }
    const file = await resolve(urlPath);
    const entry = file && (await load(file));
    if (!entry) return notFound(req, res);
    const immutable = assetsCacheControl && urlPath.startsWith("/assets/");
    send(req, res, entry, 200, { "Cache-Control": immutable ? assetsCacheControl : "no-cache" });
  }

  return { handle, notFound };
}
