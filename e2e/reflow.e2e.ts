/** WCAG 1.4.10 Reflow: no page scrolls sideways at 320 CSS px (phones, and 1280 px at 400% zoom) or with 200% text. */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import {
  allPages,
  hydrated,
  layoutShifts,
  openPage,
  origin,
  recordLayoutShifts,
  useBrowser,
  type Visit,
} from "./harness";

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

describe("reflow", () => {
  const browser = useBrowser();

  /** Visits every page in both languages in three tabs of the visit's one context, so the 74 pages take seconds. */
  async function eachPage(v: Visit, check: (tab: Page, url: string) => Promise<void>) {
    const queue = allPages.map((p) => p.url);
    const work = async (tab: Page) => {
      for (let url = queue.shift(); url; url = queue.shift()) {
        await tab.goto(origin + encodeURI(url));
        await hydrated(tab);
        await check(tab, url);
      }
    };
    await Promise.all([v.page, await v.context.newPage(), await v.context.newPage()].map(work));
  }

  // 74 pages, each loaded and laid out at two widths: about 25 s on an idle 2-core machine, 60 s and more when it is busy.
  test(
    "on a phone nothing moves while a page paints and hydrates (CLS 0, at 390 px), and no page scrolls sideways at 320 px, in either language",
    { timeout: 240_000 },
    async () => {
      // One visit per page: loaded at 390 px, then the window narrowed to 320 px.
      const v = await openPage(browser(), { viewport: { width: 390, height: 844 } });
      try {
        await recordLayoutShifts(v.context);
        const moved: string[] = [];
        const wide: string[] = [];
        await eachPage(v, async (tab, url) => {
          moved.push(...(await layoutShifts(tab)).map((shift) => `${url}: ${shift}`));
          await tab.setViewportSize({ width: 320, height: 640 });
          const problem = await afterLayout(tab, overflow);
          if (problem) wide.push(problem);
          await tab.setViewportSize({ width: 390, height: 844 });
        });
        expect.soft(moved).toEqual([]);
        expect.soft(wide).toEqual([]);
        expect.soft(v.errors).toEqual([]);
      } finally {
        await v.context.close();
      }
    },
  );

  const sample = [
    "/",
    "/es",
    "/es/notice-of-privacy-practices",
    "/es/contact/locations",
    "/services/private-duty-nursing",
  ];

  test("nor at 400% zoom (320 x 200 CSS px), with the phone menu open too", async () => {
    const v = await openPage(browser(), { viewport: { width: 320, height: 200 } });
    const { page } = v;
    try {
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
      await v.context.close();
    }
  });

  test("nor with 200% text at 390 px; the header sticks only while it takes at most a quarter of the window", async () => {
    const v = await openPage(browser(), { viewport: { width: 390, height: 844 } });
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
      await v.context.close();
    }
  });
});
