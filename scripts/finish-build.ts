/**
 * Runs after `react-router build` (buildEnd in react-router.config.ts) on build/:
 * 1. moves the prerendered not-found page to client/404.html, which static hosts (and `serve`)
 *    answer with status 404 for every unknown path; drops the unused SPA fallback;
 * 2. moves each page's loader data into a JSON block (data, never run) and its module bootstrap
 *    into one small file, /assets/pages/*.js, which starts hydration after the first paint; the
 *    few inline scripts left are the same on every page and one CSP hashes them all;
 * 3. inlines the one small stylesheet into every page (no render-blocking request; its hash goes
 *    into the CSP's style-src);
 * 4. writes sitemap.xml and robots.txt from the one route list;
 * 5. writes the security headers: client/_headers (Netlify, Cloudflare Pages),
 *    serve.json (npm start) and nginx-security-headers.conf.
 *
 * App modules are loaded through Vite (runnerImport) so that their "~/" imports resolve.
 */
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";
import { notFoundPrerenderPath } from "../app/pages";

const root = fileURLToPath(new URL("..", import.meta.url));

async function loadApp<T>(file: string): Promise<T> {
  const { module } = await runnerImport<T>(path.join(root, file), {
    configFile: false,
    logLevel: "warn",
    resolve: { alias: { "~": path.join(root, "app") } },
    // The same compile-time constant as vite.config.ts (facts.ts reads it when the sitemap loads articles).
    define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  });
  return module;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith(".html")).map((e) => path.join(e.parentPath, e.name));
}

const sha256 = (text: string) => createHash("sha256").update(text).digest();
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const STYLESHEET = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g;
const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const STREAM = "window.__reactRouterContext.streamController";
const ENQUEUE = `${STREAM}.enqueue(`;
/** id of the JSON block that carries a page's loader data. */
const DATA_ID = "page-data";

/**
 * The one module a page loads (docs/decisions/0004-content-pipeline.md). It hands React Router the
 * page's loader data, read from the page's JSON data block (words are data, not code: no page's
 * words are in any JavaScript file), then, once the first frame is painted, loads the framework
 * and the route modules. Every page works before and without it.
 */
function pageModule(boot: string, preloads: string[]): string {
  const imports: string[] = [];
  const body = boot
    .replace(/^\s*import "([^"]+)";/gm, (_m, href: string) => {
      imports.push(`import(${JSON.stringify(href)})`);
      return "";
    })
    .replace(/^\s*import \* as (\w+) from "([^"]+)";/gm, (_m, name: string, href: string) => {
      imports.push(`import(${JSON.stringify(href)}).then((m) => (${name} = m))`);
      return `let ${name};`;
    });
  return [
    `const stream = ${STREAM};`,
    `for (const chunk of JSON.parse(document.getElementById("${DATA_ID}").textContent)) stream.enqueue(chunk);`,
    "stream.close();",
    "await new Promise((go) => requestAnimationFrame(() => setTimeout(go, 0)));",
    `for (const href of ${JSON.stringify(preloads)}) {`,
    '  const link = document.createElement("link");',
    '  link.rel = "modulepreload";',
    "  link.href = href;",
    "  document.head.append(link);",
    "}",
    body.replace(/^(let \w+;\s*)+/m, (lets) => `${lets}await Promise.all([${imports.join(", ")}]);\n`),
  ].join("\n");
}

/**
 * One pass over every page: moves the per-page scripts into the page's module and inlines the
 * stylesheet (steps 2 and 3 above). Returns the hashes of the inline scripts and styles that remain.
 */
