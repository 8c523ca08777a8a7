/**
 * npm run bench:touch [-- --runs N] [--no-build] [--only menu-home,finder] [--compare DIR] [--port P] [--no-write]
 * (also `npm run bench -- --interactions`, which runs only this)
 *
 * How long a tap waits on a slow phone. Each interaction runs on a freshly loaded page in the
 * tests' Chromium, 412 px wide with touch, the CPU slowed 4× (Emulation.setCPUThrottlingRate,
 * Lighthouse's mobile assumption) once the page has hydrated. Its measure is the longest Event
 * Timing entry (PerformanceObserver "event", durationThreshold 16) of the interaction: from the
 * touch to the next paint. Each column is the median of `--runs` (default 9: single runs scatter by ±30 ms). The runs are
 * interleaved (run 1 of every interaction, then run 2, ...), so a busy moment on a shared machine
 * spreads over all of them instead of spoiling one.
 *
 * --compare DIR also measures another checkout's build (e.g. `git worktree add DIR <commit>` with
 * its own build/client), served on the next port, interleaved with this one: a before/after
 * table from the same machine in the same run. Writes the latest table to docs/benchmarks.md.
 */
import { execFileSync } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import { resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, ensureChromium } from "./chromium.mjs";
import { INTERACTIONS } from "./bench-touch-interactions.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const arg = (name) => {
  const at = process.argv.indexOf(`--${name}`);
  return (
    process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? (at > 0 ? process.argv[at + 1] : undefined)
  );
};
const runs = Number(arg("runs") ?? 9);
const port = Number(arg("port") ?? process.env.BENCH_PORT ?? 4190);
const compareDir = arg("compare") && resolve(arg("compare"));
const only = arg("only")?.split(",");
const interactions = INTERACTIONS.filter((i) => !only || only.includes(i.id));
const CPU_SLOWDOWN = 4;
const SCREEN = { width: 412, height: 823 };
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

if (!process.argv.includes("--no-build")) {
  console.log("Building...");
  // The whole build (`npm run build`: the pages and the server's bundle the benchmark serves them with).
  execFileSync(process.execPath, ["scripts/build.mjs"], { cwd: root, stdio: "ignore" });
}

/** Collects every Event Timing entry from the start; the benchmark reads those after its tap. */
function observeEvents() {
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      window.__events.push({
        name: e.name,
        start: e.startTime,
        duration: e.duration,
        interactionId: e.interactionId,
        processing: e.processingEnd - e.processingStart,
      });
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
}

/**
 * One measurement: the longest event of the interaction, in ms (Event Timing rounds to 8 ms);
 * undefined when the page was no longer waiting for the tap.
 */
async function measure(browser, origin, interaction) {
  const context = await browser.newContext({
    viewport: SCREEN,
    screen: SCREEN,
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(observeEvents);
    await page.goto(origin + encodeURI(interaction.path), { waitUntil: "load" });
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    if (interaction.prepare) await interaction.prepare(page);
    // Let the page settle: two frames and an idle moment, then start from an empty list.
    await page.evaluate(
      () =>
        new Promise((done) =>
          requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(done, { timeout: 500 }))),
        ),
    );
    let point;
    if (interaction.tap) {
      const target = page.locator(interaction.tap).first();
      await target.scrollIntoViewIfNeeded();
      const box = await target.boundingBox();
      point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    }
    const last = interaction.lastEvent ?? "click";
    // One promise in the page that the observer settles: nothing polls while the CPU is slowed.
    const since = await page.evaluate(() => performance.now());
    const reported = page.evaluate(
      ([t, name]) =>
        new Promise((done) => {
          new PerformanceObserver((list, observer) => {
            if (!list.getEntries().some((e) => e.startTime >= t && e.name === name)) return;
            observer.disconnect();
            requestAnimationFrame(() => requestAnimationFrame(done));
          }).observe({ type: "event", durationThreshold: 16 });
          // An event under 16 ms is never reported: after 8 s without one, the tap took less.
          setTimeout(done, 8000);
        }),
      [since, last],
    );
    // The page must still be waiting for the tap (the finder shows a match by itself once typing
    // pauses): a run where it already answered measures nothing, so it is taken again.
    if (interaction.waiting && !(await page.evaluate(interaction.waiting))) return undefined;
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    if (point) await page.touchscreen.tap(point.x, point.y);
    else await page.keyboard.press(interaction.key);
    await reported;
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    if (interaction.check) await interaction.check(page);
    const events = await page.evaluate((t) => window.__events.filter((e) => e.start >= t), since);
    const ids = new Set(events.filter((e) => e.name === last && e.interactionId).map((e) => e.interactionId));
    const mine = events.filter((e) => ids.has(e.interactionId));
    return Math.max(16, ...mine.map((e) => e.duration)); // 16: under the reporting threshold
  } finally {
    await context.close();
  }
}

