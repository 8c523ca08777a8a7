/**
 * Rewrites each prerendered page to start with the one page bootstrap (./page-start.ts): React
 * Router's inline scripts become two JSON blocks (data, never run) that the bootstrap reads, the
 * same inline module on every page (one CSP hash). Every shape of React Router's and React's
 * output read here is checked: a change fails the build and names the package that changed.
 */
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { fillBoundaries, INLINE_SCRIPT, installed } from "./react-boundaries";
import { DATA_ID, MODULES_ID, type PageModules } from "./page-data-ids";

const router = () => `React Router ${installed("react-router")} (@react-router/dev ${installed("@react-router/dev")})`;

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
 * Reads React Router's per-page module bootstrap into data. Anything in it this does not
 * understand fails the build (a React Router upgrade that changes its shape must be looked at).
 */
export function readBootstrap(boot: string, preload: string[]): Omit<PageModules, "context"> {
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
        if (!href) throw new Error(`${router()} names a route module it did not import: ${name}`);
        return [JSON.parse(id!) as string, href];
      });
      return "";
    })
    .replace(/import\("([^"]+)"\);?/, (_m, href: string) => {
      entry = href;
      return "";
    });
  if (rest.trim() || !entry || routes.length !== named.size) {
    throw new Error(
      `${router()} changed the module script it writes into each page (unexpected shape; ` +
        `scripts/page-bootstrap.ts reads its imports, window.__reactRouterRouteModules and the entry):\n${boot}`,
    );
  }
  return { preload, imports, routes, entry };
}

/**
 * Rewrites one prerendered page to start with `bootstrap` (bundlePageStart): React's boundaries filled, React
 * Router's scripts emptied into the two JSON blocks, its module preloads left to the bootstrap.
 * Returns the page and the bodies of the inline scripts it still runs (for the CSP's hashes).
 */
export function bootstrapPage(html: string, bootstrap: string, file = "page"): { html: string; scripts: string[] } {
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
      if (!json)
        throw new Error(
          `${file}: ${router()} changed its context script (unexpected shape; ` +
            `scripts/page-bootstrap.ts, CONTEXT_SCRIPT, expects window.__reactRouterContext and its stream):\n${body}`,
        );
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
  if (context === undefined)
    throw new Error(`${file}: ${router()} wrote no context script (window.__reactRouterContext)`);
  // React Router's context (window.__reactRouterContext, without its stream) travels with the modules.
  const modules: PageModules = { context: context as PageModules["context"], ...readBootstrap(boot, preloads) };
  // No "async": React 19 skips <script async src> while hydrating (a hoisted resource).
  rewritten = rewritten.replace("<!--page-module-->", `<script type="module">${bootstrap}</script>`);
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
  scripts.push(bootstrap, ""); // the bootstrap, and React Router's emptied scripts
  return { html: rewritten, scripts };
}

/** ./page-start.ts bundled and minified into one inline module (its imports included). */
export async function bundlePageStart(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: "warn",
    build: {
      write: false,
      minify: true,
      target: "es2022",
      modulePreload: false,
      lib: { entry: fileURLToPath(new URL("./page-start.ts", import.meta.url)), formats: ["es"], fileName: "start" },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  const chunks = "output" in result! ? result.output.filter((o) => o.type === "chunk") : [];
  if (chunks.length !== 1) throw new Error(`page-start.ts bundled into ${chunks.length} chunks, not one`);
  const code = chunks[0]!.code.trim();
  if (code.includes("</script")) throw new Error('the bundled page bootstrap contains "</script"');
  return code;
}
