import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { LAZY_MODULES, lazyModules } from "./scripts/lazy-module.mjs";
import { siteConfigSwap } from "./scripts/site-config.mjs";
import { contentData } from "./app/content/content-data.server.ts";

const ALL = ["admin/**/*.test.ts", "app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "server/**/*.test.{ts,tsx}"];
/** Tests that render components or touch `document`: the only ones that pay for jsdom. */
const DOM = [
  "app/**/*.test.tsx",
  "app/components/forms/form-values.test.ts",
  "app/components/forms/photo-shrink.test.ts",
  "app/hooks/use-page-lang.test.ts",
  "app/lib/browser/header/dropdown.test.ts",
  "app/lib/browser/header/phone-menu.test.ts",
  "app/lib/browser/slideshow.test.ts",
  "server/office/browser/office-script.test.ts",
];

/** Tests that replace a module (vi.mock): each keeps modules of its own, so the mock reaches no other file. */
const MOCKS = ["app", "scripts", "server"]
  .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: "utf8" }).map((file) => `${dir}/${file}`))
  .filter((file) => /\.test\.tsx?$/.test(file) && readFileSync(file, "utf8").includes("vi.mock("));

/** Unit tests run without the reactRouter() plugin (it would try to build the app). */
export default defineConfig({
  // SITE_CONFIG=<module> runs the tests against another agency's config (scripts/site-config.mjs).
  plugins: [
    siteConfigSwap(fileURLToPath(new URL(".", import.meta.url))),
    lazyModules(fileURLToPath(new URL(".", import.meta.url)), LAZY_MODULES),
    contentData(fileURLToPath(new URL(".", import.meta.url))),
  ],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  test: {
    // The first test of a file that reads every page renders all the Markdown (unified): seconds on a busy 2-core machine.
    testTimeout: 30_000,
    // Set-ups that start a real server (a temp build, SQLite, SMTP) take seconds on a busy machine.
    hookTimeout: 30_000,
    projects: [
      // A worker's files share its modules and its jsdom (no isolation: the content and the Markdown
      // are loaded, and jsdom set up, once per worker, not once per file); none keeps state between
      // files, and they pass in any order of files (checked with --sequence.shuffle.files).
      {
        extends: true,
        test: { name: "node", environment: "node", include: ALL, exclude: [...DOM, ...MOCKS], isolate: false },
      },
      {
        extends: true,
        test: {
          name: "dom",
          environment: "jsdom",
          include: DOM,
          exclude: MOCKS,
          isolate: false,
          setupFiles: ["vitest.setup.ts"],
        },
      },
      {
        extends: true,
        test: { name: "mocks", environment: "jsdom", include: MOCKS, setupFiles: ["vitest.setup.ts"] },
      },
    ],
  },
});
