/**
 * Runs after `react-router build` (buildEnd in react-router.config.ts) on build/:
 * 1. moves the prerendered not-found page to client/404.html, which static hosts (and `serve`)
 *    answer with status 404 for every unknown path; drops the unused SPA fallback;
 * 2. pages with islands only (./island-pages.ts) lose React Router's scripts and load the islands'
 *    entry (whose build carries no sample on a real origin: ./sample-free-config.ts), and the
 *    scripts no page loads any more leave the output; on the others (whole-page hydration) it moves each page's loader data into a JSON block (data, never run), and React Router's
 *    context and the names of its modules into a second one, read by one inline bootstrap, the
 *    same on every page (./page-start.ts), that starts hydration after the first paint; React's
 *    Suspense boundaries around that data are written filled, without React's runtime
 *    (./page-bootstrap.ts, ./react-boundaries.ts);
 * 3. inlines the one small stylesheet into every page (no render-blocking request; its hash goes
 *    into the CSP's style-src);
 *    With STOCK_OUTPUT=1, steps 2 and 3 are skipped: the pages keep React Router's and React's
 *    own scripts, and the CSP lists the hash of every inline script of every page.
 *    Before them, the photo library's files go into client/photos/ (./photos.ts), and the
 *    originals they were made from are taken out of client/uploads/.
 * 4. writes sitemap.xml and robots.txt from the one route list, and prints what a real origin left
 *    out (app/lib/build/left-out.ts);
 * 5. writes the security headers: client/_headers (Netlify, Cloudflare Pages),
 *    serve.json (npm start) and nginx-security-headers.conf; and forms.json, the words of the
 *    server's own form pages (server/static/form-words.ts);
 * 6. writes a Brotli and a gzip copy of every text file (server/precompress.ts), sent as they are
 *    by the site's server and by nginx (brotli_static, gzip_static). PRECOMPRESS=0 skips this step
 *    (about 13 s of CPU) for builds only tests read: the server then sends the files uncompressed.
 *
 * App modules are loaded through Vite (./load-app.ts) so that their "~/" imports resolve.
 */
import { createHash } from "node:crypto";
import { readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { notFoundPrerenderPath } from "../app/pages";
import { precompress } from "../server/precompress";
import { bootstrapPage, bundlePageStart } from "./page-bootstrap";
import { bundleIslands, dropUnloadedScripts, hydratesWhole, islandPage } from "./island-pages";
import { INLINE_SCRIPT } from "./react-boundaries";
import { loadApp } from "./load-app.ts";
import { adminHeaders, editorBackend, writeAdmin } from "./admin.ts";
import { writePhotos } from "./photos.ts";

/** Leave the framework's output as it is (docs/upgrading.md): no bootstrap, no inlined stylesheet. */
export const stockOutput = () => process.env.STOCK_OUTPUT === "1";

const root = fileURLToPath(new URL("..", import.meta.url));

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith(".html")).map((e) => path.join(e.parentPath, e.name));
}

const sha256 = (text: string) => createHash("sha256").update(text).digest();
const STYLESHEET = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g;

/**
 * One pass over every page: turns the per-page scripts into data for the one bootstrap and inlines the
 * stylesheet (steps 2 and 3 above). Returns the hashes of the inline scripts and styles that remain.
 */
async function rewritePages(client: string): Promise<{ scriptHashes: string[]; styleHashes: string[] }> {
  const scriptHashes = new Set<string>();
  const styleHashes = new Set<string>();
  const stylesheets = new Map<string, string>();
  const bootstrap = await bundlePageStart();
  const islands = await bundleIslands(client, root);
  for (const file of await htmlFiles(client)) {
    const html = await readFile(file, "utf8");
    // A description whose every sentence names a sample left out on a real origin comes out empty.
    if (html.includes('<meta name="description" content=""'))
      throw new Error(
        `${path.relative(client, file)}: empty description (a sentence without any sample fact must remain)`,
      );
    for (const [, href] of html.matchAll(STYLESHEET)) {
      if (!stylesheets.has(href!)) stylesheets.set(href!, (await readFile(path.join(client, href!), "utf8")).trim());
    }
    const page = hydratesWhole(html, file) ? bootstrapPage(html, bootstrap, file) : islandPage(html, islands, file);
    for (const script of page.scripts) scriptHashes.add(sha256(script).toString("base64"));
    const rewritten = page.html.replace(STYLESHEET, (_match, href: string) => {
      const css = stylesheets.get(href)!;
      styleHashes.add(sha256(css).toString("base64"));
      // The <link> stays (React hydrates it) but is disabled, so it is never downloaded: the same
      // rules are already inline. Hydration never patches attributes, so "disabled" stays put.
      return `<style>${css}</style><link rel="stylesheet" href="${href}" disabled=""/>`;
    });
    await writeFile(file, rewritten);
  }
  await dropUnloadedScripts(client);
  return { scriptHashes: [...scriptHashes], styleHashes: [...styleHashes] };
}

