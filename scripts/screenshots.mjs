/**
 * Screenshots of pages as visitors see them, at phone (320 and 390 px) and desktop (1280 px) widths, in
 * both languages: `node scripts/screenshots.mjs [/path ...]` (default: home) -> .screenshots/.
 * Needs a build (`npm run build`). Options: --full (whole page), --menu (open the mobile menu),
 * --dropdown=services|areas|contact (open a desktop menu), --widths=390,640 (instead of 320, 390, 1280),
 * --text-scale=200 (text at 200%, as a phone's large-text setting does), --font="DejaVu Sans" (force a font),
 * --slice=2000 (with --full: the page cut into PNGs that many px tall, -1.png, -2.png...).
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
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const widths = option("widths")?.split(",").map(Number) ?? [320, 390, 1280];
const textScale = Number(option("text-scale") ?? 100);
const font = option("font");
const slice = Number(option("slice") ?? 0);

const server = await startServer({ port: Number(process.env.SCREENSHOT_PORT ?? 4174) });
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
await mkdir(".screenshots", { recursive: true });
try {
  for (const path of paths.length ? paths : ["/"]) {
    for (const lang of ["en", "es"]) {
      for (const width of widths) {
        const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 } });
        const page = await context.newPage();
        const url = lang === "es" ? (path === "/" ? "/es" : `/es${path}`) : path;
        await page.goto(server.origin + url, { waitUntil: "networkidle" });
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        if (textScale !== 100 || font)
          await page.evaluate(
            ({ textScale, font }) => {
              document.documentElement.style.fontSize = `${textScale}%`;
              if (!font) return;
              const sheet = new CSSStyleSheet();
              sheet.replaceSync(`*, *::before, *::after { font-family: "${font}" !important; }`);
              document.adoptedStyleSheets = [sheet];
            },
            { textScale, font },
          );
        if (menu && width < 1024) await page.locator("#mobile-menu > summary").click();
        if (dropdown && width >= 1024)
          await page
            .locator("header nav details > summary")
            .nth(["services", "areas", "contact"].indexOf(dropdown))
            .click();
        const file = `.screenshots/${(url.replace(/[^a-z0-9]+/gi, "_") || "_").replace(/^_+|_+$/g, "") || "home"}-${width}${menu ? "-menu" : ""}${dropdown ? `-${dropdown}` : ""}${textScale !== 100 ? `-text${textScale}` : ""}${font ? `-${font.replace(/\W+/g, "")}` : ""}.png`;
        if (full && slice) {
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          for (let y = 0, n = 1; y < height; y += slice, n++) {
            const part = file.replace(/\.png$/, `-${n}.png`);
            await page.screenshot({
              path: part,
              fullPage: true,
              clip: { x: 0, y, width, height: Math.min(slice, height - y) },
            });
            console.log(part);
          }
        } else {
          await page.screenshot({ path: file, fullPage: full });
          console.log(file);
        }
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  server.stop();
}
