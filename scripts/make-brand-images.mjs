// Renders the brand images in public/ with headless Chromium (playwright-core):
//   public/og-image.png          1200x630 social sharing card
//   public/apple-touch-icon.png  180x180 home-screen icon (opaque)
// Usage: node scripts/make-brand-images.mjs   (CHROME_PATH overrides /usr/bin/chromium)
// No network: the HTML is written inline, the mark comes from public/favicon.svg and the font
// from app/fonts. Re-run after changing any of them, or the name and taglines below.
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

// Keep in sync with app/content/site.ts (re-run after re-branding).
const NAME = "Orange Blossom Home Health Care";
const TAGLINE = "Home health care in Lakeland and across Florida · 24/7";
const TAGLINE_ES = "Cuidado de salud en el hogar · Atención en español";

const root = (path) => fileURLToPath(new URL(`../${path}`, import.meta.url));

const mark = (await readFile(root("public/favicon.svg"), "utf8")).trim();
const font = (await readFile(root("app/fonts/atkinson-hyperlegible-latin-700-normal.woff2"))).toString("base64");

const escapeHtml = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const page = (width, height, css, body) => `<!doctype html>
<html><head><meta charset="utf-8"><style>
@font-face { font-family: "Atkinson Hyperlegible"; font-weight: 700; src: url(data:font/woff2;base64,${font}) format("woff2"); }
* { margin: 0; box-sizing: border-box; }
html, body { width: ${width}px; height: ${height}px; overflow: hidden; }
body { font-family: "Atkinson Hyperlegible", "DejaVu Sans", sans-serif; font-weight: 700; }
svg { display: block; width: 100%; height: 100%; }
${css}
</style></head><body>${body}</body></html>`;

const ogImage = page(
  1200,
  630,
  `
body { background: #fbf7f0; color: #1d2a2e; display: flex; align-items: center; gap: 56px; padding: 0 64px 24px 80px; position: relative; }
body::after { content: ""; position: absolute; left: 0; right: 0; bottom: 0; height: 24px; background: #0f5257; }
.glow { position: absolute; left: -150px; top: -60px; width: 580px; height: 580px; border-radius: 50%; background: #ffe6cf; }
.corner { position: absolute; right: -90px; top: -90px; width: 260px; height: 260px; border-radius: 50%; background: #d6ecea; }
.mark { position: relative; flex: none; width: 240px; height: 240px; }
.text { position: relative; }
h1 { font-size: 72px; line-height: 1.08; color: #082f32; letter-spacing: -0.5px; }
.rule { width: 96px; height: 8px; border-radius: 4px; background: #f9b26b; margin: 30px 0 26px; }
p { font-size: 27px; line-height: 1.35; color: #1d2a2e; white-space: nowrap; }
p.es { color: #b3470c; margin-top: 10px; }`,
  `<div class="glow"></div><div class="corner"></div>
<div class="mark">${mark}</div>
<div class="text"><h1>${escapeHtml(NAME)}</h1><div class="rule"></div>
<p>${escapeHtml(TAGLINE)}</p><p class="es">${escapeHtml(TAGLINE_ES)}</p></div>`,
);

// The mark's own circle is the same teal as the background, so the icon reads as petals on teal.
const touchIcon = page(180, 180, "body { background: #0f5257; }", mark);

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
try {
  for (const [html, width, height, file] of [
    [ogImage, 1200, 630, "public/og-image.png"],
    [touchIcon, 180, 180, "public/apple-touch-icon.png"],
  ]) {
    const tab = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
    await tab.setContent(html, { waitUntil: "load" });
    await tab.evaluate(() => document.fonts.ready);
    await tab.screenshot({ path: root(file), type: "png", omitBackground: false });
    await tab.close();
    console.log(`wrote ${file} (${width}x${height})`);
  }
} finally {
  await browser.close();
}
