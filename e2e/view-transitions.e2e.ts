/**
 * A link between pages is a page load (docs/decisions/0029): the new page comes in by a
 * cross-document view transition, unless the visitor asks the system for less motion.
 */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { STOCK, hydrated, openPage, origin, useBrowser } from "./harness";

/** Follows the main menu's "Specials" link from /about; whether the new page came in by a transition. */
async function transitioned(page: Page): Promise<boolean> {
  await page.addInitScript(() => {
    addEventListener("pagereveal", (event) => {
      (window as unknown as { revealed: boolean }).revealed = Boolean(
        (event as Event & { viewTransition: unknown }).viewTransition,
      );
    });
  });
  await page.goto(`${origin}/about`);
  await hydrated(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Specials" }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe("/specials");
  await page.waitForFunction(() => "revealed" in window);
  return page.evaluate(() => (window as unknown as { revealed: boolean }).revealed);
}

// React Router's own output (STOCK_OUTPUT=1) moves between pages without loading one.
describe.skipIf(STOCK)("moving between pages", () => {
  const browser = useBrowser();

  test("the next page comes in by a view transition, the header held in place", async () => {
    const v = await openPage(browser(), { reducedMotion: "no-preference" });
    try {
      expect(await transitioned(v.page)).toBe(true);
      const named = await v.page.locator(".site-header").evaluate((el) => getComputedStyle(el).viewTransitionName);
      expect(named).toBe("site-header");
      expect(v.errors).toEqual([]);
    } finally {
      await v.context.close();
    }
  });

  test("with less motion asked for, the next page simply appears", async () => {
    const v = await openPage(browser(), { reducedMotion: "reduce" });
    try {
      expect(await transitioned(v.page)).toBe(false);
      expect(v.errors).toEqual([]);
    } finally {
      await v.context.close();
    }
  });
});
