/**
 * npm test: every check, in two stages. First what needs only the sources (tsc, ESLint and
 * Prettier, the unit tests, and the build), then what needs the build (the HTML check, the audit,
 * the stock-output check with its own build, and the browser suite). The checks of a stage run side
 * by side, so that both cores stay busy: the browser suite's output is shown as it runs, the
 * others' whole when each ends. The first failure stops the run. Last, the time of each step.
 *
 * Each step is also an npm script of its own (npm run typecheck, lint, test:unit, build,
 * validate:html, audit, test:stock, test:e2e).
 */
import { spawn } from "node:child_process";

const STAGES = [
  ["typecheck", "lint", "test:unit", "build"],
  ["validate:html", "audit", "test:stock", "test:e2e"],
];
/** The step whose output is shown as it comes: the longest. */
const LIVE = "test:e2e";

const times = [];
const children = new Set();

/** Runs `npm run <script>`; its output (both streams, in order) is printed when it ends, unless it is LIVE. */
function run(script) {
  const started = performance.now();
  const live = script === LIVE;
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script], {
      stdio: live ? "inherit" : ["ignore", "pipe", "pipe"],
      env: process.env,
      // A process group of its own, so that stopping it stops what it started (Chromium, servers).
      detached: true,
    });
    children.add(child);
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => {
      children.delete(child);
      const seconds = (performance.now() - started) / 1000;
      times.push([script, seconds]);
      if (!live) process.stdout.write(`\n> npm run ${script}\n${output}`);
      console.log(`\n${code === 0 ? "passed" : "FAILED"}: npm run ${script} (${seconds.toFixed(0)} s)`);
      resolve(code === 0);
    });
  });
}

/** Stops every step still running, with all it started. */
function stopAll(signal = "SIGTERM") {
  for (const child of children) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
}
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    stopAll(signal);
    process.exit(130);
  });

const start = performance.now();
let ok = true;
for (const stage of STAGES) {
  // A failure stops the steps still running beside it.
  const results = await Promise.all(
    stage.map((script) =>
      run(script).then((passed) => {
        if (!passed && ok) {
          ok = false;
          stopAll();
        }
        return passed;
      }),
    ),
  );
  if (results.includes(false)) break;
}
console.log(
  `\n${ok ? "All checks passed" : "A check failed"} on node ${process.version} in ${((performance.now() - start) / 1000).toFixed(0)} s:`,
);
for (const [script, seconds] of times) console.log(`  ${script.padEnd(14)} ${seconds.toFixed(0).padStart(4)} s`);
process.exit(ok ? 0 : 1);
