/**
 * Every built page through the Nu HTML Checker (vnu, from the vnu-jar package), in one Java run
 * over all the HTML files of build/client. Fails on any error and prints each one (file, line,
 * message, extract). `npm test` runs it after the build; `npm run validate:html` alone.
 *
 * vnu also checks the inline CSS, with a CSS grammar older than the browsers: the messages in
 * CSS_CHECKER_GAPS are about valid, current CSS that Tailwind writes, and are the only ones left
 * out. Any other CSS message still fails.
 */
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureJava } from "./java.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const client = path.join(root, "build/client");

/** vnu's CSS checker does not know these (all valid CSS, all from Tailwind 4). */
export const CSS_CHECKER_GAPS = [
  /^CSS: Unrecognized at-rule “@property”\.?$/, // CSS Properties and Values API (registered custom properties)
  /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\.?$/, // CSS Box Model 4
  /^CSS: Unrecognized at-rule “@container”\.?$/, // CSS Containment 3: container queries (the layout follows the text size)
  /^CSS: “container”: Property “container” doesn't exist\.?$/, // CSS Containment 3: the body is the size container
  /^CSS: “transition-property”: “--[\w-]+” is not a “transition-property” value\.?$/, // custom properties can transition
];

export function htmlFiles(dir = client) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith(".html"))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/** The errors of vnu's JSON report that count (everything but the CSS checker's known gaps). */
export function realErrors(report) {
  return report.messages.filter(
    (m) => m.type !== "info" && !(m.type === "error" && CSS_CHECKER_GAPS.some((gap) => gap.test(m.message))),
  );
}

function main() {
  const files = htmlFiles();
  if (files.length === 0) throw new Error("No HTML in build/client: run `npm run build` first.");
  const java = ensureJava();
  const jar = String(createRequire(import.meta.url)("vnu-jar"));
  const run = spawnSync(java, ["-jar", jar, "--errors-only", "--format", "json", ...files], {
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  if (run.error) throw run.error;
  let report;
  try {
    report = JSON.parse(run.stderr || run.stdout);
  } catch {
    throw new Error(`vnu did not report (exit ${run.status}):\n${run.stderr}${run.stdout}`);
  }
  const errors = realErrors(report);
  if (errors.length === 0) {
    console.log(`vnu: ${files.length} pages, 0 errors.`);
    return;
  }
  for (const m of errors) {
    const file = decodeURI(m.url ?? "")
      .replace(/^file:/, "")
      .replace(client, "build/client");
    console.error(`${file}:${m.lastLine ?? "?"}: ${m.type}: ${m.message}`);
    if (m.extract) console.error(`    ${m.extract.replace(/\s+/g, " ").slice(0, 200)}`);
  }
  const pages = new Set(errors.map((m) => m.url)).size;
  console.error(`\nvnu: ${errors.length} errors on ${pages} of ${files.length} pages.`);
  process.exitCode = 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(String(error instanceof Error ? error.message : error));
    process.exit(1);
  }
}