const loadAtStart = os.loadavg()[0];
const targets = [{ label: "this build", dir: root, port }];
if (compareDir) targets.unshift({ label: `before (${compareDir})`, dir: compareDir, port: port + 1 });
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS.slice(1) });
const servers = [];
const samples = new Map(); // "target|interaction" -> ms[]
try {
  for (const t of targets) {
    const serve =
      // Imported once built: the server's bundle is part of the build (scripts/serve.mjs).
      (await import(pathToFileURL(`${t.dir}/scripts/serve.mjs`).href)).startServer;
    servers.push(await serve({ port: t.port }));
  }
  for (let run = 1; run <= runs; run++) {
    for (const interaction of interactions)
      for (const t of targets) {
        let ms;
        for (let attempt = 1; ms === undefined; attempt++) {
          if (attempt > 5) throw new Error(`${interaction.id}: the page answered before the tap, 5 times`);
          ms = await measure(browser, `http://127.0.0.1:${t.port}`, interaction);
        }
        const key = `${t.label}|${interaction.id}`;
        samples.set(key, [...(samples.get(key) ?? []), ms]);
        console.log(`run ${run}  ${t.label.padEnd(12).slice(0, 12)}  ${interaction.id.padEnd(14)} ${ms} ms`);
      }
  }
} finally {
  await browser.close();
  for (const s of servers) await s.stop();
}

const cell = (xs) => `${median(xs)} ms | ${xs.join(", ")}`;
const header = compareDir
  ? "| interaction | before: median | before: runs (ms) | after: median | after: runs (ms) |\n|---|---|---|---|---|"
  : "| interaction | median | runs (ms) |\n|---|---|---|";
const table = [
  header,
  ...interactions.map((i) => {
    const after = cell(samples.get(`this build|${i.id}`));
    return compareDir
      ? `| ${i.label} | ${cell(samples.get(`${targets[0].label}|${i.id}`))} | ${after} |`
      : `| ${i.label} | ${after} |`;
  }),
].join("\n");
console.log(
  `\n${table}\n\nLoad average: ${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end.`,
);

const chromiumVersion = execFileSync(ensureChromium(), ["--version"], { encoding: "utf8" }).trim();
const section = [
  "## Taps at 4× CPU slowdown",
  "",
  `Latest \`npm run bench:touch\`: ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, ${runs} runs of each interaction, interleaved.`,
  `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, ${chromiumVersion}; load average ${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end (a busy machine scatters the runs).`,
  `Each run: a fresh page ${SCREEN.width} px wide with touch, the CPU slowed ${CPU_SLOWDOWN}× once hydrated, then the tap; the measure is the longest Event Timing entry of the interaction (touch to next paint, in steps of 8 ms). Target: ≤ 100 ms median.`,
  ...(compareDir ? ["", `"Before" is the build in ${compareDir}, measured in the same run.`] : []),
  "",
  table,
  "",
].join("\n");
if (process.argv.includes("--no-write")) process.exit(0);
const docPath = `${root}docs/benchmarks.md`;
const doc = await readFile(docPath, "utf8");
const start = doc.indexOf("## Taps at 4× CPU slowdown");
// The section ends at the next heading or marker comment (another benchmark's section begins there).
const ends = ["\n## ", "\n<!-- "].map((m) => doc.indexOf(m, start + 3)).filter((i) => i > 0);
const updated =
  start < 0
    ? doc.replace("<!-- The section below", `${section}\n<!-- The section below`)
    : doc.slice(0, start) + section + (ends.length ? doc.slice(Math.min(...ends) + 1) : "");
await writeFile(docPath, updated);
console.log("\nWritten to docs/benchmarks.md.");
