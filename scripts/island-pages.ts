/**
 * Pages with islands only (docs/decisions/0029): React Router's scripts leave the page, which is
 * React's prerendered HTML with one module script, the islands' entry (app/islands/entry.ts). A
 * page whose route file is in WHOLE_PAGE_ROUTES still hydrates whole (./page-bootstrap.ts): its
 * interactive parts (forms, the blog's filter beside its newsletter form) are not islands yet.
 */
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { pages } from "../app/pages";
import { fillBoundaries, INLINE_SCRIPT } from "./react-boundaries";
import { readBootstrap } from "./page-bootstrap";

/** Route files (relative to app/) whose pages keep React Router's whole-page hydration. */
export const WHOLE_PAGE_ROUTES: ReadonlySet<string> = new Set([
  "routes/contact.tsx",
  "routes/referrals.tsx",
  "routes/careers.tsx",
  "routes/blog.tsx",
]);

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
 * is loaded at the end of <body>. Returns the page and the inline scripts it still runs (CSP).
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
      `<script type="speculationrules">${SPECULATION_RULES}</script><script type="module" src="${entryHref}"></script></body>`,
    );
  scripts.push(SPECULATION_RULES);
  if (rewritten.includes("__reactRouter")) throw new Error(`${file}: React Router's scripts are still in the page`);
  return { html: rewritten, scripts };
}

/** app/islands/entry.ts bundled and minified into client/assets/ (its file name carries its hash). */
export async function bundleIslands(client: string, root: string): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: "warn",
    root,
    resolve: { alias: { "~": fileURLToPath(new URL("../app", import.meta.url)) } },
    build: {
      outDir: client,
      emptyOutDir: false,
      copyPublicDir: false,
      minify: true,
      target: "es2022",
      modulePreload: false,
      rollupOptions: {
        input: { islands: fileURLToPath(new URL("../app/islands/entry.ts", import.meta.url)) },
        output: { entryFileNames: "assets/[name]-[hash].js", format: "es" },
      },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  const chunks = "output" in result! ? result.output.filter((o) => o.type === "chunk") : [];
  if (chunks.length !== 1) throw new Error(`app/islands/entry.ts bundled into ${chunks.length} chunks, not one`);
  return `/${chunks[0]!.fileName}`;
}
