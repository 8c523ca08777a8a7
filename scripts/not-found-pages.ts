/**
 * The Spanish not-found page (finish-build calls this after placing the English /404.html):
 * moves the prerendered /es/404/index.html to /es/404.html, the file hosts with a nearest-404
 * lookup (Cloudflare Pages) answer for unknown /es/... paths, and that `npm start`, Netlify's
 * `_redirects` line and nginx's `location /es/` serve there (docs/deploying.md).
 *
 * No `_redirects` file is written: Cloudflare Pages reads the same file name and applies its
 * rules even where a file exists, and its own lookup already finds /es/404.html.
 */
import { rename, rm } from "node:fs/promises";
import path from "node:path";
import { spanishNotFoundPrerenderPath } from "../app/pages";

export const spanishNotFoundFile = `${spanishNotFoundPrerenderPath}.html`;

export async function placeSpanishNotFoundPage(client: string): Promise<void> {
  const prerendered = path.join(client, spanishNotFoundPrerenderPath);
  await rename(path.join(prerendered, "index.html"), path.join(client, spanishNotFoundFile));
  await rm(prerendered, { recursive: true, force: true });
}
