import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { siteConfigSwap } from "./scripts/site-config.mjs";

/** Unit tests run without the reactRouter() plugin (it would try to build the app). */
export default defineConfig({
  // SITE_CONFIG=<module> runs the tests against another agency's config (scripts/site-config.mjs).
  plugins: [siteConfigSwap(fileURLToPath(new URL(".", import.meta.url)))],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  esbuild: { jsx: "automatic" },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "server/**/*.test.ts"],
    setupFiles: ["vitest.setup.ts"],
    // The first test of a file that reads every page renders all the Markdown (unified): seconds on a busy 2-core machine.
    testTimeout: 30_000,
  },
});
