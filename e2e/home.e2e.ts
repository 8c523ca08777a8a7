/** The home page's moving parts: the slideshow (WCAG 2.2.2) and the "learn about our services" button. */
import { describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { home } from "~/content/home";
import { SLIDE_INTERVAL_MS } from "~/lib/slideshow";
import { hydrated, openPage, origin, useBrowser } from "./harness";

const hero = home.en.hero;
/** The slideshow's region; its role description is in the page's language ("carousel", "carrusel"). */
const SLIDESHOW = '[role="region"][aria-roledescription]';
const currentSlide = (page: Page) =>
  page.locator(`${SLIDESHOW} button[aria-current="true"]`).getAttribute("aria-label");
/** Resolves once the slideshow's timer runs (or, under reduced motion, once it has decided not to). */
const started = (page: Page) => page.locator(`${SLIDESHOW}[data-state="playing"]`).waitFor();
const slide = (n: number) => `Slide ${n} of ${hero.slides.length}`;

describe("home slideshow", () => {
  const browser = useBrowser();

  test("advances every 5 seconds, wraps, stops when paused, and plays again", async () => {
    const v = await openPage(browser());
    const { page } = v;
    try {
      await page.clock.install();
      await page.goto(origin + "/");
      await started(page);
      expect(await currentSlide(page)).toBe(slide(1));
      await page.clock.runFor(SLIDE_INTERVAL_MS - 100);
      expect(await currentSlide(page)).toBe(slide(1));
      await page.clock.runFor(200);
      expect(await currentSlide(page)).toBe(slide(2));
      expect(await page.getByRole("heading", { name: hero.slides[1]!.heading }).isVisible()).toBe(true);
      await page.clock.runFor(SLIDE_INTERVAL_MS * 3);
      expect(await currentSlide(page)).toBe(slide(1)); // 2 -> 3 -> 4 -> 1
      expect(await page.locator('[aria-live="polite"]').innerText()).toBe(""); // automatic changes are not announced

      await page.getByRole("button", { name: hero.pause }).click();
      await page.clock.runFor(SLIDE_INTERVAL_MS * 4);
      expect(await currentSlide(page)).toBe(slide(1));

      await page.getByRole("button", { name: hero.play }).click();
      await started(page);
      await page.clock.runFor(SLIDE_INTERVAL_MS + 100);
      expect(await currentSlide(page)).toBe(slide(2));
    } finally {
      await v.context.close();
    }
  });

  test("arrows wrap both ways, dots jump, and the visitor's changes are announced", async () => {
    const v = await openPage(browser());
    const { page } = v;
    try {
      await page.goto(origin + "/");
      await hydrated(page);
      await page.getByRole("button", { name: hero.prev }).click();
      expect(await currentSlide(page)).toBe(slide(4));
      await page.getByRole("button", { name: hero.next }).click();
      expect(await currentSlide(page)).toBe(slide(1));
      await page.getByRole("button", { name: slide(3) }).click();
      expect(await currentSlide(page)).toBe(slide(3));
      expect(await page.locator('[aria-live="polite"]').innerText()).toBe(`${slide(3)}: ${hero.slides[2]!.heading}`);
      // Hidden slides are out of the accessibility tree and the tab order.
      expect(await page.locator('[aria-roledescription="slide"][inert]').count()).toBe(3);
    } finally {
      await v.context.close();
    }
  });

  test("pauses while the pointer is over it", async () => {
    const v = await openPage(browser());
    const { page } = v;
    try {
      await page.clock.install();
      await page.goto(origin + "/");
      await hydrated(page);
      await started(page);
      await page.locator(SLIDESHOW).hover();
      await page.clock.runFor(SLIDE_INTERVAL_MS * 2);
      expect(await currentSlide(page)).toBe(slide(1));
      await page.mouse.move(5, 790);
      await started(page);
      await page.clock.runFor(SLIDE_INTERVAL_MS + 100);
      expect(await currentSlide(page)).toBe(slide(2));
    } finally {
      await v.context.close();
    }
  });

  test("does not move when the visitor prefers reduced motion (Spanish page)", async () => {
    const v = await openPage(browser(), { reducedMotion: "reduce" });
    const { page } = v;
    try {
      await page.clock.install();
      await page.goto(origin + "/es");
      await page.getByRole("button", { name: home.es.hero.play }).waitFor(); // decided: paused
      await page.clock.runFor(SLIDE_INTERVAL_MS * 3);
      expect(await currentSlide(page)).toBe(`Diapositiva 1 de ${hero.slides.length}`);
      expect(await page.locator(SLIDESHOW).getAttribute("data-state")).toBe("paused");
      expect(await page.locator(SLIDESHOW).getAttribute("aria-roledescription")).toBe("carrusel");
      expect(await page.locator('[aria-roledescription="diapositiva"]').count()).toBe(hero.slides.length);
    } finally {
      await v.context.close();
    }
  });
});

describe("learn about our services", () => {
  const browser = useBrowser();

  for (const lang of ["en", "es"] as const) {
    test(`scrolls to the services section and moves focus there (${lang})`, async () => {
      const v = await openPage(browser(), { viewport: { width: 390, height: 844 } });
      const { page } = v;
      try {
        await page.goto(origin + (lang === "es" ? "/es" : "/"));
        await hydrated(page);
        await page.getByRole("link", { name: home[lang].hero.servicesLabel }).click();
        const heading = page.locator("#services-heading");
        await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("services-heading");
        expect(await heading.innerText()).toBe(home[lang].services.heading);
        await expect
          .poll(() =>
            page.evaluate(() => {
              const top = document.getElementById("services-heading")!.getBoundingClientRect().top;
              const headerBottom = document.querySelector("header")!.getBoundingClientRect().bottom;
              return top >= headerBottom && top < window.innerHeight / 2;
            }),
          )
          .toBe(true);
      } finally {
        await v.context.close();
      }
    });
  }
});
