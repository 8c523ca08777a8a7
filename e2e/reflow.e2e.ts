/**
 * Reflow and large text (WCAG 1.4.10, 1.4.4), every page in both languages, in one visit each on a
 * phone: nothing moves while the page paints and hydrates (CLS 0 at 390 px); no sideways scroll at
 * 320 px; and with text at 200%, at 390 and 640 px, set once in the site's own fallback font and
 * once in a wide one (DejaVu Sans, Debian's default sans-serif): no sideways scroll, nothing past
 * its container, no word or figure split over two lines, no phone number or time of day on two
 * lines. Then the same at 400% zoom and with the header at 200% text, on a sample.
 */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { hydrated, origin, pagesUnderTest, useBrowser, useTabs, viewportFor } from "./harness";
import { layoutShifts, recordLayoutShifts } from "./page-records";
import { readTextLayout, type TextLayoutProblems } from "./text-layout";

const WIDE_FONT = "DejaVu Sans";

const overflow = (page: Page) =>
  page.evaluate(() => {
    const { scrollWidth, clientWidth } = document.documentElement;
    return scrollWidth > clientWidth ? `${location.pathname}: ${scrollWidth} > ${clientWidth}` : null;
  });

/** `read` once the page has laid itself out again (two frames: what a resize changes, hooks included). */
const afterLayout = async <T>(page: Page, read: (page: Page) => Promise<T>) => {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return read(page);
};

/** Sets the text at 200% and, when `font` is given, forces it on every element (CSSOM: allowed by the CSP). */
const setText = (page: Page, font: string | null) =>
  page.evaluate((font) => {
    document.documentElement.style.fontSize = "200%";
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(font ? `*, *::before, *::after { font-family: "${font}" !important; }` : "");
    document.adoptedStyleSheets = [sheet];
  }, font);

const report = (where: string, found: TextLayoutProblems) => [
  ...(found.scroll ? [`${where} scrolls sideways: ${found.scroll}`] : []),
  ...found.spilled.map((s) => `${where} spills: ${s}`),
  ...found.broken.map((s) => `${where} word broken: ${s}`),
  ...found.phones.map((s) => `${where} phone on two lines: ${s}`),
  ...found.times.map((s) => `${where} time of day on two lines: ${s}`),
];

describe("reflow and large text", () => {
  // Warm phone tabs (three, as many as the tests run at once) that record layout shifts from each page's first paint.
  const tabs = useTabs(useBrowser(), { viewport: viewportFor(390) }, ({ page }) => recordLayoutShifts(page));

  test("the wide font is installed (without it, the second font would prove nothing)", async () => {
    const visit = await tabs.take();
    try {
      const installed = await visit.page.evaluate((font) => {
        const context = document.createElement("canvas").getContext("2d")!;
        const width = (family: string) => (
          (context.font = `36px ${family}`),
          context.measureText("Wide font 1,000+").width
        );
        return width(`"${font}", monospace`) !== width("monospace");
      }, WIDE_FONT);
      expect(installed, `${WIDE_FONT} is installed (apt-get install fonts-dejavu-core)`).toBe(true);
    } finally {
      await tabs.give(visit);
    }
  });

  // Soft checks: a page's failures are all reported, not only its first.
  test.concurrent.for(pagesUnderTest)("$url", async ({ url }, { expect }) => {
    const visit = await tabs.take();
    const { page } = visit;
    try {
      await page.goto(origin + encodeURI(url));
      await hydrated(page);
      expect.soft(await layoutShifts(page), "layout shifts at 390 px").toEqual([]);

      await page.setViewportSize({ width: 320, height: 640 });
      expect.soft(await afterLayout(page, overflow), "at 320 px").toBeNull();

      const problems: string[] = [];
      for (const width of [390, 640]) {
        await page.setViewportSize({ width, height: 844 });
        for (const font of [null, WIDE_FONT]) {
          await setText(page, font);
          problems.push(
            ...report(
              `${width} px, ${font ?? "site font"}:`,
              await afterLayout(page, () => page.evaluate(readTextLayout)),
            ),
          );
        }
      }
      expect.soft(problems, "200% text").toEqual([]);
      expect.soft(visit.errors).toEqual([]);
    } finally {
      await tabs.give(visit);
    }
  });

  const sample = [
    "/",
    "/es",
    "/es/notice-of-privacy-practices",
    "/es/contact/locations",
    "/services/private-duty-nursing",
  ];

  test("nor at 400% zoom (320 x 200 CSS px), with the phone menu open too", async () => {
    const v = await tabs.take();
    const { page } = v;
    try {
      await page.setViewportSize({ width: 320, height: 200 });
      const wide: string[] = [];
      for (const url of sample) {
        await page.goto(origin + url);
        await hydrated(page);
        wide.push((await overflow(page)) ?? "");
      }
      await page.locator("#mobile-menu > summary").click();
      wide.push((await overflow(page)) ?? "");
      expect(wide.filter(Boolean)).toEqual([]);
    } finally {
      await tabs.give(v);
    }
  });

  test("nor with 200% text at 390 px; the header sticks only while it takes at most a quarter of the window", async () => {
    const v = await tabs.take();
    const { page } = v;
    try {
      const wide: string[] = [];
      for (const url of sample) {
        await page.goto(origin + url);
        await hydrated(page);
        await page.evaluate(() => (document.documentElement.style.fontSize = "200%")); // CSSOM, allowed by the CSP
        // The header-height hook follows the new size: unstuck exactly when the header is over a quarter of the window.
        await page.waitForFunction(() => {
          const header = document.querySelector("header")!;
          return header.hasAttribute("data-unstuck") === header.getBoundingClientRect().height > window.innerHeight / 4;
        });
        const { unstuck, position } = await page
          .locator("header")
          .evaluate((el) => ({ unstuck: el.hasAttribute("data-unstuck"), position: getComputedStyle(el).position }));
        expect(position, url).toBe(unstuck ? "relative" : "sticky");
        wide.push((await overflow(page)) ?? "");
      }
      expect(wide.filter(Boolean)).toEqual([]);
    } finally {
      await tabs.give(v);
    }
  });
});
