import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { DEFERRED_PARTS_MARKER, deferredPartsCss } from "./app/lib/deferred-parts.ts";
import { LAZY_MODULES, lazyModules } from "./scripts/lazy-module.mjs";
import { siteConfigSwap } from "./scripts/site-config.mjs";
import { contentData } from "./app/content/content-data.server.ts";
import { adminEditor, withoutDecapRouter } from "./scripts/admin.ts";

/**
 * The small modules nearly every page uses (ui primitives, the page frame, language, config)
 * go into one chunk: a dozen tiny files each pay gzip's overhead and lose its shared dictionary
 * (≈ 1 KB per page). Page-specific code (forms, finder, slideshow) keeps its own chunks.
 */
const SHARED =
  /\/app\/(components\/ui\/(?!star-rating)|components\/(page-hero|json-ld|call-to-action|layout\/(not-found-screen|emergency-line))\.tsx|components\/art\/art\.tsx|hooks\/use-(hydrated|current-page|page-lang)|lib\/(page-data|route-meta|meta|contact|config-line|delivery|browser\/(hydration|after-paint|keys))\.ts|i18n\/(?!dates)|pages\.ts|content\/(site|facts|catalog|navigation)\.ts)/;

/** Writes the deferred parts' rules (app/lib/deferred-parts.ts) into app.css, before Tailwind reads it. */
const deferredParts: Plugin = {
  name: "deferred-parts",
  enforce: "pre",
  transform(code, id) {
    if (!id.split("?")[0]!.endsWith("/app/app.css")) return;
    if (!code.includes(DEFERRED_PARTS_MARKER)) throw new Error(`app.css lost its marker ${DEFERRED_PARTS_MARKER}`);
    return code.replace(DEFERRED_PARTS_MARKER, deferredPartsCss(process.env.STOCK_OUTPUT === "1"));
  },
};

export default defineConfig({
  plugins: [
    siteConfigSwap(fileURLToPath(new URL(".", import.meta.url))),
    lazyModules(fileURLToPath(new URL(".", import.meta.url)), LAZY_MODULES),
    contentData(fileURLToPath(new URL(".", import.meta.url))),
    adminEditor(fileURLToPath(new URL(".", import.meta.url))),
    withoutDecapRouter(),
    deferredParts,
    tailwindcss(),
    reactRouter(),
  ],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  server: { host: "127.0.0.1" },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  environments: {
    client: {
      build: {
        rollupOptions: {
          // app/pages.ts reads the area files' YAML for React Router's route list (content/area-files.ts),
          // which the browser never calls: the parser, whose modules set properties at their top level,
          // stays out of the pages' JavaScript.
          treeshake: { moduleSideEffects: (id: string) => !/[\\/]node_modules[\\/]yaml[\\/]/.test(id) },
          output: {
            manualChunks: (id: string) => (SHARED.test(id) && !id.includes(".server.") ? "shared" : undefined),
          },
        },
      },
    },
  },
});
