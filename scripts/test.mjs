/**
 * npm test: every check, in stages. The checks of one stage run side by side (tsc, ESLint and
 * Prettier are each mostly one core while the unit tests take the rest; the HTML check, the audit
 * and the stock-output check, with its own build, need only the site's build), each one's output
 * is printed whole when it ends, and the first failure stops the run. Last, the time of each step.
 *
 * Each step is also an npm script of its own (npm run typecheck, lint, test:unit, build,
 * validate:html, test:e2e, audit, test:stock).
 */
import { spawn } from "node:child_process";

const STAGES = [["typecheck", "lint", "test:unit"], ["build"], ["validate:html", "audit", "test:stock"], ["test:e2e"]];

const times = [];

/** Runs `npm run <script>`; its output (both streams, in order) is printed when it ends. */
function run(script, alone) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script], {
      stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"],
      env: process.env,
    });
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => {
      const seconds = (performance.now() - started) / 1000;
      times.push([script, seconds]);
      if (!alone) process.stdout.write(`\n> npm run ${script}\n${output}`);
      console.log(`\n${code === 0 ? "passed" : "FAILED"}: npm run ${script} (${seconds.toFixed(0)} s)`);
      resolve(code === 0);
    });
  });
}

const start = performance.now();
let ok = true;
for (const stage of STAGES) {
  const results = await Promise.all(stage.map((script) => run(script, stage.length === 1)));
  if (results.includes(false)) {
    ok = false;
    break;
  }
}
console.log(
  `\n${ok ? "All checks passed" : "A check failed"} in ${((performance.now() - start) / 1000).toFixed(0)} s:`,
);
for (const [script, seconds] of times) console.log(`  ${script.padEnd(14)} ${seconds.toFixed(0).padStart(4)} s`);
process.exit(ok ? 0 : 1);
