/** The home page's moving parts (the slideshow, WCAG 2.2.2; the "learn about our services" button) and its figures. */
import { describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { home } from "~/content/home";
import { SLIDE_INTERVAL_MS } from "~/lib/browser/slideshow";
import { hydrated, openPage, origin, STOCK, useBrowser, useTabs } from "./harness";

const hero = home.en.hero;
/** The slideshow's region; its role description is in the page's language ("carousel", "carrusel"). */
const SLIDESHOW = '[role="region"][aria-roledescription]';
const currentSlide = (page: Page) =>
  page.locator(`${SLIDESHOW} button[aria-current="true"]`).getAttribute("aria-label");
/** Resolves once the slideshow's timer runs (or, under reduced motion, once it has decided not to). */
const started = (page: Page) => page.locator(`${SLIDESHOW}[data-state="playing"]`).waitFor();
const slide = (n: number) => `Slide ${n} of ${hero.slides.length}`;
/**
 * A fake clock that stands still from before the page loads: time moves only through runFor, so
 * nothing advances between steps (an installed clock alone keeps flowing with real time).
 */
async function stoppedClock(page: Page) {
  const start = new Date("2026-01-05T09:00:00Z").getTime();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
}
/**
 * Steps the stopped clock 20 ms at a time until `selector` is there: hydration waits for a frame
 * and a timeout, which only a moving clock fires. The slideshow's timer then started at most
 * 20 ms ago, in fake time.
 */
async function stepUntil(page: Page, selector: string) {
  for (let i = 0; i < 500 && (await page.locator(selector).count()) === 0; i++) await page.clock.runFor(20);
  await page.locator(selector).waitFor({ state: "attached", timeout: 1000 });
}
const PLAYING = `${SLIDESHOW}[data-state="playing"]`;

describe("home slideshow", () => {
  const browser = useBrowser();
  // Tests with a fake clock have a page of their own (a clock stays installed); the others take a warm tab.
  const tabs = useTabs(browser);

  test("advances every 5 seconds, wraps, stops when paused, and plays again", async () => {
    const v = await openPage(browser());
    const { page } = v;
    try {
      await stoppedClock(page);
      await page.goto(origin + "/");
      await stepUntil(page, PLAYING);
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
    const v = await tabs.take();
    const { page } = v;
    try {
      await page.emulateMedia({ reducedMotion: "reduce" }); // no automatic change between steps
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
      // (the picture, with no focusable part, is not inert: changing slides then restyles only the words).
      expect(await page.locator('[aria-roledescription="slide"][aria-hidden="true"]').count()).toBe(3);
      expect(await page.locator('[aria-roledescription="slide"][aria-hidden="true"] > [inert]').count()).toBe(3);
      expect(await page.locator('[aria-roledescription="slide"]:not([aria-hidden="true"]) [inert]').count()).toBe(0);
      // The current slide's picture is drawn, and so is the first one (the others are drawn only
      // once shown or prepared while the page is idle); every picture keeps the same box, drawn or not.
      const pictures = await page.locator('[aria-roledescription="slide"] [role="img"]').evaluateAll((all) =>
        all.map((picture) => {
          const box = picture.getBoundingClientRect();
          return { drawn: picture.querySelector("svg")!.checkVisibility(), size: `${box.width}x${box.height}` };
        }),
      );
      expect(pictures[2]!.drawn).toBe(true);
      expect(pictures[0]!.drawn).toBe(true);
      expect(new Set(pictures.map((p) => p.size)).size).toBe(1);
    } finally {
      await tabs.give(v);
    }
  });

  test("pauses while the pointer is over it", async () => {
    const v = await openPage(browser());
    const { page } = v;
    try {
      await stoppedClock(page);
      await page.goto(origin + "/");
      await stepUntil(page, PLAYING);
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

  test.for(["en", "es"] as const)(
    "%s: the pause control works by keyboard; no route data in the page, no console error",
    async (lang) => {
      const v = await openPage(browser());
      const { page } = v;
      const words = home[lang].hero;
      try {
        await stoppedClock(page);
        await page.goto(origin + (lang === "es" ? "/es" : "/"));
        await stepUntil(page, PLAYING);
        await page.getByRole("button", { name: words.pause }).focus();
        await page.keyboard.press("Enter");
        expect(await page.locator(SLIDESHOW).getAttribute("data-state")).toBe("paused");
        expect(await page.getByRole("button", { name: words.play }).count()).toBe(1);
        await page.keyboard.press("Space");
        expect(await page.locator(SLIDESHOW).getAttribute("data-state")).toBe("playing");
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await page.clock.runFor(SLIDE_INTERVAL_MS + 100);
        expect(await currentSlide(page)).not.toMatch(/ 1 /);
        // The page is React's HTML with one script: no inline route data (the stock build keeps it).
        if (!STOCK) expect(await page.content()).not.toContain("__reactRouterContext");
        expect(v.errors).toEqual([]);
      } finally {
        await v.context.close();
      }
    },
  );

  test("does not move when the visitor prefers reduced motion (Spanish page)", async () => {
    const v = await openPage(browser(), { reducedMotion: "reduce" });
    const { page } = v;
    try {
      await stoppedClock(page);
      await page.goto(origin + "/es");
      await stepUntil(page, `${SLIDESHOW} button:has-text("${home.es.hero.play}")`); // decided: paused
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

describe("home figures", () => {
  const tabs = useTabs(useBrowser());

  test.for(["/", "/es"])("%s: each figure (families, years, 24/7) stays on one line at 320 px", async (path) => {
    const v = await tabs.take(320);
    try {
      await v.page.goto(origin + path);
      const lines = await v.page.locator('section[aria-labelledby="hero-heading"] dd').evaluateAll((figures) =>
        figures.map((figure) => {
          const range = document.createRange();
          range.selectNodeContents(figure);
          return `${figure.textContent}: ${range.getClientRects().length}`;
        }),
      );
      expect(lines.length).toBe(3);
      for (const line of lines) expect(line).toMatch(/: 1$/);
    } finally {
      await tabs.give(v);
    }
  });
});
