/**
 * Runs after `react-router build` (buildEnd in react-router.config.ts) on build/:
 * 1. moves the prerendered not-found page to client/404.html, which static hosts (and `serve`)
 *    answer with status 404 for every unknown path; drops the unused SPA fallback;
 * 2. moves each page's loader data into a JSON block (data, never run), and React Router's
 *    context and the names of its modules into a second one, read by one inline bootstrap, the
 *    same on every page, that starts hydration after the first paint; React's Suspense boundaries
 *    around that data are written filled, without React's runtime that fills them; the few inline
 *    scripts left are the same on every page and one CSP hashes them all;
 * 3. inlines the one small stylesheet into every page (no render-blocking request; its hash goes
 *    into the CSP's style-src);
 * 4. writes sitemap.xml and robots.txt from the one route list;
 * 5. writes the security headers: client/_headers (Netlify, Cloudflare Pages),
 *    serve.json (npm start) and nginx-security-headers.conf.
 *
 * App modules are loaded through Vite (runnerImport) so that their "~/" imports resolve.
 */
import { createHash } from "node:crypto";
import { readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
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
/**
 * React Router's inline script that sets up its context and the stream its loader data comes in
 * by. It runs while the page is parsed; the bootstrap does the same after the first paint.
 */
const CONTEXT_SCRIPT =
  /^window\.__reactRouterContext = (\{.*\});window\.__reactRouterContext\.stream = new ReadableStream\(\{start\(controller\)\{window\.__reactRouterContext\.streamController = controller;\}\}\)\.pipeThrough\(new TextEncoderStream\(\)\);$/;
/**
 * React's streaming runtime: it fills the Suspense boundaries React Router wraps its loader data
 * scripts in, moving each hidden part into its place on a later frame. These are its scripts.
 */
const REACT_RUNTIME = [
  /^requestAnimationFrame\(function\(\)\{\$RT=performance\.now\(\)\}\);$/, // its frame clock
  /^\$RB=\[\];\$RV=function\(a\)\{.*\};\n\$RC=function\(a,b\)\{.*\};\$RC\("B:\d+","S:\d+"\)$/s, // reveal + fill
  /^\$RC\("B:\d+","S:\d+"\)$/, // fill
];
const HIDDEN_PART = /<div hidden id="S:(\d+)">((?:(?!<div)[\s\S])*?)<\/div>/g;
const PENDING_BOUNDARY = /<!--\$\?--><template id="B:(\d+)"><\/template><!--\/\$-->/g;

/**
 * Writes React's streamed Suspense boundaries as its runtime leaves them once it has run: each
 * boundary filled with its part, and no runtime. Everything in them is known at build time, and
 * the page is parsed without those scripts. Anything left of the runtime fails the build.
 */
export function fillBoundaries(html: string, file = "page"): string {
  const parts = new Map<string, string>();
  let filled = html.replace(INLINE_SCRIPT, (script, _attrs, body: string) =>
    REACT_RUNTIME.some((runtime) => runtime.test(body)) ? "" : script,
  );
  filled = filled.replace(HIDDEN_PART, (_m, id: string, part: string) => (parts.set(id, part), ""));
  for (let pending = true; pending;) {
    pending = false;
    filled = filled.replace(PENDING_BOUNDARY, (_m, id: string) => {
      const part = parts.get(id);
      if (part === undefined) throw new Error(`${file}: React's Suspense boundary B:${id} has no part`);
      pending = true;
      parts.delete(id);
      return `<!--$-->${part}<!--/$-->`;
    });
  }
  if (parts.size || /\$R[A-Z][=(]|<template id="B:|<!--\$\?-->/.test(filled)) {
    throw new Error(`${file}: React's streaming runtime has an unexpected shape`);
  }
  return filled;
}

/** id of the JSON block that carries a page's loader data. */
const DATA_ID = "page-data";
/** id of the JSON block that names the modules a page hydrates with. */
const MODULES_ID = "page-modules";

/** The modules React Router's bootstrap for one page names, read from that bootstrap. */
interface PageModules {
  preload: string[];
  imports: string[];
  routes: [id: string, href: string][];
  entry: string;
}

/**
 * Reads React Router's per-page module bootstrap into data. Anything in it this does not
 * understand fails the build (a React Router upgrade that changes its shape must be looked at).
 */
export function readBootstrap(boot: string, preload: string[]): PageModules {
  const imports: string[] = [];
  const named = new Map<string, string>();
  let routes: [string, string][] = [];
  let entry = "";
  const rest = boot
    .replace(/^\s*import "([^"]+)";/gm, (_m, href: string) => {
      imports.push(href);
      return "";
    })
    .replace(/^\s*import \* as (\w+) from "([^"]+)";/gm, (_m, name: string, href: string) => {
      named.set(name, href);
      return "";
    })
    .replace(/window\.__reactRouterRouteModules = \{([^}]*)\};/, (_m, pairs: string) => {
      routes = [...pairs.matchAll(/("[^"]+"):(\w+)/g)].map(([, id, name]) => {
        const href = named.get(name!);
        if (!href) throw new Error(`React Router's bootstrap names an unknown module: ${name}`);
        return [JSON.parse(id!) as string, href];
      });
      return "";
    })
    .replace(/import\("([^"]+)"\);?/, (_m, href: string) => {
      entry = href;
      return "";
    });
  if (rest.trim() || !entry || routes.length !== named.size) {
    throw new Error(`React Router's page bootstrap has an unexpected shape:\n${boot}`);
  }
  return { preload, imports, routes, entry };
}

