/**
 * What the server may believe about a request. Behind a proxy (TRUST_PROXY=1) the client's
 * address and scheme come from X-Forwarded-For / X-Forwarded-Proto; otherwise those headers are
 * ignored, since anyone can send them.
 */
import type { IncomingMessage } from "node:http";
import type { TLSSocket } from "node:tls";

const header = (req: IncomingMessage, name: string) =>
  String(req.headers[name] ?? "")
    .split(",")[0]!
    .trim();

export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  return (trustProxy && header(req, "x-forwarded-for")) || req.socket.remoteAddress || "unknown";
}

export function isHttps(req: IncomingMessage, trustProxy: boolean): boolean {
  return Boolean((req.socket as TLSSocket).encrypted) || (trustProxy && header(req, "x-forwarded-proto") === "https");
}

/**
 * True for a post another site's page made: Sec-Fetch-Site says cross-site or same-site, or the
 * Origin is not this host. A request with neither header (curl, an old browser) is let through.
 */
export function isCrossSite(req: IncomingMessage, trustProxy: boolean): boolean {
  const fetchSite = header(req, "sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  const origin = header(req, "origin");
  if (!origin) return false;
  const host = (trustProxy && header(req, "x-forwarded-host")) || header(req, "host");
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}
