/**
 * npm run bench [-- --pages /,/es,/about] [--runs N] [--no-build] [--port P]
 * npm run bench -- --interactions [...]: only the taps at 4× CPU slowdown (scripts/bench-touch.mjs)
 * npm run bench -- --photos [...]: the site built in a copy of the project with photos (a 4000 × 3000
 *   phone JPEG on the first home slide, others on About and careers: scripts/sample-photos.ts)
 *
 * Each page is measured three times by default and each column is the median of its runs: one
 * Lighthouse run on a shared machine varies by tens of milliseconds of blocking time, and
 * Lighthouse's own guide (docs/variability.md) measures with the median of several runs.
 * --runs 1 is a quick look (about a third of the ≈ 50 minutes).
 *
 * Builds the site (with its canonical origin set to the local server, so Lighthouse's SEO audit
 * judges canonical links as on the real domain), serves it the way `npm start` does, and runs
 * Lighthouse (mobile, default simulated throttling) in the tests' Chromium over every page in
 * both languages. Prints a table per page, then the median and the worst of each column, and
 * writes the table to docs/benchmarks.md. It reports; it never fails on a score. "img KB" is what
 * the page's images weigh as the phone loads it, before any scroll (Lighthouse's requests).
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import { fileURLToPath, pathToFileURL } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, ensureChromium } from "./chromium.mjs";
import {
  FORM_ISLANDS_JS_BUDGET,
  hasFrameworkIsland,
  hydratesWhole,
  htmlFile,
  ISLANDS_JS_BUDGET,
  JS_BUDGET,
  pageWeight,
} from "./page-weight.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const arg = (name) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ??
  (process.argv.includes(`--${name}`) ? process.argv[process.argv.indexOf(`--${name}`) + 1] : undefined);
const PORT = Number(arg("port") ?? process.env.BENCH_PORT ?? 4180);
const ORIGIN = `http://127.0.0.1:${PORT}`;

if (process.argv.includes("--interactions")) {
  await import("./bench-touch.mjs"); // reads the same arguments
  process.exit(0);
}

const runs = Number(arg("runs") ?? 3);
const withPhotos = process.argv.includes("--photos");
/** The project built and served: this one, or with --photos a copy of it with sample photos. */
let project = root;
let removeProject = () => {};
if (withPhotos) {
  const { tempProject } = await import("../e2e/temp-project.ts");
  const { addSamplePhotos } = await import("./sample-photos.ts");
  const copy = tempProject("bench-photos");
  [project, removeProject] = [`${copy.dir}/`, copy.remove];
  await addSamplePhotos(copy.dir, [
    { id: "bench-hero", place: "home.family", alt: { en: "Sample photo", es: "Foto de muestra" } },
    { id: "bench-about", place: "about", alt: { en: "Sample photo", es: "Foto de muestra" } },
    { id: "bench-careers", place: "careers", alt: { en: "Sample photo", es: "Foto de muestra" } },
  ]);
}
if (!process.argv.includes("--no-build") || withPhotos) {
  console.log(`Building with the local origin${withPhotos ? ", with sample photos" : ""}...`);
  // The whole build (`npm run build`: the pages and the server's bundle the benchmark serves them with).
  execFileSync(process.execPath, ["scripts/build.mjs"], {
    cwd: project,
    stdio: "ignore",
    env: { ...process.env, VITE_SITE_ORIGIN: ORIGIN },
  });
}
const sitemap = execFileSync("cat", [`${project}build/client/sitemap.xml`], { encoding: "utf8" });
const allPages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
  decodeURI(new URL(m[1].replace(/&apos;/g, "'")).pathname),
);
const pages = arg("pages") ? arg("pages").split(",") : allPages;

