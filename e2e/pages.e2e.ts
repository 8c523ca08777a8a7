/**
 * Every page in both languages, one visit each: status, language, heading, metadata, and the
 * quality bar (axe WCAG 2.2 AA, no console or hydration error, no CSP violation, no request
 * to another host, nothing stored in the browser, nothing that moves while the page loads and hydrates,
 * no use of the browser's Intl at start-up).
 */
import AxeBuilder from "@axe-core/playwright";
import { describe, test } from "vitest";
import { fullTitle } from "~/lib/meta";
import { pageContent } from "~/content/registry.server";
import type { Lang } from "~/i18n/lang";
import type { PagePath } from "~/pages";

const pageHead = (path: PagePath, lang: Lang) => pageContent(path, lang).head;
import { allPages, HYDRATION_ERROR, hydrated, openPage, origin, useBrowser } from "./harness";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

describe("every page, both languages", () => {
  const browser = useBrowser();

  test.concurrent.for(allPages)("$url", async ({ path, lang, url }, { expect }) => {
    const visit = await openPage(browser());
    const { page } = visit;
    try {
      await page.addInitScript(() => {
        const shifts: string[] = ((window as unknown as { shifts: string[] }).shifts = []);
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[])
            shifts.push(`${entry.value.toFixed(4)} ${entry.sources.map((s) => s.node?.nodeName).join(",")}`);
        }).observe({ type: "layout-shift", buffered: true });
        // The first use of Intl (or of a method built on it) in a page sets up the browser's ICU data:
        // 10-40 ms in one piece on this machine, four times that on Lighthouse's phone, the longest
        // task of the start-up. Words and numbers are formatted at build time; the start-up never calls it.
        const intl: string[] = ((window as unknown as { intl: string[] }).intl = []);
        const spy = <T extends object>(owner: T, key: keyof T & string, label: string) => {
          const original = owner[key] as (...args: unknown[]) => unknown;
          Object.defineProperty(owner, key, {
            configurable: true,
            writable: true,
            value: new Proxy(original, {
              apply: (fn, self, args) => (intl.push(label), Reflect.apply(fn, self, args)),
              construct: (fn, args, target) => (intl.push(label), Reflect.construct(fn, args, target)),
            }),
          });
        };
        for (const name of Object.getOwnPropertyNames(Intl).filter((n) => /^[A-Z]/.test(n)))
          spy(Intl, name as keyof typeof Intl, `Intl.${name}`);
        spy(Number.prototype, "toLocaleString", "Number#toLocaleString");
        spy(String.prototype, "localeCompare", "String#localeCompare");
        for (const key of ["toLocaleString", "toLocaleDateString", "toLocaleTimeString"] as const)
          spy(Date.prototype, key, `Date#${key}`);
      });
      const response = await page.goto(origin + encodeURI(url), { waitUntil: "load" });
      expect(response?.status()).toBe(200);
      await hydrated(page);
      const startUp = () =>
        new Promise<string[]>((done) =>
          requestIdleCallback(() => done((window as unknown as { intl: string[] }).intl)),
        );
      expect(await page.evaluate(startUp), "Intl used at start-up").toEqual([]);

      const head = pageHead(path, lang);
      expect(await page.locator("html").getAttribute("lang")).toBe(lang);
      expect((await page.locator("h1").allInnerTexts()).map((t) => t.trim())).toEqual([head.heading]);
      expect(await page.title()).toBe(fullTitle(head.title));
      expect(await page.locator('meta[name="description"]').getAttribute("content")).toBe(head.description);

      const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      const violations = axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
      expect(violations).toEqual([]);
      // Layout shifts (CLS): none from the first paint through hydration and its effects.
      expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);

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