/** The framework's own output, untouched: the hashes of every inline script of every page. */
async function stockPages(client: string): Promise<{ scriptHashes: string[]; styleHashes: string[] }> {
  const scriptHashes = new Set<string>();
  for (const file of await htmlFiles(client)) {
    for (const [, attrs, body] of (await readFile(file, "utf8")).matchAll(INLINE_SCRIPT))
      if (!/type="application\/(ld\+)?json"/.test(attrs!)) scriptHashes.add(sha256(body!).toString("base64"));
  }
  return { scriptHashes: [...scriptHashes], styleHashes: [] };
}

export async function finishBuild(buildDirectory: string): Promise<void> {
  const client = path.join(buildDirectory, "client");
  const notFoundDir = path.join(client, notFoundPrerenderPath);
  await rename(path.join(notFoundDir, "index.html"), path.join(client, "404.html"));
  await rm(notFoundDir, { recursive: true, force: true });
  await rm(path.join(client, "__spa-fallback.html"), { force: true });
  await (await import("./not-found-pages")).placeSpanishNotFoundPage(client);

  // The photo library's outputs (scripts/photos.ts); its originals are published only through them.
  const library = await writePhotos(root, client);
  for (const original of library.originals)
    await rm(path.join(client, original.replace(/^public\//, "")), { force: true });
  const { scriptHashes, styleHashes } = await (stockOutput() ? stockPages(client) : rewritePages(client));

  const { buildSitemap, buildRobots } =
    await loadApp<typeof import("../app/lib/build/sitemap")>("app/lib/build/sitemap.ts");
  await writeFile(path.join(client, "sitemap.xml"), buildSitemap());
  await writeFile(path.join(client, "robots.txt"), buildRobots());
  await (await loadApp<typeof import("../app/lib/build/feed")>("app/lib/build/feed.ts")).writeFeeds(client); // blog RSS feeds
  // On a real origin: which samples the pages left out (and which they still publish).
  const leftOut = (
    await loadApp<typeof import("../app/lib/build/left-out")>("app/lib/build/left-out.ts")
  ).formatLeftOut();
  if (leftOut) console.warn(`\n${leftOut}\n`);

  const security = await loadApp<typeof import("../app/lib/build/security-headers")>(
    "app/lib/build/security-headers.ts",
  );
  const headers = security.securityHeaders(scriptHashes, styleHashes);
  const backend = editorBackend();
  const admin = adminHeaders(backend);
  await writeFile(path.join(client, "_headers"), security.headersFile(headers, admin));
  await writeFile(
    path.join(buildDirectory, "serve.json"),
    JSON.stringify(security.serveConfig(headers, admin), null, 2),
  );
  await writeFile(path.join(buildDirectory, "nginx-security-headers.conf"), security.nginxSnippet(headers));
  // The words of the server's own form pages, read by the server when this build goes live.
  const forms = await loadApp<typeof import("../server/static/form-words")>("server/static/form-words.ts");
  await writeFile(path.join(buildDirectory, forms.FORM_WORDS_FILE), JSON.stringify(forms.formWordsNow()));
  // nginx: `location /admin/ { include nginx-admin-headers.conf; ... }` (a location's add_header replaces the server's).
  await writeFile(
    path.join(buildDirectory, "nginx-admin-headers.conf"),
    security.nginxSnippet({ ...headers, ...admin }),
  );

  if (process.env.PRECOMPRESS !== "0") await precompress(client);
  // The editor at /admin (scripts/admin.ts), with its configuration generated from the content schemas;
  // after precompress: its 5 MB bundle gets a quick gzip copy only.
  const { decapConfig } = await loadApp<typeof import("../app/content/schemas/decap-config")>(
    "app/content/schemas/decap-config.ts",
  );
  const stylesheet = (await readdir(path.join(client, "assets"))).find((f) => /^root-.*\.css$/.test(f));
  // The facts its previews fill in, as this build's pages fill them (app/lib/build/preview-facts.ts).
  const { previewFactsScript } = await loadApp<typeof import("../app/lib/build/preview-facts")>(
    "app/lib/build/preview-facts.ts",
  );
  const previewFacts = previewFactsScript();
  await writeAdmin(
    root,
    client,
    (lang) => decapConfig(backend, lang),
    stylesheet ? `/assets/${stylesheet}` : null,
    previewFacts,
  );
}