/**
 * The one module script every page runs, the same on every page (one CSP hash), inline so that
 * nothing is downloaded before the first paint (docs/decisions/0004-content-pipeline.md). Once
 * the page has painted, it sets up React Router's context (named in the page's second JSON block,
 * with its modules) and hands it the page's loader data, read from the page's JSON data block
 * (words are data, not code: no page's words are in any JavaScript file), then loads the
 * framework and the page's route modules. Until then the page runs none of React Router's code
 * (its own context script is emptied). Every page works before and without it.
 */
export const PAGE_BOOTSTRAP = [
  "const read = (id) => JSON.parse(document.getElementById(id).textContent);",
  // After the first contentful paint (or 3 s where the browser does not report paints): nothing
  // the framework needs, not even reading the page's data, competes with the page's first paint.
  "await new Promise((go) => {",
  "  setTimeout(go, 3000);",
  "  new PerformanceObserver((list) => {",
  '    if (list.getEntriesByName("first-contentful-paint").length) setTimeout(go, 0);',
  '  }).observe({ type: "paint", buffered: true });',
  "});",
  // The sections the first frame left unlaid (app.css, "cv"): drawn now, one per task.
  'for (const part of document.querySelectorAll("main > *, .prose > section, body > footer")) {',
  '  if (getComputedStyle(part).contentVisibility !== "auto") continue;',
  '  part.style.contentVisibility = "visible";',
  "  part.getBoundingClientRect();",
  "  await new Promise((go) => setTimeout(go, 0));",
  "}",
  // Pages drawn after this one (links followed in the site) are drawn whole.
  'document.documentElement.classList.remove("cv");',
  // React Router's router reads sessionStorage when it starts. The browser opens that storage on
  // its first use, which takes 7-14 ms here: done now, in a task of its own, not inside hydration.
  "try {",
  "  sessionStorage.length;",
  "} catch {}",
  "await new Promise((go) => setTimeout(go, 0));",
  `const page = read("${MODULES_ID}");`,
  // React Router's context and its stream of loader data, as its own inline script set them up.
  "window.__reactRouterContext = page.context;",
  "window.__reactRouterContext.stream = new ReadableStream({",
  "  start(stream) {",
  `    for (const chunk of read("${DATA_ID}")) stream.enqueue(chunk);`,
  "    stream.close();",
  "  },",
  "}).pipeThrough(new TextEncoderStream());",
  "for (const href of page.preload) {",
  '  const link = document.createElement("link");',
  '  link.rel = "modulepreload";',
  "  link.href = href;",
  "  document.head.append(link);",
  "}",
  // One module graph per task, dependencies first (React Router lists them so): no single long
  // task evaluates the whole framework. The entry, which starts hydration, comes last.
  "for (const href of new Set([...page.imports, ...page.preload])) {",
  "  if (href === page.entry) continue;",
  "  await import(href);",
  "  await new Promise((go) => setTimeout(go, 0));",
  "}",
  "const routes = await Promise.all(page.routes.map(([, href]) => import(href)));",
  "window.__reactRouterRouteModules = Object.fromEntries(page.routes.map(([id], i) => [id, routes[i]]));",
  "import(page.entry);",
].join("\n");

