/**
 * What every office handler shares: answering a page (no-store, noindex, the site's security
 * headers, compressed with brotli or gzip when the browser takes it), a redirect, the fields of a form post, and where to go back to (only ever an office
 * address, so a crafted link cannot send anyone elsewhere).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { langs, type Lang } from "~/i18n/lang";
import { bodyKind, parseFields, readBody } from "../body";

/** Compressed for the browser: brotli at a fast level (a page is made for one person, once), else gzip. */
function encode(req: IncomingMessage, body: string): { body: Buffer | string; encoding: string | null } {
  const accepts = String(req.headers["accept-encoding"] ?? "");
  if (body.length < 1024) return { body, encoding: null };
  if (/\bbr\b/.test(accepts))
    return { body: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding: "br" };
  if (/\bgzip\b/.test(accepts)) return { body: gzipSync(body, { level: 6 }), encoding: "gzip" };
  return { body, encoding: null };
}

export function sendPage(
  res: ServerResponse,
  headers: Record<string, string>,
  status: number,
  body: string,
  extra: Record<string, string | string[]> = {},
) {
  const encoded = encode(res.req, body);
  res.writeHead(status, {
    ...headers,
    "Content-Type": "text/html; charset=utf-8",
    ...extra,
    ...(encoded.encoding ? { "Content-Encoding": encoded.encoding } : {}),
    Vary: "Accept-Encoding",
    "Cache-Control": "no-store",
    "X-Robots-Tag": "noindex",
  });
  res.end(res.req.method === "HEAD" ? undefined : encoded.body);
}

export function redirect(
  res: ServerResponse,
  headers: Record<string, string>,
  location: string,
  extra: Record<string, string | string[]> = {},
) {
  sendPage(res, headers, 303, "", { Location: location, ...extra });
}

export async function formFields(req: IncomingMessage, limit = 16 * 1024): Promise<Record<string, string>> {
  const kind = bodyKind(req);
  if (!kind) return {};
  return parseFields(await readBody(req, limit), kind);
}

/** The languages ticked in a form's boxes (the field's values joined by commas), in the site's order. */
export const checkedLangs = (value = ""): Lang[] => langs.filter((l) => value.split(/,\s*/).includes(l));

/** An office address to come back to, or the fallback. */
export function backTo(value: string | null | undefined, fallback = "/office"): string {
  return value && /^\/office(?:[/?#]|$)/.test(value) && !value.startsWith("//") ? value : fallback;
}

/** The office page kept by the sign-in page (NEXT_COOKIE), if it is one; null otherwise. */
export function pageAskedFor(kept: string | null): string | null {
  if (!kept) return null;
  try {
    const page = decodeURIComponent(kept);
    return backTo(page, "") || null;
  } catch {
    return null;
  }
}
