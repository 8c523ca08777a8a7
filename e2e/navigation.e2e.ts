/** What a visitor does with the header: switch language, open menus by mouse and keyboard, use the phone menu. */
import { describe, expect, test } from "vitest";
import { fullTitle } from "~/lib/meta";
import { pageContent } from "~/content/registry.server";
import type { Lang } from "~/i18n/lang";
import type { PagePath } from "~/pages";

const pageHead = (path: PagePath, lang: Lang) => pageContent(path, lang).head;
import { hydrated, openPage, origin, useBrowser, type Visit } from "./harness";

async function visit(browser: ReturnType<ReturnType<typeof useBrowser>>, url: string, width = 1280): Promise<Visit> {
  const v = await openPage(browser, { viewport: { width, height: 800 } });
  await v.page.goto(origin + url);
  await hydrated(v.page);
  return v;
}

describe("language", () => {
  const browser = useBrowser();

  test("the toggle switches the same page to the other language in place, and navigation keeps it", async () => {
    const v = await visit(browser(), "/about");
    const { page } = v;
    try {
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
      const toggle = page.getByRole("link", { name: "Español" });
      expect(await toggle.locator('[aria-hidden="true"]').innerText()).toBe("ES");
      expect(await toggle.getAttribute("hreflang")).toBe("es");
      await toggle.click();
      await expect.poll(() => new URL(page.url()).pathname).toBe("/es/about");
      await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("es");
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42); // no reload
      expect(await page.title()).toBe(fullTitle(pageHead("/about", "es").title));

      await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Ofertas" }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe("/es/specials");
      expect(await page.locator("html").getAttribute("lang")).toBe("es");

      const back = page.getByRole("link", { name: "English" });
      expect(await back.locator('[aria-hidden="true"]').innerText()).toBe("EN");
      await back.click();
      await expect.poll(() => new URL(page.url()).pathname).toBe("/specials");
      await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("en");
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
      expect(v.errors).toEqual([]);
    } finally {
      await v.context.close();
    }
  });

  test("a fresh visit to / is English and nothing is stored", async () => {
    const v = await visit(browser(), "/");
    try {
      expect(await v.page.locator("html").getAttribute("lang")).toBe("en");
      expect(await v.page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
      expect(await v.context.cookies()).toEqual([]);
    } finally {
      await v.context.close();
    }
  });
});

describe("desktop menus", () => {
  const browser = useBrowser();

  test("a menu opens with the keyboard, its links are reachable, and Escape closes it and returns focus", async () => {
    const v = await visit(browser(), "/");
    const { page } = v;
    try {
      const nav = page.getByRole("navigation", { name: "Main" });
      const services = nav.getByRole("button", { name: "Services" });
      expect(await services.getAttribute("aria-expanded")).toBe("false");
      await services.focus();
      await page.keyboard.press("Enter");
      expect(await services.getAttribute("aria-expanded")).toBe("true");
      const panel = page.locator(`#${await services.getAttribute("aria-controls")}`);
      expect(await panel.isVisible()).toBe(true);
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("All services");
      await page.keyboard.press("Escape");
      expect(await services.getAttribute("aria-expanded")).toBe("false");
      expect(await panel.isVisible()).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.textContent)).toContain("Services");

      await page.keyboard.press("Space");
      expect(await services.getAttribute("aria-expanded")).toBe("true");
      await page.keyboard.press("Space");
      expect(await services.getAttribute("aria-expanded")).toBe("false");
    } finally {
      await v.context.close();
    }
  });

  test("menus open on hover, close on leaving and on a click outside; links keep the language", async () => {
    const v = await visit(browser(), "/es");
    const { page } = v;
    try {
      const nav = page.getByRole("navigation", { name: "Principal" });
      const areas = nav.getByRole("button", { name: "Áreas de servicio" });
      await areas.hover();
      expect(await areas.getAttribute("aria-expanded")).toBe("true");
      const panel = page.locator(`#${await areas.getAttribute("aria-controls")}`);
      expect(await panel.getByText("¿No ve su área?").isVisible()).toBe(true);
      await page.mouse.move(5, 790);
      expect(await areas.getAttribute("aria-expanded")).toBe("false");

      const contact = nav.getByRole("button", { name: "Contacto" });
      await contact.click();
      expect(await contact.getAttribute("aria-expanded")).toBe("true");
      await page.mouse.click(5, 790);
      expect(await contact.getAttribute("aria-expanded")).toBe("false");

      await contact.click();
      const links = page.locator(`#${await contact.getAttribute("aria-controls")} a`);
      const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
      expect(hrefs).toEqual([
        "/es/contact",
        "/es/contact/emergency",
        "/es/contact/insurance",
        "/es/contact/locations",
        "tel:+18635550142",
        "/es/contact/referrals",
      ]);
      await links.first().click();
      await expect.poll(() => new URL(page.url()).pathname).toBe("/es/contact");
      await expect.poll(() => contact.getAttribute("aria-expanded")).toBe("false");
      expect(await nav.locator('[aria-current="page"]').allTextContents()).toEqual(["Comenzar"]); // in the closed menu
      expect(await contact.getAttribute("class")).toContain("bg-brand-100");
    } finally {
      await v.context.close();
    }
  });

  test("the current page is marked in the header", async () => {
    const v = await visit(browser(), "/reviews");
    try {
      const current = v.page.getByRole("navigation", { name: "Main" }).locator('[aria-current="page"]');
      expect(await current.allInnerTexts()).toEqual(["Reviews"]);
    } finally {
      await v.context.close();
    }
  });
});

