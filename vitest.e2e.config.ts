import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { siteConfigSwap } from "./scripts/site-config.mjs";
import { contentData } from "./scripts/content-data.ts";

/**
 * Browser tests against the built site (npm run build first). One Chromium and one server for the
 * whole run, started in e2e/global-setup.ts; two files at a time (a file often waits on the
 * browser or a build, so two keep a 2-core machine busy: 515 s one by one, 417 s two by two, no
 * faster three by three). Every file has its own browser contexts and finds its own requests and
 * e-mails by the values it typed, so none depends on another's state.
 */
/**
 * The files that take longest start first, so that neither worker is left running one alone at
 * the end. Vitest would order a first run (a clean clone has no timings cached) by file size, which
 * put the every-page suite last: 303 s instead of 263 s.
 */
const LONGEST_FIRST = [
  "pages",
  "reflow",
  "live-editor",
  "rebrand",
  "admin",
  "office-staff",
  "page-words-editor",
  "referral",
  "photos-editor",
  "forms-reach-office",
  "focus",
];
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const i = LONGEST_FIRST.findIndex((name) => file.moduleId.endsWith(`/e2e/${name}.e2e.ts`));
      return i < 0 ? LONGEST_FIRST.length : i;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

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
    sequence: { sequencer: LongestFirst },
    globalSetup: ["e2e/global-setup.ts"],
    fileParallelism: true,
    maxWorkers: 2,
    // A worker keeps the modules it has loaded (harness, content, axe) for its next file: no file
    // keeps state in them, and each file connects to the browser and opens its own tabs.
    isolate: false,
    maxConcurrency: 3,
    testTimeout: 60_000,
    chaiConfig: { truncateThreshold: 200 },
    hookTimeout: 60_000,
  },
});
