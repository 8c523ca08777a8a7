/**
 * The one bootstrap every page starts with (step 2 of finish-build.ts). React Router prerenders
 * each page with inline scripts of its own: its context, its stream of loader data and a module
 * script naming the page's modules. Those become two JSON blocks (data, never run) read by one
 * inline module script, the same on every page (one CSP hash), which starts hydration after the
 * first paint (docs/decisions/0004-content-pipeline.md).
 */
import { fillBoundaries, INLINE_SCRIPT } from "./react-boundaries";

const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const STREAM = "window.__reactRouterContext.streamController";
const ENQUEUE = `${STREAM}.enqueue(`;
/**
 * React Router's inline script that sets up its context and the stream its loader data comes in
 * by. It runs while the page is parsed; the bootstrap does the same after the first paint.
 */
const CONTEXT_SCRIPT =
  /^window\.__reactRouterContext = (\{.*\});window\.__reactRouterContext\.stream = new ReadableStream\(\{start\(controller\)\{window\.__reactRouterContext\.streamController = controller;\}\}\)\.pipeThrough\(new TextEncoderStream\(\)\);$/;

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
 * Rewrites one prerendered page to start with PAGE_BOOTSTRAP: React's boundaries filled, React
 * Router's scripts emptied into the two JSON blocks, its module preloads left to the bootstrap.
 * Returns the page and the bodies of the inline scripts it still runs (for the CSP's hashes).
 */
export function bootstrapPage(html: string, file = "page"): { html: string; scripts: string[] } {
  const scripts: string[] = [];
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
    scripts.push(body);
    return match;
  });
  if (!boot) return { html: rewritten, scripts };
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
  scripts.push(PAGE_BOOTSTRAP, ""); // the bootstrap, and React Router's emptied scripts
  return { html: rewritten, scripts };
}
