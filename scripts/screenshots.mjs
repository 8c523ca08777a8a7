/**
 * Screenshots of pages as visitors see them, at phone (320 and 390 px) and desktop (1280 px) widths, in
 * both languages: `node scripts/screenshots.mjs [/path ...]` (default: home) -> .screenshots/.
 * Needs a build (`npm run build`). Options: --full (whole page), --menu (open the mobile menu),
 * --dropdown=services|areas|contact (open a desktop menu).
 */
import { mkdir } from "node:fs/promises";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, ensureChromium } from "./chromium.mjs";
import { startServer } from "./serve.mjs";

const args = process.argv.slice(2);
const paths = args.filter((a) => a.startsWith("/"));
const full = args.includes("--full");
const menu = args.includes("--menu");
const dropdown = args.find((a) => a.startsWith("--dropdown="))?.split("=")[1];

const server = await startServer({ port: 4174 });
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
await mkdir(".screenshots", { recursive: true });
try {
  for (const path of paths.length ? paths : ["/"]) {
    for (const lang of ["en", "es"]) {
      for (const width of [320, 390, 1280]) {
        const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 } });
        const page = await context.newPage();
        const url = lang === "es" ? (path === "/" ? "/es" : `/es${path}`) : path;
        await page.goto(server.origin + url, { waitUntil: "networkidle" });
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        if (menu && width < 1024) await page.locator("#mobile-menu > summary").click();
        if (dropdown && width >= 1024)
          await page
            .locator("header nav details > summary")
            .nth(["services", "areas", "contact"].indexOf(dropdown))
            .click();
        const file = `.screenshots/${(url.replace(/[^a-z0-9]+/gi, "_") || "_").replace(/^_+|_+$/g, "") || "home"}-${width}${menu ? "-menu" : ""}${dropdown ? `-${dropdown}` : ""}.png`;
        await page.screenshot({ path: file, fullPage: full });
        console.log(file);
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  server.stop();
}
