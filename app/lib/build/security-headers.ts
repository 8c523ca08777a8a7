import { site } from "~/content/site";

/**
 * The HTTP security headers of every response, for `npm start` (serve.json), static hosts
 * (_headers: Netlify, Cloudflare Pages) and nginx (docs/deploying.md). Built at build time
 * because the CSP lists the SHA-256 hashes of the prerendered inline scripts and of the inlined
 * stylesheet: no 'unsafe-inline' or 'unsafe-eval', and nothing from any other host.
 */
export function contentSecurityPolicy(
  scriptHashes: string[],
  styleHashes: string[] = [],
  formEndpoint: string = site.formEndpoint,
): string {
  const endpoint = formEndpoint.startsWith("https://") ? ` ${new URL(formEndpoint).origin}` : "";
  const sources = (hashes: string[]) =>
    [...new Set(hashes)]
      .sort()
      .map((hash) => ` 'sha256-${hash}'`)
      .join("");
  return [
    "default-src 'self'",
    `script-src 'self'${sources(scriptHashes)}`,
    `style-src 'self'${sources(styleHashes)}`,
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${endpoint}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${endpoint}`,
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * No Cross-Origin-Opener-Policy: on a site without logins or per-visitor data it protects little,
 * and it makes Chrome give the page a process of its own on every visit, which costs a phone as
 * much as the page's own start-up (docs/decisions/0008-no-opener-policy.md).
 */
export function securityHeaders(
  scriptHashes: string[],
  styleHashes: string[] = [],
  formEndpoint?: string,
): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(scriptHashes, styleHashes, formEndpoint),
    "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
    "X-Frame-Options": "DENY",
  };
}

/**
 * Netlify / Cloudflare Pages `_headers` file. `admin` (the editor's CSP and noindex) applies under
 * /admin/: on Netlify the later, more specific block wins; Cloudflare Pages joins both policies
 * instead (README, "Going live": add "! Content-Security-Policy" there).
 */
export function headersFile(headers: Record<string, string>, admin: Record<string, string> = {}): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  const adminLines = Object.entries(admin).map(([name, value]) => `  ${name}: ${value}`);
  const adminBlock = adminLines.length ? ["", "/admin/*", ...adminLines] : [];
  return [
    "/*",
    ...lines,
    ...adminBlock,
    "",
    "/assets/*",
    "  Cache-Control: public, max-age=31536000, immutable",
    "",
  ].join("\n");
}

/** nginx: include inside the `server { }` block. */
export function nginxSnippet(headers: Record<string, string>): string {
  return Object.entries(headers)
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join("\n")
    .concat("\n");
}

/** `serve` (npm start): same headers on every path (but those `admin` replaces under /admin/), clean URLs, no directory listings. */
export function serveConfig(headers: Record<string, string>, admin: Record<string, string> = {}): object {
  const list = (h: Record<string, string>) => Object.entries(h).map(([key, value]) => ({ key, value }));
  return {
    cleanUrls: true,
    directoryListing: false,
    headers: [
      { source: "**", headers: list(headers) },
      { source: "assets/**", headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }] },
      ...(Object.keys(admin).length ? [{ source: "admin/**", headers: list(admin) }] : []),
    ],
  };
}
