/**
 * Large text, any font (WCAG 1.4.4, 1.4.10): every page in both languages, with text at 200%, at
 * 390 and 640 px, set once in the site's own fallback font and once in a wide one (DejaVu Sans,
 * Debian's default sans-serif): no sideways scroll, nothing past its container, no word or
 * figure split over two lines, no phone number on two lines. One browser context per width; each
 * page is loaded once and read in both fonts.
 */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { allPages, openPage, origin, useBrowser } from "./harness";
import { readTextLayout, type TextLayoutProblems } from "./text-layout";

const WIDE_FONT = "DejaVu Sans";

/**
 * Sets the text at 200% and, when `font` is given, forces it on every element (CSSOM: allowed by
 * the CSP). Sections the first frame left for later are drawn at once (app.css, "cv"), so the
 * page can be read before its bootstrap has run.
 */
const setText = (page: Page, font: string | null) =>
  page.evaluate((font) => {
    document.documentElement.style.fontSize = "200%";
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(
      "main > *, .prose > section, body > footer { content-visibility: visible !important; }" +
        (font ? `*, *::before, *::after { font-family: "${font}" !important; }` : ""),
    );
    document.adoptedStyleSheets = [sheet];
  }, font);

const report = (url: string, font: string, found: TextLayoutProblems) => [
  ...(found.scroll ? [`${url} [${font}] scrolls sideways: ${found.scroll}`] : []),
  ...found.spilled.map((s) => `${url} [${font}] spills: ${s}`),
  ...found.broken.map((s) => `${url} [${font}] word broken: ${s}`),
  ...found.phones.map((s) => `${url} [${font}] phone on two lines: ${s}`),
  ...found.times.map((s) => `${url} [${font}] time of day on two lines: ${s}`),
];

describe("200% text in the site's font and in a wide font", () => {
  const browser = useBrowser();

  test.each([390, 640])("every page at %i px", { timeout: 240_000 }, async (width) => {
    const started = performance.now();
    // Without JavaScript, to keep the run short on a small machine: the layout is the same once
    // hydrated (nothing moves then: reflow.e2e.ts checks CLS 0).
    const v = await openPage(browser(), { viewport: { width, height: 844 }, javaScriptEnabled: false });
    try {
      const problems: string[] = [];
      const queue = allPages.map((p) => p.url);
      const work = async (tab: Page) => {
        for (let url = queue.shift(); url; url = queue.shift()) {
          await tab.goto(origin + encodeURI(url));
          for (const font of [null, WIDE_FONT]) {
            await setText(tab, font);
            problems.push(...report(url, font ?? "site font", await tab.evaluate(readTextLayout)));
          }
        }
      };
      await Promise.all([v.page, await v.context.newPage()].map(work));

      // The wide font is really there: without it, the second pass would prove nothing.
      const installed = await v.page.evaluate((font) => {
        const context = document.createElement("canvas").getContext("2d")!;
        const width = (family: string) => (
          (context.font = `36px ${family}`),
          context.measureText("Wide font 1,000+").width
        );
        return width(`"${font}", monospace`) !== width("monospace");
      }, WIDE_FONT);
      expect(installed, `${WIDE_FONT} is installed (apt-get install fonts-dejavu-core)`).toBe(true);

      expect(problems).toEqual([]);
      console.log(
        `200% text at ${width} px: ${allPages.length} pages in 2 fonts in ${Math.round(performance.now() - started)} ms`,
      );
    } finally {
      await v.context.close();
    }
  });
});
