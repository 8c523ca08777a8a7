/** What a visitor does on the service-area pages: ask "do you serve my town?", in both languages, with and without JavaScript. */
import { describe, expect, test } from "vitest";
import { areasOverview } from "~/content/areas/overview";
import { areaPage, areaPages } from "~/content/areas";
import { site } from "~/content/site";
import { telHref } from "~/lib/contact";
import { fill } from "~/i18n/format";
import { hydrated, openPage, origin, useBrowser } from "./harness";

const polkOffice = site.offices.find((o) => o.id === "polk")!;
const radius = site.claims.lakelandRadiusMiles.value;

describe("Do you serve my town?", () => {
  const browser = useBrowser();

  test("English: a misspelled town, a Lakeland ZIP code and a place outside every area, each announced", async () => {
    const v = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    const { page } = v;
    const words = areasOverview.en.finder;
    try {
      await page.goto(`${origin}/service-areas#finder`);
      await hydrated(page);
      const input = page.getByLabel(words.label);
      const status = page.locator("#finder [role=status]");
      expect(await status.getAttribute("aria-live")).toBe("polite");

      await input.fill("wauchla ");
      await input.press("Enter");
      await expect.poll(() => status.innerText()).toContain(fill(words.found, { place: "Wauchula" }));
      expect(await status.innerText()).toContain(fill(words.corrected, { place: "Wauchula" }));
      expect(await status.locator(`a[href="${telHref(polkOffice.phone)}"]`).count()).toBe(1);
      expect(await status.locator('a[href="/service-areas/hardee-county"]').count()).toBe(1);

      // No button press: the answer comes once typing pauses.
      await input.fill("33813");
      await expect.poll(() => status.innerText()).toContain(fill(words.foundZip, { zip: "33813", place: "Lakeland" }));
      expect(await status.innerText()).toContain(`${radius} miles, so there is no travel fee`);

      await input.fill("Orlando");
      await input.press("Enter");
      await expect.poll(() => status.innerText()).toContain(fill(words.outside, { query: "Orlando" }));
      expect(await status.innerText()).toContain(words.outsideHelp);
      expect(await status.locator(`a[href="${telHref(site.phones.main)}"]`).count()).toBe(1);

      expect(v.errors).toEqual([]);
    } finally {
      await v.context.close();
    }
  });

  test("Spanish: an accented name and a ZIP code answer in Spanish, with Spanish links", async () => {
    const v = await openPage(browser());
    const { page } = v;
    const words = areasOverview.es.finder;
    try {
      await page.goto(`${origin}/es/service-areas`);
      await hydrated(page);
      const input = page.getByLabel(words.label);
      const status = page.locator("#finder [role=status]");

      await input.fill("BÁRTOW");
      await page.getByRole("button", { name: words.submit }).click();
      await expect.poll(() => status.innerText()).toContain(fill(words.found, { place: "Bartow" }));
      expect(await status.locator('a[href="/es/service-areas/polk-county"]').count()).toBe(1);

      await input.fill("33186");
      await input.press("Enter");
      await expect.poll(() => status.innerText()).toContain(fill(words.foundZip, { zip: "33186", place: "Miami" }));
      expect(await status.locator('a[href="/es/service-areas/miami-dade-county"]').count()).toBe(1);
      expect(v.errors).toEqual([]);
    } finally {
      await v.context.close();
    }
  });

  test("the header's “Don't see your area?” leads to the finder", async () => {
    const v = await openPage(browser());
    try {
      await v.page.goto(`${origin}/about`);
      expect(await v.page.locator('header a[href="/service-areas#finder"]').count()).toBeGreaterThan(0);
    } finally {
      await v.context.close();
    }
  });
});

describe("without JavaScript", () => {
  const browser = useBrowser();

  test("the overview lists every community by area and shows no dead form; area pages list theirs", async () => {
    const v = await openPage(browser(), { javaScriptEnabled: false });
    const { page } = v;
    try {
      await page.goto(`${origin}/service-areas`);
      expect(await page.locator("#finder input").count()).toBe(0);
      expect(await page.locator('#finder a[href="#communities"]').count()).toBe(1);
      const listing = await page.locator("#communities").innerText();
      for (const page of Object.values(areaPages)) {
        for (const name of page.en.communities) expect(listing).toContain(name);
      }

      await page.goto(`${origin}/es/service-areas/polk-county`);
      const items = await page.locator("#communities li").allInnerTexts();
      expect(items.map((t) => t.trim())).toEqual(expect.arrayContaining(areaPage("polk-county").es.communities));
    } finally {
      await v.context.close();
    }
  });
});