async function rewritePages(client: string): Promise<{ scriptHashes: string[]; styleHashes: string[] }> {
  const scriptHashes = new Set<string>();
  const styleHashes = new Set<string>();
  const stylesheets = new Map<string, string>();
  const pageFiles = new Map<string, string>();
  for (const file of await htmlFiles(client)) {
    const html = await readFile(file, "utf8");
    for (const [, href] of html.matchAll(STYLESHEET)) {
      if (!stylesheets.has(href!)) stylesheets.set(href!, (await readFile(path.join(client, href!), "utf8")).trim());
    }
    const preloads = [...html.matchAll(MODULEPRELOAD)].map((m) => m[1]!);
    const chunks: string[] = [];
    let boot = "";
    let rewritten = html.replace(INLINE_SCRIPT, (match, attrs: string, body: string) => {
      if (/type="application\/(ld\+)?json"/.test(attrs)) return match; // data, never run: CSP does not apply
      if (/type="module"/.test(attrs)) {
        boot = body;
        return "<!--page-module-->";
      }
      if (body.startsWith(STREAM)) {
        // React Router's streamed loader data, and the end of the stream. Emptied, not removed
        // (React hydrates these elements): the data moves to the JSON block, the calls to the page module.
        if (body.startsWith(ENQUEUE)) chunks.push(body.slice(ENQUEUE.length, body.lastIndexOf(")")));
        return `<script${attrs}></script>`;
      }
      scriptHashes.add(sha256(body).toString("base64"));
      return match;
    });
    if (boot) {
      const code = pageModule(boot, preloads);
      const name = `assets/pages/${sha256(code).toString("hex").slice(0, 10)}.js`;
      pageFiles.set(name, code);
      // No "async": React 19 skips <script async src> while hydrating (a hoisted resource).
      rewritten = rewritten.replace("<!--page-module-->", `<script type="module" src="/${name}"></script>`);
      rewritten = rewritten.replace(MODULEPRELOAD, "");
      // Each chunk is a JSON string literal with "<" escaped by React Router, so the block cannot end early.
      if (chunks.some((c) => c.includes("</"))) throw new Error(`${file}: loader data contains "</"`);
      // A data block is never run: CSP does not apply to it. React 19 skips unknown nodes at the end of <body>.
      rewritten = rewritten.replace(
        "</body>",
        `<script type="application/json" id="${DATA_ID}">[${chunks.join(",")}]</script></body>`,
      );
      scriptHashes.add(sha256("").toString("base64"));
    }
    rewritten = rewritten.replace(STYLESHEET, (_match, href: string) => {
      const css = stylesheets.get(href)!;
      styleHashes.add(sha256(css).toString("base64"));
      // The <link> stays (React hydrates it) but no longer blocks rendering: the same rules are
      // already inline. Hydration never patches attributes, so media="print" stays put.
      return `<style>${css}</style><link rel="stylesheet" href="${href}" media="print"/>`;
    });
    await writeFile(file, rewritten);
  }
  await mkdir(path.join(client, "assets/pages"), { recursive: true });
  await Promise.all([...pageFiles].map(([name, code]) => writeFile(path.join(client, name), code)));
  return { scriptHashes: [...scriptHashes], styleHashes: [...styleHashes] };
}

export async function finishBuild(buildDirectory: string): Promise<void> {
  const client = path.join(buildDirectory, "client");
  const notFoundDir = path.join(client, notFoundPrerenderPath);
  await rename(path.join(notFoundDir, "index.html"), path.join(client, "404.html"));
  await rm(notFoundDir, { recursive: true, force: true });
  await rm(path.join(client, "__spa-fallback.html"), { force: true });
  await (await import("./not-found-pages")).placeSpanishNotFoundPage(client);

  const { scriptHashes, styleHashes } = await rewritePages(client);

  const { buildSitemap, buildRobots } = await loadApp<typeof import("../app/lib/sitemap")>("app/lib/sitemap.ts");
  await writeFile(path.join(client, "sitemap.xml"), buildSitemap());
  await writeFile(path.join(client, "robots.txt"), buildRobots());
  await (await loadApp<typeof import("../app/lib/feed")>("app/lib/feed.ts")).writeFeeds(client); // blog RSS feeds

  const security = await loadApp<typeof import("../app/lib/security-headers")>("app/lib/security-headers.ts");
  const headers = security.securityHeaders(scriptHashes, styleHashes);
  await writeFile(path.join(client, "_headers"), security.headersFile(headers));
  await writeFile(path.join(buildDirectory, "serve.json"), JSON.stringify(security.serveConfig(headers), null, 2));
  await writeFile(path.join(buildDirectory, "nginx-security-headers.conf"), security.nginxSnippet(headers));
}
