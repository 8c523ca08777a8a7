/**
 * Pages with islands only (docs/decisions/0029): React Router's scripts leave the page, which is
 * React's prerendered HTML with one script, which loads the islands' entry (app/islands/entry.ts) once
 * the page has painted. A
 * page whose route file is in WHOLE_PAGE_ROUTES still hydrates whole (./page-bootstrap.ts): its
 * interactive parts (the blog's filter beside its newsletter form) are not islands yet. The
 * consultation form, the job application and the online referral are framework islands (React's
 * components on preact/compat).
 */
import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "vite";
import { contentData } from "../app/content/content-data.server.ts";
import { LAZY_MODULES, lazyModules } from "./lazy-module.mjs";
import { siteConfigSwap } from "./site-config.mjs";
import { sampleFreeConfig } from "./sample-free-config";
import { pages } from "../app/pages";
import { fillBoundaries, INLINE_SCRIPT } from "./react-boundaries";
import { readBootstrap } from "./page-bootstrap";

/** Route files (relative to app/) whose pages keep React Router's whole-page hydration. */
export const WHOLE_PAGE_ROUTES: ReadonlySet<string> = new Set<string>();

/** A route id (app/routes.ts: "en" or "es" + the page's path or template pattern) -> its route file. */
const routeFiles = new Map<string, string>(
  pages.flatMap((page) => {
    const pattern = "route" in page ? page.route : page.path;
    return [
      [`en${pattern}`, page.file],
      [`es${pattern}`, page.file],
    ];
  }),
);

const MODULEPRELOAD = /<link rel="modulepreload" href="[^"]+"\/>/g;

/**
 * Links between pages are page loads: the browser prefetches a page of the site when a visitor
 * starts to follow its link (hover or press), so it opens at once. Inline rules run no code; the
 * CSP allows them by their hash like any inline script.
 */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    { where: { and: [{ href_matches: "/*" }, { not: { href_matches: "/admin/*" } }] }, eagerness: "moderate" },
  ],
});
const MODULE_SCRIPT = /<script type="module"[^>]*>([\s\S]*?)<\/script>/;

/**
 * Loads the islands' entry (the URL in the script's `data-entry`) once the browser reports the
 * first contentful paint, or after 3 s where it reports no paints: a module script in the HTML
 * would be fetched while the page is parsed, before its first paint. Lighthouse's simulated LCP
 * counts everything a recorded load fetched and ran before its first paint
 * (docs/benchmark-notes.md), and on a phone the words are on screen one round trip sooner.
 * The same text on every page: one CSP hash.
 */
export const ISLANDS_LOADER =
  "{const me=document.currentScript;let asked=false;" +
  'const go=()=>{if(asked)return;asked=true;const s=document.createElement("script");s.type="module";s.src=me.dataset.entry;document.body.append(s)};' +
  "setTimeout(go,3000);" +
  'new PerformanceObserver((list,o)=>{if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go,0)}}).observe({type:"paint",buffered:true})}';

/** The route file a prerendered page was rendered by (the not-found page's route has no page path). */
export function routeFileOf(html: string, file = "page"): string {
  const boot = MODULE_SCRIPT.exec(html)?.[1];
  if (boot === undefined) throw new Error(`${file}: no React Router module script`);
  const { routes } = readBootstrap(boot, []);
  const id = routes.at(-1)?.[0] ?? "";
  return routeFiles.get(id) ?? `${id}.tsx`;
}

export const hydratesWhole = (html: string, file = "page") => WHOLE_PAGE_ROUTES.has(routeFileOf(html, file));

/**
 * One page without React Router's scripts: its context, streamed loader data, module preloads and
 * module script are taken out (React's Suspense boundaries filled first), and the islands' entry
 * is loaded by ISLANDS_LOADER, at the end of <body>, after the first paint. Returns the page and
 * the inline scripts it still runs (CSP).
 */
export function islandPage(html: string, entryHref: string, file = "page"): { html: string; scripts: string[] } {
  const scripts: string[] = [];
  const rewritten = fillBoundaries(html, file)
    .replace(INLINE_SCRIPT, (match, attrs: string, body: string) => {
      if (/type="application\/(ld\+)?json"/.test(attrs)) return match; // data, never run
      if (/type="module"/.test(attrs) || body.startsWith("window.__reactRouterContext")) return "";
      scripts.push(body);
      return match;
    })
    .replace(MODULEPRELOAD, "")
    .replace(
      "</body>",
      `<script type="speculationrules">${SPECULATION_RULES}</script><script data-entry="${entryHref}">${ISLANDS_LOADER}</script></body>`,
    );
  scripts.push(SPECULATION_RULES, ISLANDS_LOADER);
  if (rewritten.includes("__reactRouter")) throw new Error(`${file}: React Router's scripts are still in the page`);
  return { html: rewritten, scripts };
}

const app = (file: string) => fileURLToPath(new URL(`../app/${file}`, import.meta.url));

/**
 * The framework islands run React's components on preact/compat (≈ 7 KB rather than React DOM's
 * 66): React's names resolve to Preact's, the hook that tells a first render from the next
 * to the islands' own (app/hooks/use-hydrated-island.ts), and React Router's `Link` to a plain
 * link (app/islands/page-link.tsx: no router runs on such a page). The pages are still rendered by React.
 */
const PREACT_AS_REACT = [
  { find: /^~\/hooks\/use-hydrated$/, replacement: app("hooks/use-hydrated-island.ts") },
  { find: /^react-router$/, replacement: app("islands/page-link.tsx") },
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: "preact/compat/jsx-runtime" },
  { find: /^react(-dom)?$/, replacement: "preact/compat" },
  { find: /^~\//, replacement: `${app("")}` },
];

