/**
 * What each built page makes a browser download, from the files alone (sizes are deterministic):
 * the JavaScript it loads (its page module, the modules that one imports and preloads, and their
 * static imports), gzip-compressed as `npm start` serves it, and the total with the HTML and the
 * preloaded fonts. The budget test (e2e/budgets.e2e.ts) and the benchmark both use it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export const JS_BUDGET = 130 * 1024;
export const TRANSFER_BUDGET = 300 * 1024;

const gzipSize = (buffer) => gzipSync(buffer, { level: 6 }).length;

/** build/client/<url>/index.html (the home pages are /index.html and /es/index.html). */
export function htmlFile(client, url) {
  return path.join(client, url === "/" ? "index.html" : `${url}/index.html`);
}

const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]*?from\s*)?["']([^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /import\(\s*["']([^"']+\.js)["']\s*\)/g;
const PRELOAD_LIST = /for \(const href of (\[[^\]]*\])\)/;

function resolve(from, spec) {
  return spec.startsWith("/") ? spec : path.posix.join(path.posix.dirname(from), spec);
}

/** Every JavaScript file a page loads, by URL path ("/assets/x.js"). */
export function pageScripts(client, html) {
  const entry = /<script type="module" src="([^"]+)"/.exec(html)?.[1];
  if (!entry) return [];
  const seen = new Set();
  const queue = [entry];
  const pageModule = readFileSync(path.join(client, entry), "utf8");
  // The page module loads these once the page has painted (dynamic imports and the preload list).
  for (const [, spec] of pageModule.matchAll(DYNAMIC_IMPORT)) queue.push(spec);
  const preloads = PRELOAD_LIST.exec(pageModule)?.[1];
  if (preloads) queue.push(...JSON.parse(preloads));
  while (queue.length) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(path.join(client, file), "utf8");
    for (const [, spec] of code.matchAll(STATIC_IMPORT)) queue.push(resolve(file, spec));
  }
  return [...seen];
}

/** Sizes of one page: gzip JavaScript, and everything it transfers (HTML, JavaScript, preloaded fonts). */
export function pageWeight(client, url) {
  const html = readFileSync(htmlFile(client, url), "utf8");
  const scripts = pageScripts(client, html);
  const js = scripts.reduce((sum, file) => sum + gzipSize(readFileSync(path.join(client, file))), 0);
  const fonts = [...html.matchAll(/<link rel="preload" href="([^"]+\.woff2)"/g)].reduce(
    (sum, [, href]) => sum + readFileSync(path.join(client, href)).length,
    0,
  );
  return { url, scripts, js, transfer: gzipSize(Buffer.from(html)) + js + fonts };
}
