/**
 * Every page in both languages, one visit each: status, language, heading, metadata, and the
 * quality bar (axe WCAG 2.2 AA, no console or hydration error, no CSP violation, no request
 * to another host, nothing stored in the browser, nothing that moves while the page loads and hydrates,
 * no use of the browser's Intl or sessionStorage at start-up, no frame drawn before the page is
 * parsed as far as its footer, every part drawn once the page has painted). E2E_SAMPLE=n visits
 * every n-th page; with STOCK_OUTPUT=1 the speed layer's checks are left out (SPEED_ONLY).
 */
import { describe, test } from "vitest";
import { fullTitle } from "~/lib/meta";
import { pageContent } from "~/content/registry.server";
import { localizePath, type Lang } from "~/i18n/lang";
import type { PagePath } from "~/pages";
import { site } from "~/content/site";

const pageHead = (path: PagePath, lang: Lang) => pageContent(path, lang).head;
/** The notices every page links to from its footer (45 CFR 92.10-92.11: reachable from the home page and beyond). */
const footerNotices: PagePath[] = ["/nondiscrimination", "/language-assistance"];
import { HYDRATION_ERROR, hydrated, origin, pagesUnderTest, SPEED_ONLY, STOCK, useBrowser, useTabs } from "./harness";
import {
  deferredParts,
  firstFrame,
  firstFrameDeferred,
  layoutShifts,
  recordFirstFrame,
  recordSlowStartCalls,
  recordLayoutShifts,
  slowStartCalls,
} from "./page-records";
import { axeViolations, loadAxe } from "./axe";

describe("every page, both languages", () => {
  const browser = useBrowser();
  // Warm tabs go from page to page (as many as the tests run at once: vitest.e2e.config.ts); each records, from
  // every page's first paint, its layout shifts, its first frame and its slow start-up calls, and
  // has axe loaded.
  const tabs = useTabs(browser, {}, async ({ page }) => {
    await recordLayoutShifts(page);
    await recordSlowStartCalls(page);
    await recordFirstFrame(page);
    await loadAxe(page);
  });

  // Soft checks: a page's failures are all reported, not only its first.
  test.concurrent.for(pagesUnderTest)("$url", async ({ path, lang, url }, { annotate, expect }) => {
    const visit = await tabs.take();
    const { page } = visit;
    try {
      const response = await page.goto(origin + encodeURI(url), { waitUntil: "load" });
      expect(response?.status()).toBe(200);
      await hydrated(page);
      // Layout shifts (CLS): none from the first paint through hydration and its effects (read now:
      // later, during the checks below, the home slideshow may already have moved on by itself).
      expect.soft(await layoutShifts(page)).toEqual([]);
      expect.soft(await firstFrame(page)).toBe("whole page");
      if (STOCK) await annotate(`skipped: start-up and first-frame checks, which ${SPEED_ONLY}`);
      else {
        // The first frame left the footer (off screen) to draw later, and long prose
        // (articles, legal pages) is cut into sections left for later too; by hydration every
        // part is drawn, and start-up used neither Intl nor sessionStorage too early.
        expect.soft(await slowStartCalls(page), "Intl or sessionStorage used at start-up").toEqual([]);
        expect.soft(await firstFrameDeferred(page)).toContain("footer");
        if ((await page.locator(".prose > section").count()) > 1)
          expect.soft(await firstFrameDeferred(page)).toContain("prose section");
      }
      expect.soft(await deferredParts(page)).toEqual([]);

      const head = pageHead(path, lang);
      expect.soft(await page.locator("html").getAttribute("lang")).toBe(lang);
      expect.soft((await page.locator("h1").allInnerTexts()).map((t) => t.trim())).toEqual([head.heading]);
      expect.soft(await page.title()).toBe(fullTitle(head.title));
      expect.soft(await page.locator('meta[name="description"]').getAttribute("content")).toBe(head.description);

      // The footer of every page links to the notices, in the page's language, and carries the
      // Florida license number once it is real (s. 400.464(4)(a), F.S.; the re-brand test builds one).
      const footer = page.locator("#site-footer");
      for (const notice of footerNotices)
        expect.soft(await footer.locator(`a[href="${localizePath(notice, lang)}"]`).count(), notice).toBe(1);
      if (!site.regulatory.license.sample)
        expect.soft(await footer.innerText()).toContain(site.regulatory.license.value);

      // Contrast is judged on what stays on screen: a moving slideshow is paused first (with its
      // own button, as a visitor would) and a slide still fading in is finished, so that axe never
      // meets a heading halfway through its fade (it did once, on a loaded machine).
      const slideshow = page.locator('[aria-roledescription][data-state="playing"]');
      if (await slideshow.count()) {
        await slideshow.locator("button").last().click();
        await page.locator('[aria-roledescription][data-state="paused"]').waitFor();
      }
      await page.evaluate(() => document.getAnimations().forEach((animation) => animation.finish()));
      expect.soft(await axeViolations(page)).toEqual([]);

      expect.soft(visit.errors.filter((e) => HYDRATION_ERROR.test(e))).toEqual([]);
      expect.soft(visit.errors).toEqual([]);
      expect.soft(visit.csp).toEqual([]);
      expect.soft(visit.offsite).toEqual([]);
      expect.soft(await visit.context.cookies()).toEqual([]);
      expect.soft(await page.evaluate(() => localStorage.length)).toBe(0);
    } finally {
      await tabs.give(visit);
    }
  });
});
