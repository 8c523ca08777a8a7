import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { siteConfigSwap } from "./scripts/site-config.mjs";
import { contentData } from "./app/content/content-data.server.ts";
import { INFRASTRUCTURE_FAILURE, loadFactor } from "./e2e/machine-load.ts";
import { RetriedReporter } from "./e2e/retried-reporter.ts";

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

/**
 * On a busy machine (the load per core when the run starts, e2e/machine-load.ts) each test's limit
 * grows with it, and each file visits fewer pages at once: three warm tabs side by side on an idle
 * machine, one when the machine is already over three times busier than its cores.
 */
const LOAD = loadFactor();
const PAGES_AT_ONCE = LOAD > 3 ? 1 : LOAD > 1.5 ? 2 : 3;
if (LOAD > 1)
  console.log(
    `The machine is busy (load ${LOAD.toFixed(1)} per core): limits ×${LOAD.toFixed(1)}, ${PAGES_AT_ONCE} page(s) at a time per file.`,
  );

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
    maxConcurrency: PAGES_AT_ONCE,
    testTimeout: Math.round(60_000 * LOAD),
    hookTimeout: Math.round(60_000 * LOAD),
    // Once, and only when Chromium itself failed; the reporter says which test and why.
    retry: { count: 1, condition: INFRASTRUCTURE_FAILURE },
    reporters: ["default", new RetriedReporter()],
    chaiConfig: { truncateThreshold: 200 },
  },
});
