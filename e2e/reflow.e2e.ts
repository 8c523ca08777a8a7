/** WCAG 1.4.10 Reflow: no page scrolls sideways at 320 CSS px (phones, and 1280 px at 400% zoom) or with 200% text. */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { allPages, hydrated, openPage, origin, useBrowser } from "./harness";

const overflow = (page: Page) =>
  page.evaluate(() => {
    const { scrollWidth, clientWidth } = document.documentElement;
    return scrollWidth > clientWidth ? `${location.pathname}: ${scrollWidth} > ${clientWidth}` : null;
  });

describe("reflow", () => {
  const browser = useBrowser();

  test("no page scrolls sideways at 320 px, in either language (one browser context)", async () => {
    const v = await openPage(browser(), { viewport: { width: 320, height: 640 } });
    const { page } = v;
    try {
      const wide: string[] = [];
      const queue = allPages.map((p) => p.url);
      const check = async (tab: Page) => {
        for (let url = queue.shift(); url; url = queue.shift()) {
          await tab.goto(origin + encodeURI(url));
          await hydrated(tab);
          const problem = await overflow(tab);
          if (problem) wide.push(problem);
        }
      };
      // Three tabs of the one context, so the 74 pages take seconds.
      await Promise.all([page, await v.context.newPage(), await v.context.newPage()].map(check));
      expect(wide).toEqual([]);
      expect(v.errors).toEqual([]);
    } finally {
      await v.context.close();
    }
  });

  test("nothing moves on a phone while a page paints and hydrates (CLS 0), in either language", async () => {
    const v = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    const { page } = v;
    try {
      await v.context.addInitScript(() => {
        const shifts: string[] = ((window as unknown as { shifts: string[] }).shifts = []);
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[])
            shifts.push(
              `${entry.value.toFixed(4)} ${entry.sources.map((s) => (s.node as Element)?.className).join(" | ")}`,
            );
        }).observe({ type: "layout-shift", buffered: true });
      });
      const moved: string[] = [];
      const queue = allPages.map((p) => p.url);
      const check = async (tab: Page) => {
        for (let url = queue.shift(); url; url = queue.shift()) {
          await tab.goto(origin + encodeURI(url));
          await hydrated(tab);
          // Two frames, so that what hydration's effects changed has been laid out and reported.
          const shifts = await tab.evaluate(
            () =>
              new Promise<string[]>((done) =>
                requestAnimationFrame(() =>
                  requestAnimationFrame(() => done((window as unknown as { shifts: string[] }).shifts)),
                ),
              ),
          );
          moved.push(...shifts.map((shift) => `${url}: ${shift}`));
        }
      };
      await Promise.all([page, await v.context.newPage(), await v.context.newPage()].map(check));
      expect(moved).toEqual([]);
    } finally {
      await v.context.close();
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

  test("nor with 200% text at 390 px; the header is not sticky when it would take over a quarter of the window", async () => {
    const v = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    const { page } = v;
    try {
      const wide: string[] = [];
      for (const url of sample) {
        await page.goto(origin + url);
        await hydrated(page);
        await page.evaluate(() => (document.documentElement.style.fontSize = "200%")); // CSSOM, allowed by the CSP
        await page.waitForFunction(() => document.querySelector("header")!.hasAttribute("data-unstuck"));
        wide.push((await overflow(page)) ?? "");
      }
      expect(wide.filter(Boolean)).toEqual([]);
      expect(await page.locator("header").evaluate((el) => getComputedStyle(el).position)).toBe("relative");
    } finally {
      await v.context.close();
    }
  });
});
