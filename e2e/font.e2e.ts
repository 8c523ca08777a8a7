/**
 * The font: nothing asks for it, nor for any script, before the first paint; the page being read keeps the fallback it
 * was painted in; the next page is set in Atkinson Hyperlegible (hooks/use-web-font.ts).
 */
import { describe, expect, test } from "vitest";
import { pageContent } from "~/content/registry.server";
import { openPage, origin, useBrowser } from "./harness";

describe("the font", () => {
  const browser = useBrowser();

  test("the landing page paints before any font file or script is asked for; the next page is set in Atkinson Hyperlegible", async () => {
    const v = await openPage(browser());
    const { page } = v;
    try {
      await page.goto(`${origin}/es/about`);
      const timing = () =>
        page.evaluate(() => ({
          fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
          fonts: performance
            .getEntriesByType("resource")
            .filter((e) => e.name.endsWith(".woff2"))
            .map((e) => e.startTime),
          scripts: performance
            .getEntriesByType("resource")
            .filter((e) => new URL(e.name).pathname.endsWith(".js"))
            .map((e) => e.startTime),
        }));
      await expect.poll(async () => (await timing()).fonts.length).toBe(2);
      const { fcp, fonts, scripts } = await timing();
      for (const start of fonts) expect(start).toBeGreaterThan(fcp);
      // The islands' entry and what it loads (scripts/island-pages.ts: ISLANDS_LOADER).
      expect(scripts.length).toBeGreaterThan(0);
      for (const start of scripts) expect(start).toBeGreaterThan(fcp);
      const rendered = async (selector: string) => {
        const cdp = await page.context().newCDPSession(page);
        const { root } = await cdp.send("DOM.getDocument");
        const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
        await cdp.send("CSS.enable");
        const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
        await cdp.detach();
        return fonts.map((f) => f.familyName);
      };
      // The page being read keeps the fallback it was painted in, even once the font is here.
      const loaded = () =>
        page.evaluate(async () => {
          await document.fonts.ready;
          return ["400", "700"].every((weight) => document.fonts.check(`${weight} 1em "Atkinson Hyperlegible"`));
        });
      await expect.poll(loaded).toBe(true);
      expect(await rendered("main h1")).not.toContain("Atkinson Hyperlegible");

      await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Ofertas" }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe("/es/specials");
      // The URL changes before React shows the new page (a transition): wait for its heading.
      await expect.poll(() => page.locator("main h1").innerText()).toBe(pageContent("/specials", "es").head.heading);
      expect(await page.locator("html").getAttribute("class")).toContain("webfont");
      await expect.poll(() => rendered("main h1")).toEqual(["Atkinson Hyperlegible"]);
      expect(await rendered("main p")).toEqual(["Atkinson Hyperlegible"]);
      expect(v.errors).toEqual([]);
    } finally {
      await v.context.close();
    }
  });
});
