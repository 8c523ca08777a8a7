import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { LAZY_MODULES, lazyModules } from "./scripts/lazy-module.mjs";
import { siteConfigSwap } from "./scripts/site-config.mjs";
import { contentData } from "./scripts/content-data.ts";

const ALL = ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "server/**/*.test.ts"];
/** Tests that render components or touch `document`: the only ones that pay for jsdom. */
const DOM = [
  "app/**/*.test.tsx",
  "app/components/forms/form-values.test.ts",
  "app/hooks/use-page-lang.test.ts",
  "app/lib/browser/slideshow.test.ts",
];

/** Unit tests run without the reactRouter() plugin (it would try to build the app). */
export default defineConfig({
  // SITE_CONFIG=<module> runs the tests against another agency's config (scripts/site-config.mjs).
  plugins: [
    siteConfigSwap(fileURLToPath(new URL(".", import.meta.url))),
    lazyModules(fileURLToPath(new URL(".", import.meta.url)), LAZY_MODULES),
    contentData(fileURLToPath(new URL(".", import.meta.url))),
  ],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  esbuild: { jsx: "automatic" },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  test: {
    // The first test of a file that reads every page renders all the Markdown (unified): seconds on a busy 2-core machine.
    testTimeout: 30_000,
    // Set-ups that start a real server (a temp build, SQLite, SMTP) take seconds on a busy machine.
    hookTimeout: 30_000,
    projects: [
      // Node-only tests share each worker's modules (no isolation: the content and the Markdown are
      // loaded once per worker, not once per file); none of them mocks a module or keeps state
      // between files, and they pass in any order of files (checked with --sequence.shuffle.files).
      { extends: true, test: { name: "node", environment: "node", include: ALL, exclude: DOM, isolate: false } },
      { extends: true, test: { name: "dom", environment: "jsdom", include: DOM, setupFiles: ["vitest.setup.ts"] } },
    ],
  },
});
