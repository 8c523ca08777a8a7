/** What a visitor does with the header: switch language, open menus by mouse and keyboard, use the phone menu. */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { site } from "~/content/site";
import { telHref } from "~/lib/contact";
import { fullTitle } from "~/lib/meta";
import { BACKGROUND_PARTS } from "~/lib/browser/header/phone-menu";
import { pageContent } from "~/content/registry.server";
import type { Lang } from "~/i18n/lang";
import type { PagePath } from "~/pages";
import { origin, STOCK, useBrowser, useTabs, visitTab } from "./harness";

const pageHead = (path: PagePath, lang: Lang) => pageContent(path, lang).head;

describe("language", () => {
  const browser = useBrowser();
  const tabs = useTabs(browser);

  // A page React hydrates whole (STOCK_OUTPUT=1) switches in place; a page with islands only
  // (docs/decisions/0029) loads the other language's page, as every link between pages does.
  test("the toggle switches the same page to the other language, and navigation keeps it", async () => {
    const v = await visitTab(tabs, "/about");
    const { page } = v;
    try {
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
      const toggle = page.getByRole("link", { name: "Español" });
      expect(await toggle.locator('[aria-hidden="true"]').innerText()).toBe("ES");
      expect(await toggle.getAttribute("hreflang")).toBe("es");
      await toggle.click();
      await expect.poll(() => new URL(page.url()).pathname).toBe("/es/about");
      await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("es");
      const marker = () => page.evaluate(() => (window as unknown as { marker?: number }).marker);
      if (STOCK) expect(await marker()).toBe(42); // no reload
      expect(await page.title()).toBe(fullTitle(pageHead("/about", "es").title));

      await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Ofertas" }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe("/es/specials");
      expect(await page.locator("html").getAttribute("lang")).toBe("es");

      const back = page.getByRole("link", { name: "English" });
      expect(await back.locator('[aria-hidden="true"]').innerText()).toBe("EN");
      await back.click();
      await expect.poll(() => new URL(page.url()).pathname).toBe("/specials");
      await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("en");
      if (STOCK) expect(await marker()).toBe(42);
      expect(v.errors).toEqual([]);
    } finally {
      await tabs.give(v);
    }
  });

  test("a fresh visit to / is English and nothing is stored", async () => {
    const v = await visitTab(tabs, "/");
    try {
      expect(await v.page.locator("html").getAttribute("lang")).toBe("en");
      expect(await v.page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
      expect(await v.context.cookies()).toEqual([]);
    } finally {
      await tabs.give(v);
    }
  });
});

/** A header menu's <summary>, whether its <details> is open, and its panel. */
function menu(page: Page, name: string) {
  const summary = page.locator("header nav summary", { hasText: name });
  return {
    summary,
    open: () => summary.evaluate((s) => (s.parentElement as HTMLDetailsElement).open),
    panel: summary.locator("xpath=following-sibling::div"),
  };
}
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim());

describe("desktop menus", () => {
  const tabs = useTabs(useBrowser());

  test("a menu opens with the keyboard; arrows move between its links; Escape closes it and returns focus", async () => {
    const v = await visitTab(tabs, "/");
    const { page } = v;
    try {
      const services = menu(page, "Services");
      expect(await services.open()).toBe(false);
      await services.summary.focus();
      await page.keyboard.press("Enter");
      expect(await services.open()).toBe(true);
      expect(await services.panel.isVisible()).toBe(true);
      await page.keyboard.press("Tab");
      expect(await focusedText(page)).toBe("All services");
      await page.keyboard.press("ArrowDown");
      expect(await focusedText(page)).toBe("Private Duty Nursing");
      await page.keyboard.press("End");
      const last = await services.panel.locator("a").last().innerText();
      expect(await focusedText(page)).toBe(last);
      await page.keyboard.press("ArrowDown"); // wraps
      expect(await focusedText(page)).toBe("All services");
      await page.keyboard.press("ArrowUp");
      expect(await focusedText(page)).toBe(last);
      await page.keyboard.press("Home");
      expect(await focusedText(page)).toBe("All services");
      expect(await page.evaluate(() => window.scrollY)).toBe(0); // the arrows did not scroll the page
      await page.keyboard.press("Escape");
      expect(await services.open()).toBe(false);
      expect(await services.panel.isVisible()).toBe(false);
      expect(await focusedText(page)).toBe("Services");

      await page.keyboard.press("Space");
      expect(await services.open()).toBe(true);
      await page.keyboard.press("Space");
      expect(await services.open()).toBe(false);
    } finally {
      await tabs.give(v);
    }
  });

  test("menus open on hover, close on leaving and on a click outside; links keep the language", async () => {
    const v = await visitTab(tabs, "/es");
    const { page } = v;
    try {
      const areas = menu(page, "Áreas de servicio");
      await areas.summary.hover();
      await expect.poll(areas.open).toBe(true);
      expect(await areas.panel.getByText("¿No ve su área?").isVisible()).toBe(true);
      await page.mouse.move(5, 790);
      await expect.poll(areas.open).toBe(false);

      const contact = menu(page, "Contacto");
      await contact.summary.click();
      expect(await contact.open()).toBe(true);
      await page.mouse.click(5, 790);
      await expect.poll(contact.open).toBe(false);

      await contact.summary.click();
      const links = contact.panel.locator("a");
      const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
      expect(hrefs).toEqual([
        "/es/contact",
        "/es/contact/emergency",
        "/es/contact/insurance",
        "/es/contact/locations",
        "/es/contact/referrals",
        telHref(site.phones.main), // Call Now last
      ]);
      await links.first().click();
      await expect.poll(() => new URL(page.url()).pathname).toBe("/es/contact");
      await expect.poll(contact.open).toBe(false);
      const nav = page.getByRole("navigation", { name: "Principal" });
      expect(await nav.locator('[aria-current="page"]').allTextContents()).toEqual(["Comenzar"]); // in the closed menu
      expect(await contact.summary.getAttribute("class")).toContain("bg-brand-100");
    } finally {
      await tabs.give(v);
    }
  });

  test("the current page is marked in the header", async () => {
    const v = await visitTab(tabs, "/reviews");
    try {
      const current = v.page.getByRole("navigation", { name: "Main" }).locator('[aria-current="page"]');
      expect(await current.allInnerTexts()).toEqual(["Reviews"]);
    } finally {
      await tabs.give(v);
    }
  });
});

/**
 * Where a visitor can reach the phone menu's links: by a tap at their place, by Tab from the menu's
 * button, and in what Chromium gives screen readers. Once the page is idle the closed panel is laid
 * out (and painted, at opacity 0) so that opening it is quick; closed, it must still be out of reach.
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
        for (const width of [320, 360, 375, 390, 412, 430, 500]) {
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
