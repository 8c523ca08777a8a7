/**
 * Every page in both languages, one visit each: status, language, heading, metadata, and the
 * quality bar (axe WCAG 2.2 AA, no console or hydration error, no CSP violation, no request
 * to another host, nothing stored in the browser, nothing that moves while the page loads and hydrates,
 * no use of the browser's Intl or sessionStorage at start-up, no frame drawn before the page is parsed as far as its footer, every
 * part drawn once the page has painted).
 */
import AxeBuilder from "@axe-core/playwright";
import { describe, test } from "vitest";
import { fullTitle } from "~/lib/meta";
import { pageContent } from "~/content/registry.server";
import type { Lang } from "~/i18n/lang";
import type { PagePath } from "~/pages";

const pageHead = (path: PagePath, lang: Lang) => pageContent(path, lang).head;
import {
  allPages,
  deferredParts,
  firstFrame,
  firstFrameDeferred,
  HYDRATION_ERROR,
  hydrated,
  layoutShifts,
  openPage,
  origin,
  recordFirstFrame,
  recordSlowStartCalls,
  recordLayoutShifts,
  slowStartCalls,
  useBrowser,
} from "./harness";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

describe("every page, both languages", () => {
  const browser = useBrowser();

  test.concurrent.for(allPages)("$url", async ({ path, lang, url }, { expect }) => {
    const visit = await openPage(browser());
    const { page } = visit;
    try {
      await recordLayoutShifts(page);
      await recordSlowStartCalls(page);
      await recordFirstFrame(page);
      const response = await page.goto(origin + encodeURI(url), { waitUntil: "load" });
      expect(response?.status()).toBe(200);
      await hydrated(page);
      // Layout shifts (CLS): none from the first paint through hydration and its effects (read now:
      // later, during the checks below, the home slideshow may already have moved on by itself).
      expect(await layoutShifts(page)).toEqual([]);
      expect(await slowStartCalls(page), "Intl or sessionStorage used at start-up").toEqual([]);
      expect(await firstFrame(page)).toBe("whole page");
      // The first frame left the footer (off screen) to draw later; by hydration every part is drawn.
      expect(await firstFrameDeferred(page)).toContain("footer");
      // Long prose (articles, legal pages) is cut into one section per heading, left for later too.
      if ((await page.locator(".prose > section").count()) > 1)
        expect(await firstFrameDeferred(page)).toContain("prose section");
      expect(await deferredParts(page)).toEqual([]);

      const head = pageHead(path, lang);
      expect(await page.locator("html").getAttribute("lang")).toBe(lang);
      expect((await page.locator("h1").allInnerTexts()).map((t) => t.trim())).toEqual([head.heading]);
      expect(await page.title()).toBe(fullTitle(head.title));
      expect(await page.locator('meta[name="description"]').getAttribute("content")).toBe(head.description);

      const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      const violations = axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
      expect(violations).toEqual([]);

      expect(visit.errors.filter((e) => HYDRATION_ERROR.test(e))).toEqual([]);
      expect(visit.errors).toEqual([]);
      expect(visit.csp).toEqual([]);
      expect(visit.offsite).toEqual([]);
      expect(await visit.context.cookies()).toEqual([]);
      expect(await page.evaluate(() => localStorage.length)).toBe(0);
    } finally {
      await visit.context.close();
    }
  });
});
