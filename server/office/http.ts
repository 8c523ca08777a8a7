/**
 * What every office handler shares: answering a page (no-store, noindex, the site's security
 * headers), a redirect, the fields of a form post, and where to go back to (only ever an office
 * address, so a crafted link cannot send anyone elsewhere).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { bodyKind, parseFields, readBody } from "../body";

export function sendPage(
  res: ServerResponse,
  headers: Record<string, string>,
  status: number,
  body: string,
  extra: Record<string, string | string[]> = {},
) {
  res.writeHead(status, {
    ...headers,
    "Content-Type": "text/html; charset=utf-8",
    ...extra,
    "Cache-Control": "no-store",
    "X-Robots-Tag": "noindex",
  });
  res.end(res.req.method === "HEAD" ? undefined : body);
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

/** An office address to come back to, or the fallback. */
export function backTo(value: string | null | undefined, fallback = "/office"): string {
  return value && /^\/office(?:[/?#]|$)/.test(value) && !value.startsWith("//") ? value : fallback;
}

/** The address the request came to (for links shown or e-mailed to staff). */
export function originOf(req: IncomingMessage, https: boolean, trustProxy: boolean): string {
  const forwarded = trustProxy
    ? String(req.headers["x-forwarded-host"] ?? "")
        .split(",")[0]!
        .trim()
    : "";
  return `${https ? "https" : "http"}://${forwarded || req.headers.host || "localhost"}`;
}
