import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { siteConfigSwap } from "./scripts/site-config.mjs";
import { contentData } from "./scripts/content-data.ts";

/**
 * Browser tests against the built site (npm run build first). One Chromium for the whole run,
 * launched in e2e/global-setup.ts; files run one after another.
 */
export default defineConfig({
  // SITE_CONFIG=<module> runs the tests against another agency's config (scripts/site-config.mjs).
  plugins: [
    siteConfigSwap(fileURLToPath(new URL(".", import.meta.url))),
    contentData(fileURLToPath(new URL(".", import.meta.url))),
  ],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  test: {
    environment: "node",
    include: ["e2e/**/*.e2e.ts"],
    globalSetup: ["e2e/global-setup.ts"],
    fileParallelism: false,
    maxConcurrency: 3,
    testTimeout: 60_000,
    chaiConfig: { truncateThreshold: 200 },
    hookTimeout: 60_000,
  },
});