/** The framework islands (app/islands/island-*.tsx), by the name on their marker. */
const FRAMEWORK_ISLANDS = {
  "contact-form": "islands/island-contact-form.tsx",
  "application-form": "islands/island-application-form.tsx",
  "referral-form": "islands/island-referral-form.tsx",
  "article-list": "islands/island-article-list.tsx",
  newsletter: "islands/island-newsletter.tsx",
};

type Built = Awaited<ReturnType<typeof build>>;
function chunksOf(output: Built) {
  const [result] = Array.isArray(output) ? output : [output];
  return result && "output" in result ? result.output.filter((o) => o.type === "chunk") : [];
}

const common = (client: string, root: string) => ({
  configFile: false as const,
  logLevel: "warn" as const,
  root,
  build: {
    outDir: client,
    emptyOutDir: false,
    copyPublicDir: false,
    minify: true,
    target: "es2022",
    modulePreload: false,
  },
});

/**
 * The framework islands, each a chunk of its own with what it imports (Preact, the form's code)
 * and the forms' lazily loaded checker: a build apart from the entry's, so the entry shares no
 * chunk with them and a page without a form loads one script. Returns each island's URL.
 */
async function bundleFrameworkIslands(client: string, root: string): Promise<Record<string, string>> {
  const base = common(client, root);
  const input = Object.fromEntries(
    Object.entries(FRAMEWORK_ISLANDS).map(([name, file]) => [`island-${name}`, app(file)]),
  );
  const chunks = chunksOf(
    await build({
      ...base,
      plugins: [sampleFreeConfig(root), siteConfigSwap(root), lazyModules(root, LAZY_MODULES), contentData(root)],
      resolve: { alias: PREACT_AS_REACT },
      define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()), "process.env.NODE_ENV": '"production"' },
      build: {
        ...base.build,
        rollupOptions: {
          input,
          // Each island's chunk keeps its export (`hydrate`), which the entry calls.
          preserveEntrySignatures: "exports-only",
          output: {
            entryFileNames: "assets/[name]-[hash].js",
            chunkFileNames: "assets/[name]-[hash].js",
            format: "es",
          },
        },
      },
    }),
  );
  return Object.fromEntries(
    Object.keys(FRAMEWORK_ISLANDS).map((name) => {
      const chunk = chunks.find((c) => c.isEntry && c.name === `island-${name}`);
      if (!chunk) throw new Error(`island ${name}: no chunk`);
      return [name, `/${chunk.fileName}`];
    }),
  );
}

/** `virtual:islands` for the entry: each framework island's URL, by name. */
const islandUrls = (urls: Record<string, string>): Plugin => ({
  name: "island-urls",
  resolveId: (id) => (id === "virtual:islands" ? "\0virtual:islands" : undefined),
  load: (id) => (id === "\0virtual:islands" ? `export default ${JSON.stringify(urls)};` : undefined),
});

/**
 * app/islands/entry.ts bundled and minified into client/assets/ (its file name carries its hash),
 * after the framework islands, whose chunks it loads only on a page that has one. Returns the
 * entry's URL.
 */
export async function bundleIslands(client: string, root: string): Promise<string> {
  const urls = await bundleFrameworkIslands(client, root);
  const base = common(client, root);
  const chunks = chunksOf(
    await build({
      ...base,
      plugins: [islandUrls(urls)],
      resolve: { alias: { "~": fileURLToPath(new URL("../app", import.meta.url)) } },
      build: {
        ...base.build,
        rollupOptions: {
          input: { islands: app("islands/entry.ts") },
          output: { entryFileNames: "assets/[name]-[hash].js", format: "es" },
        },
      },
    }),
  );
  if (chunks.length !== 1) throw new Error(`app/islands/entry.ts bundled into ${chunks.length} chunks, not one`);
  return `/${chunks[0]!.fileName}`;
}

/** A script's file name where a page, a stylesheet or another script loads it ("/assets/x-1.js", "./x-1.js"). */
const SCRIPT_NAME = /[\w.-]+\.js\b/g;

/**
 * React Router's client scripts that no page loads (every page has islands only: its route modules,
 * entry and manifest) leave client/assets/, with their compressed copies: the output holds only
 * what a visitor's browser may run, and on a real origin no script holds a page's words or a sample
 * that the page left out. A script is kept when a page, a stylesheet, a file outside assets/ (the
 * editor's) or a kept script names it. Returns the names removed.
 */
export async function dropUnloadedScripts(client: string): Promise<string[]> {
  const assets = path.join(client, "assets");
  const files = (await readdir(client, { recursive: true })).filter((f) => /\.(html|css|js)$/.test(f));
  const scripts = new Set(
    files.filter((f) => path.dirname(f) === "assets" && f.endsWith(".js")).map((f) => path.basename(f)),
  );
  const queue = files.filter((f) => !(path.dirname(f) === "assets" && f.endsWith(".js")));
  const kept = new Set<string>();
  while (queue.length > 0) {
    const text = await readFile(path.join(client, queue.pop()!), "utf8");
    for (const [name] of text.matchAll(SCRIPT_NAME))
      if (scripts.has(name) && !kept.has(name)) {
        kept.add(name);
        queue.push(path.join("assets", name));
      }
  }
  const dropped = [...scripts].filter((name) => !kept.has(name));
  for (const name of dropped)
    for (const copy of ["", ".br", ".gz"]) await rm(path.join(assets, name + copy), { force: true });
  return dropped;
}