/**
 * One pass over every page: turns the per-page scripts into data for the one bootstrap and inlines the
 * stylesheet (steps 2 and 3 above). Returns the hashes of the inline scripts and styles that remain.
 */
async function rewritePages(client: string): Promise<{ scriptHashes: string[]; styleHashes: string[] }> {
  const scriptHashes = new Set<string>();
  const styleHashes = new Set<string>();
  const stylesheets = new Map<string, string>();
  for (const file of await htmlFiles(client)) {
    const html = await readFile(file, "utf8");
    for (const [, href] of html.matchAll(STYLESHEET)) {
      if (!stylesheets.has(href!)) stylesheets.set(href!, (await readFile(path.join(client, href!), "utf8")).trim());
    }
    const preloads = [...html.matchAll(MODULEPRELOAD)].map((m) => m[1]!);
    const chunks: string[] = [];
    let boot = "";
    let context: unknown;
    let rewritten = fillBoundaries(html, file).replace(INLINE_SCRIPT, (match, attrs: string, body: string) => {
      if (/type="application\/(ld\+)?json"/.test(attrs)) return match; // data, never run: CSP does not apply
      if (/type="module"/.test(attrs)) {
        boot = body;
        return "<!--page-module-->";
      }
      if (body.startsWith("window.__reactRouterContext =")) {
        const json = CONTEXT_SCRIPT.exec(body)?.[1];
        if (!json) throw new Error(`${file}: React Router's context script has an unexpected shape:\n${body}`);
        context = JSON.parse(json) as unknown;
        return `<script${attrs}></script>`;
      }
      if (body.startsWith(STREAM)) {
        // React Router's streamed loader data, and the end of the stream. Emptied, not removed
        // (React hydrates these elements): the data moves to the JSON block, the calls to the bootstrap.
        if (body.startsWith(ENQUEUE)) chunks.push(body.slice(ENQUEUE.length, body.lastIndexOf(")")));
        return `<script${attrs}></script>`;
      }
      scriptHashes.add(sha256(body).toString("base64"));
      return match;
    });
    if (boot) {
      if (context === undefined) throw new Error(`${file}: no React Router context script`);
      // React Router's context (window.__reactRouterContext, without its stream) travels with the modules.
      const modules = { context, ...readBootstrap(boot, preloads) };
      // No "async": React 19 skips <script async src> while hydrating (a hoisted resource).
      rewritten = rewritten.replace("<!--page-module-->", `<script type="module">${PAGE_BOOTSTRAP}</script>`);
      rewritten = rewritten.replace(MODULEPRELOAD, "");
      // Each chunk is a JSON string literal with "<" escaped by React Router, so the block cannot end early.
      if (chunks.some((c) => c.includes("</"))) throw new Error(`${file}: loader data contains "</"`);
      if (JSON.stringify(modules).includes("<")) throw new Error(`${file}: a module path contains "<"`);
      // Data blocks are never run: CSP does not apply to them. React 19 skips unknown nodes at the end of <body>.
      rewritten = rewritten.replace(
        "</body>",
        `<script type="application/json" id="${DATA_ID}">[${chunks.join(",")}]</script>` +
          `<script type="application/json" id="${MODULES_ID}">${JSON.stringify(modules)}</script></body>`,
      );
      scriptHashes.add(sha256(PAGE_BOOTSTRAP).toString("base64"));
      scriptHashes.add(sha256("").toString("base64"));
    }
    rewritten = rewritten.replace(STYLESHEET, (_match, href: string) => {
      const css = stylesheets.get(href)!;
      styleHashes.add(sha256(css).toString("base64"));
      // The <link> stays (React hydrates it) but is disabled, so it is never downloaded: the same
      // rules are already inline. Hydration never patches attributes, so "disabled" stays put.
      return `<style>${css}</style><link rel="stylesheet" href="${href}" disabled=""/>`;
    });
    await writeFile(file, rewritten);
  }
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