const chromePath = ensureChromium();
// Imported once built: the server's bundle is part of the build (scripts/serve.mjs).
const { startServer } = await import(pathToFileURL(`${project}scripts/serve.mjs`).href);
const server = await startServer({ port: PORT, buildDir: `${project}build` });
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: CHROMIUM_ARGS.map((f) => (f === "--headless" ? "--headless=new" : f)),
});
/** One Lighthouse run; a run that fails (a rare, transient protocol error here) is tried twice more. */
async function audit(path) {
  let lhr;
  for (let attempt = 0; attempt < 3; attempt++) {
    ({ lhr } = await lighthouse(ORIGIN + encodeURI(path), {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      skipAudits: ["screenshot-thumbnails", "final-screenshot", "full-page-screenshot"],
    }));
    if (!lhr.runtimeError && lhr.categories.performance.score !== null) return lhr;
    console.warn(`  ${path}: Lighthouse run failed (${lhr.runtimeError?.code ?? "no score"}), trying again`);
  }
  return lhr;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

const rows = [];
try {
  for (const path of pages) {
    const samples = [];
    for (let i = 0; i < runs; i++) {
      const lhr = await audit(path);
      const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
      const requests = lhr.audits["network-requests"]?.details?.items ?? [];
      samples.push({
        perf: lhr.categories.performance.score * 100,
        a11y: lhr.categories.accessibility.score * 100,
        bp: lhr.categories["best-practices"].score * 100,
        seo: lhr.categories.seo.score * 100,
        lcp: metric("largest-contentful-paint") / 1000,
        fcp: metric("first-contentful-paint") / 1000,
        tbt: metric("total-blocking-time"),
        cls: metric("cumulative-layout-shift"),
        kb: metric("total-byte-weight") / 1024,
        js:
          requests.filter((r) => r.resourceType === "Script").reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
        img:
          requests.filter((r) => r.resourceType === "Image").reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
        failing: Object.values(lhr.audits)
          .filter(
            (a) =>
              a.score !== null &&
              a.score < 0.9 &&
              a.scoreDisplayMode !== "informative" &&
              a.scoreDisplayMode !== "manual",
          )
          .map((a) => a.id),
      });
    }
    const client = `${project}build/client`;
    const html = await readFile(htmlFile(client, path), "utf8");
    const type = hydratesWhole(html) ? "whole" : hasFrameworkIsland(html) ? "form" : "islands";
    const row = {
      path,
      failing: samples.at(-1).failing,
      build: pageWeight(client, path).js / 1024,
      // The page's type and its JavaScript budget (e2e/budgets.e2e.ts): islands only, a form island, or whole.
      type,
      budget: { whole: JS_BUDGET, form: FORM_ISLANDS_JS_BUDGET, islands: ISLANDS_JS_BUDGET }[type] / 1024,
    };
    for (const key of ["perf", "a11y", "bp", "seo", "lcp", "fcp", "tbt", "cls", "kb", "js", "img"])
      row[key] = median(samples.map((s) => s[key]));
    rows.push(row);
    console.log(format(row));
  }
} finally {
  await chrome.kill();
  await server.stop();
  removeProject();
}

function format(r) {
  return `| ${r.path} | ${r.perf.toFixed(0)} | ${r.a11y.toFixed(0)} | ${r.bp.toFixed(0)} | ${r.seo.toFixed(0)} | ${r.lcp.toFixed(2)} | ${r.fcp.toFixed(2)} | ${r.tbt.toFixed(0)} | ${r.cls.toFixed(3)} | ${r.kb.toFixed(0)} | ${r.js.toFixed(1)} | ${r.build.toFixed(1)} | ${r.type ?? ""} | ${r.budget?.toFixed(0) ?? ""} | ${r.img.toFixed(0)} |`;
}

/** The reference page: a lean WordPress 6 page measured in one Lighthouse run beside ours (mobile, median of 3). */
const WORDPRESS =
  "Reference, a lean WordPress 6 page in the same kind of run: 64 KB in all, 9 KB of JavaScript, LCP 1.48 s.";
const header =
  "| page | perf | a11y | best pr. | SEO | LCP s | FCP s | TBT ms | CLS | total KB | JS KB (Lighthouse) | JS gzip KB (build) | type | JS budget KB | img KB |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|";
const summary = (label, pick) => {
  const r = { path: `**${label}**` };
  for (const key of ["perf", "a11y", "bp", "seo"])
    r[key] = pick(
      rows.map((x) => x[key]),
      "min",
    );
  for (const key of ["lcp", "fcp", "tbt", "cls", "kb", "js", "build", "img"])
    r[key] = pick(
      rows.map((x) => x[key]),
      "max",
    );
  return format(r);
};
const table = [
  header,
  ...rows.map(format),
  summary("median", (xs) => median(xs)),
  summary("worst", (xs, dir) => (dir === "min" ? Math.min(...xs) : Math.max(...xs))),
].join("\n");
const failing = [...new Set(rows.flatMap((r) => r.failing))];
console.log(`\n${table}\n\nAudits below 0.9 anywhere: ${failing.join(", ") || "none"}`);

const chromium = execFileSync(chromePath, ["--version"], {
  encoding: "utf8",
  stdio: ["ignore", "pipe", "ignore"],
}).trim();
const lhVersion = JSON.parse(execFileSync("npm", ["ls", "lighthouse", "--json"], { cwd: root, encoding: "utf8" }))
  .dependencies.lighthouse.version;
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.type()} ${os.release()}, Node ${process.version}, ${chromium}, Lighthouse ${lhVersion}`;
// The taps' section (scripts/bench-touch.mjs) is kept as it was.
const previous = existsSync(`${root}docs/benchmarks.md`) ? await readFile(`${root}docs/benchmarks.md`, "utf8") : "";
const tapsAt = previous.indexOf("## Taps at 4× CPU slowdown");
const tapsEnd = previous.indexOf("\n<!-- The section below", tapsAt);
const taps = tapsAt < 0 ? "" : previous.slice(tapsAt, tapsEnd < 0 ? undefined : tapsEnd).trim();
const notes = (await readFile(`${root}docs/benchmark-notes.md`, "utf8")).replace(
  /^# .*\n/,
  "## What holds the targets back\n",
);
// The figures of `npm run bench:server` (scripts/bench-server.mjs) stay where they are.
const serverSection = /<!-- server-benchmark:start -->[\s\S]*<!-- server-benchmark:end -->/.exec(previous)?.[0];
await writeFile(
  `${root}docs/benchmarks.md`,
  [
    "# Benchmark",
    "",
    `Latest \`npm run bench${withPhotos ? " -- --photos" : ""}\`: ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, ${pages.length} pages, ${runs} run(s) each (median).`,
    `Machine: ${machine}.`,
    "Lighthouse mobile preset, simulated throttling; served by `scripts/serve.mjs` (as `npm start`).",
    "",
    'Targets (every page): Lighthouse 100 / 100 / 100 / 100, LCP ≤ 0.9 s, CLS 0, TBT 0 ms; JavaScript (gzip) ≤ 20 KB on a page with islands only, ≤ 36 KB with a framework island (a form, the list of articles: the goal 70, the stretch 30); ≤ 300 KB in all (the build column is what e2e/budgets.e2e.ts checks; "type" and "JS budget KB" say which budget a page has).',
    "",
    WORDPRESS,
    "",
    table,
    "",
    `Audits scoring below 0.9 on some page: ${failing.join(", ") || "none"}.`,
    "",
    ...(serverSection ? [serverSection, ""] : []),
    ...(taps ? [taps, ""] : []),
    "<!-- The section below is docs/benchmark-notes.md, copied by the benchmark: edit it there. -->",
    "",
    notes.trim(),
    "",
  ].join("\n"),
);
console.log(
  "\nWritten to docs/benchmarks.md. Rebuild with `npm run build` before deploying (this build used the local origin).",
);