describe("phone-sized screens", () => {
  const browser = useBrowser();

  test("the menu opens and closes with its button and Escape, and closes when a link is tapped", async () => {
    const v = await visit(browser(), "/", 390);
    const { page } = v;
    try {
      const button = page.locator('button[aria-controls="mobile-menu"]');
      const menu = page.locator("#mobile-menu");
      expect(await menu.isVisible()).toBe(false);
      expect(await button.innerText()).toBe("Menu");
      await button.click();
      expect(await button.innerText()).toBe("Close");
      expect(await button.getAttribute("aria-expanded")).toBe("true");
      expect(await menu.isVisible()).toBe(true);
      await button.click();
      expect(await menu.isVisible()).toBe(false);

      await button.click();
      await page.keyboard.press("Escape");
      expect(await menu.isVisible()).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-controls"))).toBe("mobile-menu");

      await button.click();
      await menu.getByRole("link", { name: "About" }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe("/about");
      await expect.poll(() => menu.isVisible()).toBe(false);
      expect(await button.getAttribute("aria-expanded")).toBe("false");
    } finally {
      await v.context.close();
    }
  });

  test("the Spanish menu is in Spanish and keeps Spanish URLs", async () => {
    const v = await visit(browser(), "/es/blog", 390);
    const { page } = v;
    try {
      await page.getByRole("button", { name: "Menú" }).click();
      await page.locator("#mobile-menu").getByRole("link", { name: "Condado de Polk" }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe("/es/service-areas/polk-county");
      expect(await page.locator("html").getAttribute("lang")).toBe("es");
    } finally {
      await v.context.close();
    }
  });
});

describe("keyboard", () => {
  const browser = useBrowser();

  test("the first Tab reaches the skip link, which moves focus to the main content", async () => {
    const v = await visit(browser(), "/services");
    const { page } = v;
    try {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Skip to main content");
      await page.keyboard.press("Enter");
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("main");
    } finally {
      await v.context.close();
    }
  });

  for (const width of [390, 1280]) {
    test(`no focused element hides under the sticky header (${width} px)`, async () => {
      const v = await visit(browser(), "/", width);
      const { page } = v;
      try {
        for (let i = 0; i < 60; i++) {
          await page.keyboard.press("Tab");
          const hidden = await page.evaluate(() => {
            const el = document.activeElement as HTMLElement | null;
            const header = document.querySelector("header")!;
            // The skip link is fixed on top of everything by design.
            if (!el || header.contains(el) || el === document.body || getComputedStyle(el).position === "fixed")
              return null;
            const top = el.getBoundingClientRect().top;
            return top < header.getBoundingClientRect().bottom ? `${el.outerHTML.slice(0, 80)} at ${top}` : null;
          });
          expect(hidden).toBeNull();
        }
      } finally {
        await v.context.close();
      }
    });
  }
});
