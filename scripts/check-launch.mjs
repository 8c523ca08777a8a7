/**
 * `npm run check:launch`: lists every placeholder left in the config (app/content/data/, app/content/site.ts) and every
 * article due for review (the rules are in
 * app/lib/build/launch-check.ts) and exits 1 while any remain. With --warn (the build runs it so) it
 * prints the same list as a warning and exits 0.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";
import { siteConfigSwap } from "./site-config.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const warnOnly = process.argv.includes("--warn");

const { module: data } = await runnerImport(path.join(root, "app/content/content-data.server.ts"), {
  configFile: false,
  logLevel: "warn",
});
const { module } = await runnerImport(path.join(root, "app/lib/build/launch-check.ts"), {
  configFile: false,
  logLevel: "warn",
  resolve: { alias: { "~": path.join(root, "app") } },
  // The articles' review dates are read from their Markdown, whose facts count years from the build.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  plugins: [siteConfigSwap(root), data.contentData(root)],
});
const items = module.launchCheck();
const text = module.formatLaunchCheck(items);
console.log(module.whereFormsGo());
if (items.length === 0) console.log(text);
else if (warnOnly)
  console.warn(`\nWARNING: not ready to launch. ${text}\nRun \`npm run check:launch\` before going live.\n`);
else {
  console.error(text);
  process.exitCode = 1;
}
