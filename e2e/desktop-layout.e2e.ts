/** Wide windows: sections use their width, rows of cards are full and line up, in both languages. */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { careers } from "~/content/careers";
import { langs, localizePath } from "~/i18n/lang";
import { areaSlugs } from "~/pages";
import { useBrowser, useTabs, visitTab } from "./harness";

interface Box {
  left: number;
  right: number;
  top: number;
  height: number;
}

/** The boxes of the elements `selector` finds, in page coordinates; hidden ones (no size) left out. */
const boxes = (page: Page, selector: string): Promise<Box[]> =>
  page.locator(selector).evaluateAll((elements) =>
    elements
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0)
      .map((r) => ({ left: r.left, right: r.right, top: r.top + scrollY, height: r.height })),
  );

/** The box of the one element `selector` finds. */
async function box(page: Page, selector: string): Promise<Box> {
  const [first, ...more] = await boxes(page, selector);
  if (!first || more.length) throw new Error(`${selector}: ${more.length + (first ? 1 : 0)} boxes, not 1`);
  return first;
}

/** Boxes grouped into rows: a box starts a new row unless its top is within 1 px of the row's. */
function rows(list: Box[]): Box[][] {
  const out: Box[][] = [];
  for (const b of [...list].sort((a, b) => a.top - b.top || a.left - b.left)) {
    const row = out.at(-1);
    if (row && Math.abs(row[0]!.top - b.top) <= 1) row.push(b);
    else out.push([b]);
  }
  return out;
}

/** Text at `scale`% (a phone's large-text setting) in a window `width` px wide. */
async function resize(page: Page, width: number, scale: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.evaluate((s) => (document.documentElement.style.fontSize = `${s}%`), scale);
}

describe.each(langs)("careers and service areas at desktop widths (%s)", (lang) => {
  const tabs = useTabs(useBrowser());

  test("the application uses its section: the form is wider than 60% of it, its short fields in pairs that line up", async () => {
    const v = await visitTab(tabs, localizePath("/careers", lang));
    try {
      const section = await box(v.page, "#apply > div");
      const form = await box(v.page, "#apply form");
      expect(form.right - form.left).toBeGreaterThan(0.6 * (section.right - section.left));

      const controls = await boxes(
        v.page,
        "#apply form :is(input:not([type=hidden], [type=checkbox]), select, textarea)",
      );
      const short = controls.filter((c) => c.right - c.left < 0.6 * (form.right - form.left));
      const pairs = rows(short);
      expect(short.length).toBeGreaterThanOrEqual(6);
      // Two to a row, side by side, as tall as each other: controls on one line.
      expect(pairs.map((row) => row.length)).toEqual(pairs.map(() => 2));
      for (const [a, b] of pairs as [Box, Box][]) {
        expect(a.right).toBeLessThan(b.left);
        expect(Math.abs(a.height - b.height)).toBeLessThanOrEqual(1);
      }
    } finally {
      await tabs.give(v);
    }
  });

  test("the benefit cards fill every row, rows differ by one card at most (1280 and 900 px, 100% and 200% text)", async () => {
    const v = await visitTab(tabs, localizePath("/careers", lang));
    try {
      for (const [width, scale] of [
        [1280, 100],
        [900, 100],
        [1280, 200],
      ] as const) {
        await resize(v.page, width, scale);
        const list = await box(v.page, "#benefits ul");
        const cards = await boxes(v.page, "#benefits ul > li");
        expect(cards.length).toBe(careers[lang].benefits.items.length);
        const lines = rows(cards);
        const where = `${width} px, ${scale}% text: ${lines.map((row) => row.length).join(" + ")}`;
        for (const row of lines) {
          expect(Math.abs(row[0]!.left - list.left), where).toBeLessThanOrEqual(1);
          expect(Math.abs(row.at(-1)!.right - list.right), where).toBeLessThanOrEqual(1);
        }
        const counts = lines.map((row) => row.length);
        expect(Math.max(...counts) - Math.min(...counts), where).toBeLessThanOrEqual(1);
        if (width === 1280 && scale === 100) expect(lines.length, where).toBeLessThan(cards.length);
      }
    } finally {
      await tabs.give(v);
    }
  });

  test("in each row of area cards the call buttons are on one line (1280 and 900 px), whatever the length of each card's words", async () => {
    const v = await visitTab(tabs, localizePath("/service-areas", lang));
    try {
      for (const [width, longer] of [
        [1280, false],
        [900, false],
        [1280, true],
      ] as const) {
        await resize(v.page, width, 100);
        // Every other card's link to its page twice as long: a line or two more in that card.
        if (longer)
          await v.page
            .locator("#areas > div > ul > li:nth-child(odd) a:not([href^='tel:'])")
            .evaluateAll((links) => links.forEach((link) => link.append(` ${link.textContent}`)));
        const cards = await boxes(v.page, "#areas > div > ul > li");
        expect(cards.length).toBe(areaSlugs.length);
        const lines = rows(cards);
        expect(Math.max(...lines.map((row) => row.length))).toBeGreaterThan(1);
        const buttons = await boxes(v.page, "#areas > div > ul > li a[href^='tel:']");
        expect(buttons.length).toBe(cards.length);
        for (const row of lines) {
          const tops = buttons
            .filter((b) => row.some((card) => b.left >= card.left && b.right <= card.right && b.top >= card.top))
            .filter((b) => b.top < row[0]!.top + row[0]!.height)
            .map((b) => b.top);
          expect(tops.length).toBe(row.length);
          expect(
            Math.max(...tops) - Math.min(...tops),
            `${width} px${longer ? ", longer links" : ""}`,
          ).toBeLessThanOrEqual(1);
        }
      }
    } finally {
      await tabs.give(v);
    }
  });
});

describe.each(langs)("the main menu bar (%s)", (lang) => {
  const tabs = useTabs(useBrowser());

  test("is one row from 1024 px, the narrowest window that shows it", async () => {
    const v = await visitTab(tabs, localizePath("/about", lang), 1024);
    try {
      // In the fallback a landing page is set in, then in the web font of the pages after it.
      for (const font of ["fallback", "web font"]) {
        if (font === "web font")
          await v.page.evaluate(async () => {
            await document.fonts.load('bold 16px "Atkinson Hyperlegible"');
            document.documentElement.classList.add("webfont");
          });
        for (const width of [1024, 1100, 1280]) {
          await resize(v.page, width, 100);
          const items = await boxes(v.page, "body > header nav > ul > li");
          expect(items.length).toBeGreaterThan(5);
          expect(rows(items).length, `${font}, ${width} px`).toBe(1);
        }
      }
    } finally {
      await tabs.give(v);
    }
  });
});
