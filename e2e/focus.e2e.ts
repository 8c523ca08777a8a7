/** Where keyboard focus goes: the skip link, never under the sticky header, and to the new page's <h1> after navigation. */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { home } from "~/content/home";
import { hydrated, origin, STOCK, useBrowser, useTabs, visitTab } from "./harness";
import { slack } from "./machine-load";

const active = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return { tag: el?.tagName.toLowerCase(), id: el?.id, text: el?.textContent?.trim() };
  });

describe("keyboard", () => {
  const browser = useBrowser();
  const tabs = useTabs(browser);

  test("the first Tab reaches the skip link, shown with its padding, which moves focus to the main content", async () => {
    const v = await visitTab(tabs, "/services");
    const { page } = v;
    try {
      await page.keyboard.press("Tab");
      expect((await active(page)).text).toBe("Skip to main content");
      const box = await page.evaluate(() => {
        const style = getComputedStyle(document.activeElement!);
        const rect = document.activeElement!.getBoundingClientRect();
        return { padding: [style.paddingTop, style.paddingLeft], top: rect.top };
      });
      expect(box.padding).toEqual(["12px", "16px"]);
      expect(box.top).toBeGreaterThanOrEqual(0); // on screen
      await page.keyboard.press("Enter");
      expect((await active(page)).id).toBe("main");
      expect(await page.evaluate(() => document.querySelector("h1")?.hasAttribute("tabindex"))).toBe(false); // hash only
    } finally {
      await tabs.give(v);
    }
  });

  for (const url of ["/", "/es"]) {
    for (const width of [390, 1280]) {
      test(`no focused element hides under the sticky header (${url}, ${width} px)`, async () => {
        const v = await visitTab(tabs, url, width);
        const { page } = v;
        try {
          for (let i = 0; i < 50; i++) {
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
          await tabs.give(v);
        }
      });
    }
  }

  test("the header stays on screen while the page scrolls, except in a window too short to spare it", async () => {
    for (const [width, height, sticks] of [
      [390, 844, true],
      [1280, 800, true],
      [1280, 400, false], // 400% zoom on a laptop
    ] as const) {
      const v = await tabs.take();
      const { page } = v;
      try {
        await page.setViewportSize({ width, height });
        await page.goto(`${origin}/es/about`);
        await hydrated(page);
        await page.evaluate(() => window.scrollTo({ top: 1500, behavior: "instant" }));
        const top = await page.locator("header.site-header").evaluate((el) => el.getBoundingClientRect().top);
        expect(top === 0, `${width} x ${height}: header top ${top}`).toBe(sticks);
      } finally {
        await tabs.give(v);
      }
    }
  });

  for (const [lang, width] of [
    ["en", 390],
    ["es", 390],
    ["en", 1280],
    ["es", 1280],
  ] as const) {
    test(`"learn about our services" lands its heading fully below the header (${lang}, ${width} px)`, async () => {
      const v = await visitTab(tabs, lang === "es" ? "/es" : "/", width);
      const { page } = v;
      try {
        await page.getByRole("link", { name: home[lang].hero.servicesLabel }).click();
        await expect.poll(async () => (await active(page)).id).toBe("services-heading");
        expect(await page.locator("#services-heading").innerText()).toBe(home[lang].services.heading);
        await expect
          .poll(() =>
            page.evaluate(() => {
              const rect = document.getElementById("services-heading")!.getBoundingClientRect();
              const headerBottom = document.querySelector("header")!.getBoundingClientRect().bottom;
              return rect.top >= headerBottom && rect.bottom <= window.innerHeight;
            }),
          )
          .toBe(true);
      } finally {
        await tabs.give(v);
      }
    });
  }
});

describe("focus after navigation", () => {
  const tabs = useTabs(useBrowser());

  // A page React hydrates whole (React Router's own output, `npm run test:stock`) shows the next
  // page itself; links from a page with islands only, every page of the islands build, load the
  // next page as a document, which starts like a first load (below).
  test.skipIf(!STOCK)("moves to the new page's <h1> after following a link, not on the first load", async () => {
    const v = await visitTab(tabs, "/es/blog");
    const { page } = v;
    try {
      expect((await active(page)).tag).toBe("body");
      await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Quiénes somos" }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe("/es/about");
      await expect.poll(async () => (await active(page)).tag).toBe("h1");
      const h1 = page.locator("h1");
      expect(await h1.getAttribute("tabindex")).toBe("-1");
      expect((await active(page)).text).toBe((await h1.innerText()).trim());
      expect(await h1.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(
        await page.locator("header").evaluate((el) => el.getBoundingClientRect().bottom),
      );

      await page.keyboard.press("Tab"); // continues from the heading, into the page
      expect(await page.evaluate(() => !!document.activeElement?.closest("main"))).toBe(true);
      expect(v.errors).toEqual([]);
    } finally {
      await tabs.give(v);
    }
  });
});

describe("focus after a page load", () => {
  const tabs = useTabs(useBrowser());

  test.skipIf(STOCK)("a page with islands only, loaded from a link, starts like a first load", async () => {
    const v = await visitTab(tabs, "/es/services");
    const { page } = v;
    try {
      await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Quiénes somos" }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe("/es/about");
      await hydrated(page);
      expect((await active(page)).tag).toBe("body");
      await page.keyboard.press("Tab"); // the skip link comes first, as on a first load
      expect(await page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe("#main");
      expect(v.errors).toEqual([]);
    } finally {
      await tabs.give(v);
    }
  });
});

describe("scroll after navigation", () => {
  const tabs = useTabs(useBrowser());
  const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
  const path = (page: Page) => new URL(page.url()).pathname;
  // Where a page is left, within a few pixels: the web font may arrive in between and reflow it.
  const offBy = async (page: Page, y: number) => Math.abs((await scrollY(page)) - y);

  for (const [lang, width] of [
    ["en", 1280],
    ["es", 390],
  ] as const) {
    test(`a followed link starts the new page at its top; Back and Forward return to where each page was left (${lang}, ${width} px)`, async () => {
      const services = lang === "es" ? "/es/services" : "/services";
      const v = await visitTab(tabs, services, width);
      const { page } = v;
      try {
        await page.evaluate(() => window.scrollTo(0, 1200));
        await expect.poll(() => scrollY(page)).toBe(1200);
        const card = page.locator(`main a[href^="${services}/"]`).first();
        const href = (await card.getAttribute("href"))!;
        await card.click();
        await expect.poll(() => path(page)).toBe(href);
        await expect.poll(() => scrollY(page)).toBe(0);

        await page.evaluate(() => window.scrollTo(0, 500));
        await expect.poll(() => offBy(page, 500)).toBeLessThan(16);
        await page.goBack();
        await expect.poll(() => path(page)).toBe(services);
        await expect.poll(() => offBy(page, 1200)).toBeLessThan(16);
        await page.goForward();
        await expect.poll(() => path(page)).toBe(href);
        await expect.poll(() => offBy(page, 500)).toBeLessThan(16);

        // A reload is the browser's own restoration; nothing is kept in the browser's storage.
        await page.reload();
        await hydrated(page);
        await expect.poll(() => offBy(page, 500)).toBeLessThan(16);
        expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
        expect(v.errors).toEqual([]);
      } finally {
        await tabs.give(v);
      }
    });
  }

  test("a link to another part of the same page scrolls there, and Back returns", async () => {
    const v = await visitTab(tabs, "/careers", 390);
    const { page } = v;
    try {
      // Smooth once the page's parts are drawn (while a reload restores its position, it jumps).
      const behaviour = () => page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);
      await expect.poll(behaviour).toBe("smooth");
      await page.locator('main a[href="#positions"]').click();
      await expect.poll(() => new URL(page.url()).hash).toBe("#positions");
      // Its heading lands just below the sticky header.
      const landed = () =>
        page.evaluate(() => {
          const top = document.getElementById("positions")!.getBoundingClientRect().top;
          const headerBottom = document.querySelector("header")!.getBoundingClientRect().bottom;
          return top >= headerBottom && top < headerBottom + 50;
        });
      // Smooth, unless the visitor asks for reduced motion: the moves may take a second. Back is
      // pressed once it has come to rest (Chromium may finish a scroll in flight over Back's).
      const still = () =>
        page.evaluate(() => {
          const y = scrollY;
          return new Promise<boolean>((resolve) => setTimeout(() => resolve(scrollY === y), 150));
        });
      await expect.poll(async () => (await landed()) && (await still()), { timeout: slack(5000) }).toBe(true);
      await page.goBack();
      await expect.poll(() => scrollY(page), { timeout: slack(5000) }).toBe(0);
      expect(v.errors).toEqual([]);
    } finally {
      await tabs.give(v);
    }
  });
});
