/**
 * `npm run bench:publish`: from a save to the change on the live page, on the built server
 * (build/server, as `npm run serve` runs it) in a data directory of its own. The content
 * repository is made from this release, then an offer's last day is changed and committed as a
 * staff member would save it, and the time is taken until `/specials` serves the new build (the
 * real build: `react-router build`, niced, into DATA_DIR/builds/<commit>), with the build's peak
 * memory (resident set, from /usr/bin/time). Goal: 60 s. It reports; it never fails the tests.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
if (!existsSync(path.join(root, "build/server/index.js"))) throw new Error("No build: run `npm run build` first.");
const { startServer } = await import(path.join(root, "build/server/index.js"));

const dataDir = mkdtempSync(path.join(tmpdir(), "bench-publish-"));
const server = await startServer({ port: 0, dataDir });
// An offer the pages show (the referral credit stays off every page until a lawyer signs it off).
const OFFER = "app/content/data/offers/en/companion-first-week.yml";
try {
  let started = performance.now();
  await server.repo.ensure();
  const made = performance.now() - started;
  const file = path.join(server.repo.dir, OFFER);
  const day = "2031-12-31";
  writeFileSync(file, readFileSync(file, "utf8").replace(/^ends: .*$/m, `ends: ${day}`));
  started = performance.now();
  const commit = await server.repo.commit(
    [OFFER],
    { name: "Bench Editor", email: "bench@example.com" },
    "Offers: companion first week (ends 2031-12-31)",
  );
  await server.publisher.publish();
  const state = server.publisher.state();
  const page = await fetch(`${server.origin}/specials`).then((r) => r.text());
  const live = performance.now() - started;
  if (!state.last?.ok) throw new Error(`the build failed:\n${state.last?.problems.join("\n")}`);
  if (state.live !== commit) throw new Error("the new build is not the live one");
  const shown = page.includes("2031");
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  const peak = state.last.peakKb ? `${Math.round(state.last.peakKb / 1024)} MB` : "not measured (no /usr/bin/time)";
  console.log(`
| What | Measured | Goal |
| --- | --- | --- |
| Content repository made from the release (first start only) | ${seconds(made)} | |
| Save → live (commit, niced build, swap, /specials answered) | ${seconds(live)} | 60 s |
| The build's peak memory (resident) | ${peak} | |
| /specials shows the new last day | ${shown ? "yes" : "NO"} | yes |

${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GB, load ${loadavg()[0].toFixed(2)} at the end.`);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
