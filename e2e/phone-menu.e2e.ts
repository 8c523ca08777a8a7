/** The header on a phone: its one row, and the menu that holds every link (open, closed, by keyboard, in Spanish). */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { BACKGROUND_PARTS } from "~/lib/browser/header/phone-menu";
import { axeViolations } from "./axe";
import { origin, useBrowser, useTabs, visitTab } from "./harness";

/**
 * Where a visitor can reach the phone menu's links: by a tap at their place, by Tab from the menu's
 * button, and in what Chromium gives screen readers. Once the page is idle the closed panel is laid
 * out (hidden) so that opening it is quick; closed, it must still be out of reach.
 */
async function panelReach(page: Page) {
  const link = page.locator("#mobile-menu > div a").first();
  const box = await link.boundingBox();
  const tapped = box
    ? await page.evaluate(
        ([x, y]) => !!document.elementFromPoint(x!, y!)?.closest("#mobile-menu > div"),
        [box.x + box.width / 2, box.y + box.height / 2],
      )
    : false;
  await page.locator("#mobile-menu > summary").focus();
  await page.keyboard.press("Tab");
  const tabbed = await page.evaluate(() => !!document.activeElement?.closest("#mobile-menu > div"));
  await page.keyboard.press("Shift+Tab");
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument");
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "#mobile-menu > div a" });
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
    return { laidOut: !!box, tapped, tabbed, read: nodes[0]?.ignored === false };
  } finally {
    await cdp.detach();
  }
}

describe("phone-sized screens", () => {
  const tabs = useTabs(useBrowser());

  test("the closed menu's panel is ready once the page is idle, and out of reach until it opens", async () => {
    const v = await visitTab(tabs, "/es/", 390);
    const { page } = v;
    try {
      await page.locator("#mobile-menu[data-ready]").waitFor({ state: "attached" });
      expect(await panelReach(page)).toEqual({ laidOut: true, tapped: false, tabbed: false, read: false });
      await page.locator("#mobile-menu > summary").click();
      expect(await panelReach(page)).toEqual({ laidOut: true, tapped: true, tabbed: true, read: true });
      await page.locator("#mobile-menu > summary").click();
      expect(await panelReach(page)).toEqual({ laidOut: true, tapped: false, tabbed: false, read: false });
    } finally {
      await tabs.give(v);
    }
  });

  test("a phone's header has no accessibility violations with its menu closed (ready) or open, in either language", async () => {
    const v = await visitTab(tabs, "/about", 390);
    const { page } = v;
    try {
      const found: string[] = [];
      for (const path of ["/about", "/es/about"]) {
        await page.goto(origin + path);
        await page.locator("#mobile-menu[data-ready]").waitFor({ state: "attached" });
        found.push(...(await axeViolations(page)).map((v) => `${path} closed: ${v}`));
        await page.locator("#mobile-menu > summary").click();
        await expect.poll(() => page.locator(`:is(${BACKGROUND_PARTS}):not([inert])`).count()).toBe(0);
        found.push(...(await axeViolations(page)).map((v) => `${path} open: ${v}`));
      }
      expect(found).toEqual([]);
    } finally {
      await tabs.give(v);
    }
  });

  test("the menu opens and closes with its summary and Escape, holds focus and scroll, and closes on a link", async () => {
    const v = await visitTab(tabs, "/", 390);
    const { page } = v;
    try {
      const button = page.locator("#mobile-menu > summary");
      const panel = page.locator("#mobile-menu > div");
      const isOpen = () => page.locator("#mobile-menu").evaluate((d) => (d as HTMLDetailsElement).open);
      expect(await button.innerText()).toBe("Menu");
      await button.click();
      expect(await button.innerText()).toBe("Close");
      expect(await isOpen()).toBe(true);
      expect(await panel.isVisible()).toBe(true);
      // The page behind is inert, part by part (every section of <main>, the footer), and does not
      // scroll (from the frame after the menu shows).
      await expect.poll(() => page.locator(`:is(${BACKGROUND_PARTS}):not([inert])`).count()).toBe(0);
      expect(await page.locator(`:is(${BACKGROUND_PARTS})[inert]`).count()).toBeGreaterThan(5);
      expect(await page.locator("footer").getAttribute("inert")).toBe("");
      await page.mouse.wheel(0, 600);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
      await button.click();
      expect(await isOpen()).toBe(false);
      await expect.poll(() => page.locator(`:is(${BACKGROUND_PARTS})[inert]`).count()).toBe(0);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("visible");

      await button.click();
      await page.keyboard.press("Tab");
      await page.keyboard.press("Escape");
      await expect.poll(isOpen).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.parentElement?.id)).toBe("mobile-menu");

      await button.click();
      await panel.getByRole("link", { name: "About" }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe("/about");
      await expect.poll(isOpen).toBe(false);
      await expect.poll(() => page.locator(`:is(${BACKGROUND_PARTS})[inert]`).count()).toBe(0);
    } finally {
      await tabs.give(v);
    }
  });

  test("a phone's header is one row in either language, and opening the menu moves nothing in it", async () => {
    const v = await visitTab(tabs, "/about", 390);
    const { page } = v;
    // The buttons' row, the header's height and where the menu's button is.
    const header = () =>
      page.evaluate(() => {
        const [logo, buttons] = document.querySelector("body > header > div")!.children;
        const summary = document.querySelector("#mobile-menu > summary")!.getBoundingClientRect();
        return {
          oneRow: buttons!.getBoundingClientRect().top < logo!.getBoundingClientRect().bottom,
          height: document.querySelector("body > header")!.getBoundingClientRect().height,
          button: [summary.x, summary.width],
        };
      });
    try {
      const found: string[] = [];
      for (const path of ["/about", "/es/about"])
        for (const width of [320, 360, 375, 384, 390, 412, 430, 500]) {
          await page.setViewportSize({ width, height: 800 });
          await page.goto(origin + path);
          const closed = await header();
          await page.locator("#mobile-menu > summary").click();
          const open = await header();
          if (!closed.oneRow) found.push(`${path} at ${width} px: two rows`);
          if (JSON.stringify(open) !== JSON.stringify(closed)) found.push(`${path} at ${width} px: changes when open`);
        }
      expect(found).toEqual([]);
    } finally {
      await tabs.give(v);
    }
  });

  test("the Spanish menu is in Spanish and keeps Spanish URLs", async () => {
    const v = await visitTab(tabs, "/es/blog", 390);
    const { page } = v;
    try {
      await page.locator("#mobile-menu > summary", { hasText: "Menú" }).click();
      await page.locator("#mobile-menu").getByRole("link", { name: "Condado de Polk" }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe("/es/service-areas/polk-county");
      expect(await page.locator("html").getAttribute("lang")).toBe("es");
    } finally {
      await tabs.give(v);
    }
  });
});
