/**
 * What each built page makes a browser download, from the files alone (sizes are deterministic):
 * the JavaScript it loads (the modules its bootstrap names, and their static imports),
 * gzip-compressed as `npm start` serves it, and the total with the HTML and the font files. The budget test (e2e/budgets.e2e.ts) and the benchmark both use it.
 */
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/**
 * A page that hydrates whole: none in this build since every page has islands only
 * (docs/decisions/0029). 132 KB is what the last such pages weighed (131.4 KB on /careers).
 */
export const JS_BUDGET = 132 * 1024;
export const TRANSFER_BUDGET = 300 * 1024;
/** A page with islands only (no whole-page hydration: docs/decisions/0029). */
export const ISLANDS_JS_BUDGET = 20 * 1024;
/**
 * A page with a framework island (a form or the blog's list, run by preact/compat:
 * docs/decisions/0029): 34.7 KB on /blog (its list and its newsletter), 25.6 on
 * /contact/referrals, 24.4 on /careers; the goal is 70 KB, the stretch 30.
 */
export const FORM_ISLANDS_JS_BUDGET = 36 * 1024;

/** Whether a built page has a framework island (components/island.tsx's marker). */
export const hasFrameworkIsland = (html) => /<div data-island="/.test(html);

/** Whether a built page hydrates whole (it carries React Router's modules block) or has islands only. */
export const hydratesWhole = (html) => MODULES_BLOCK.test(html);

const gzipSize = (buffer) => gzipSync(buffer, { level: 6 }).length;

/** A file's gzip size, worked out once per version of the file (pages share most of their scripts). */
const fileSizes = new Map();
function gzipFileSize(file) {
  const { size, mtimeMs } = statSync(file);
  const key = `${file}:${size}:${mtimeMs}`;
  if (!fileSizes.has(key)) fileSizes.set(key, gzipSize(readFileSync(file)));
  return fileSizes.get(key);
}

/** build/client/<url>/index.html (the home pages are /index.html and /es/index.html). */
export function htmlFile(client, url) {
  return path.join(client, url === "/" ? "index.html" : `${url}/index.html`);
}

const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]*?from\s*)?["']([^"']+\.js)["']/g;
const MODULES_BLOCK = /<script type="application\/json" id="page-modules">([^<]*)<\/script>/;
// A module script, or the loader that asks for the islands' entry after the first paint.
const MODULE_SRC = /<script (?:type="module" src|data-entry)="([^"]+)">/g;
const ISLAND_MARKER = /<div data-island="([\w-]+)"/g;
const JS_URL = /["'`]([^"'`\s]+\.js)["'`]/g;

function resolve(from, spec) {
  return spec.startsWith("/") ? spec : path.posix.join(path.posix.dirname(from), spec);
}

/**
 * Every JavaScript file a page loads, by URL path ("/assets/x.js"): those its bootstrap loads once
 * the page has painted (named in the page's "page-modules" block), or the module scripts of a page
 * with islands only and the chunks of the framework islands it has, and their static imports.
 */
export function pageScripts(client, html) {
  const block = MODULES_BLOCK.exec(html)?.[1];
  const modules = block ? JSON.parse(block) : null;
  const seen = new Set();
  const queue = [...html.matchAll(MODULE_SRC)].map((m) => m[1]);
  if (modules)
    queue.push(...modules.preload, ...modules.imports, ...modules.routes.map(([, href]) => href), modules.entry);
  // A framework island's chunk (island-<name>-<hash>.js): the entry imports its URL on a page with its marker.
  const islands = [...html.matchAll(ISLAND_MARKER)].map((m) => `island-${m[1]}-`);
  while (queue.length) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(path.join(client, file), "utf8");
    for (const [, spec] of code.matchAll(STATIC_IMPORT)) queue.push(resolve(file, spec));
    for (const [, spec] of code.matchAll(JS_URL))
      if (islands.some((prefix) => path.posix.basename(spec).startsWith(prefix))) queue.push(resolve(file, spec));
  }
  return [...seen];
}

/** Sizes of one page: gzip JavaScript, and everything it transfers (HTML, JavaScript, the font files). */
export function pageWeight(client, url) {
  const html = readFileSync(htmlFile(client, url), "utf8");
  const scripts = pageScripts(client, html);
  const js = scripts.reduce((sum, file) => sum + gzipFileSize(path.join(client, file)), 0);
  // The font files (the inline stylesheet's @font-face): loaded once the page is up (use-web-font.ts).
  const fonts = [...new Set([...html.matchAll(/url\((\/assets\/[^)]+\.woff2)\)/g)].map((m) => m[1]))].reduce(
    (sum, href) => sum + readFileSync(path.join(client, href)).length,
    0,
  );
  return { url, scripts, js, transfer: gzipSize(Buffer.from(html)) + js + fonts };
}
