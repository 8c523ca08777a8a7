/** Where keyboard focus goes: the skip link, never under the sticky header, and to the new page's <h1> after navigation. */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { home } from "~/content/home";
import { useBrowser, visit } from "./harness";

const active = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return { tag: el?.tagName.toLowerCase(), id: el?.id, text: el?.textContent?.trim() };
  });

describe("keyboard", () => {
  const browser = useBrowser();

  test("the first Tab reaches the skip link, shown with its padding, which moves focus to the main content", async () => {
    const v = await visit(browser(), "/services");
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
      await v.context.close();
    }
  });

  for (const url of ["/", "/es"]) {
    for (const width of [390, 1280]) {
      test(`no focused element hides under the sticky header (${url}, ${width} px)`, async () => {
        const v = await visit(browser(), url, width);
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
          await v.context.close();
        }
      });
    }
  }

  for (const [lang, width] of [
    ["en", 390],
    ["es", 390],
    ["en", 1280],
    ["es", 1280],
  ] as const) {
    test(`"learn about our services" lands its heading fully below the header (${lang}, ${width} px)`, async () => {
      const v = await visit(browser(), lang === "es" ? "/es" : "/", width);
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
        await v.context.close();
      }
    });
  }
});

describe("focus after navigation", () => {
  const browser = useBrowser();

  test("moves to the new page's <h1> after following a link, not on the first load", async () => {
    const v = await visit(browser(), "/es/services");
    const { page } = v;
    try {
      expect((await active(page)).tag).toBe("body");
      await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Nosotros" }).click();
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
      await v.context.close();
    }
  });
});
