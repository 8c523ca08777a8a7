/** What a visitor does with the header: switch language, open menus by mouse and keyboard (the phone menu: phone-menu.e2e.ts). */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { site } from "~/content/site";
import { telHref } from "~/lib/contact";
import { fullTitle } from "~/lib/meta";
import { pageContent } from "~/content/registry.server";
import type { Lang } from "~/i18n/lang";
import type { PagePath } from "~/pages";
import { STOCK, useBrowser, useTabs, visitTab } from "./harness";

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
