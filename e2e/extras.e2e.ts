/**
 * /specials, /reviews and /careers as visitors use them: the facts in both languages, the anchors,
 * offers that end, the job application (validation, console mode, a failed delivery) and the
 * JobPosting structured data.
 */
import { describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { careers } from "~/content/careers";
import { reviews } from "~/content/reviews";
import { site } from "~/content/site";
import { isPublishable } from "~/content/facts";
import { specials } from "~/content/specials";
import { langs, localizePath, type Lang } from "~/i18n/lang";
import { formatDate } from "~/i18n/dates";
import { fill } from "~/i18n/format";
import { drawn, hydrated, openPage, origin, useBrowser, useTabs } from "./harness";

const url = (path: "/specials" | "/reviews" | "/careers", lang: Lang) => origin + localizePath(path, lang);
/** The page's text as a reader sees it, once every section is drawn. */
async function text(page: Page): Promise<string> {
  await drawn(page);
  return page.locator("main").innerText();
}

describe("specials, reviews and careers", () => {
  const browser = useBrowser();
  const tabs = useTabs(browser);

  test.concurrent.for(langs)("%s: key facts render, read from the content and the config", async (lang, { expect }) => {
    const v = await tabs.take();
    const { page } = v;
    try {
      await page.goto(url("/specials", lang));
      let main = await text(page);
      for (const offer of Object.values(specials[lang].offers.items)) expect(main).toContain(offer.discount);
      for (const offer of site.offers)
        if (offer.ends)
          expect(main).toContain(fill(specials[lang].offers.endsOn, { date: formatDate(offer.ends, lang) }));
      for (const tier of specials[lang].loyalty.tiers)
        for (const words of [tier.name, tier.discount, tier.hours]) expect(main).toContain(words);
      expect(await page.locator('a[href$="/contact/insurance"]').count()).toBeGreaterThan(0);

      await page.goto(url("/reviews", lang));
      main = await text(page);
      expect(main).toContain(String(site.claims.rating.value));
      expect(main).toContain(`${site.claims.recommendPercent.value}%`);
      for (const r of reviews[lang].featured.items) expect(main).toContain(r.name);
      const stars = await page.locator("main .sr-only").allTextContents();
      expect(stars).toContain(fill(reviews[lang].starsLabel, { rating: 5 }));
      // The platforms' counts, as the page shows them, add up to the total.
      const counts = await page.locator("#platforms li").allInnerTexts();
      const sum = counts.map((c) => Number(c.match(/(\d+)\s+\S+\s*$/)?.[1])).reduce((a, b) => a + b, 0);
      expect(sum).toBe(site.claims.reviewCount.value);
      const share = page.locator("#share a");
      // A share button only for each platform where the config holds the agency's profile.
      expect(await share.count()).toBe(site.reviewPlatforms.filter((p) => site.profiles[p.profile].value).length);
      for (const a of await share.all()) expect(await a.getAttribute("target")).toBe("_blank");

      await page.goto(url("/careers", lang));
      main = await text(page);
      for (const p of careers[lang].positions.items) expect(main).toContain(p.title);
      for (const b of careers[lang].benefits.items) expect(main).toContain(b.title);
      expect(await page.locator("#benefits").count()).toBe(1);
      expect(await page.locator("#positions").count()).toBe(1);
      expect(
        await page
          .locator(`a[href="tel:${site.phones.main.e164}"]`, { hasText: careers[lang].closing.schedule })
          .count(),
      ).toBe(1);
      expect(await page.locator(`a[href="mailto:${site.emails.careers}"]`).count()).toBe(1);
    } finally {
      await tabs.give(v);
    }
  });

  test("the hero reaches #positions; an Apply link picks its position", async () => {
    const v = await tabs.take(390);
    const { page } = v;
    try {
      await page.goto(url("/careers", "en"));
      await hydrated(page);
      await page.getByRole("link", { name: careers.en.heroLinks.positions }).click();
      await page.waitForFunction(() => location.hash === "#positions");
      expect(await page.locator("#positions-heading").isVisible()).toBe(true);
      const lpn = careers.en.positions.items[1]!;
      await page.getByRole("link", { name: fill(careers.en.positions.applyFor, { title: lpn.title }) }).click();
      await page.waitForFunction(() => location.hash === "#apply-licensed-practical-nurse");
      // The form is an island: it hydrates as the jump brings it into view, then reads the address.
      await expect.poll(() => page.locator("#apply-position").inputValue()).toBe(lpn.id);
      expect(await page.locator("#apply-heading").isVisible()).toBe(true);
    } finally {
      await tabs.give(v);
    }
  });

  test("an offer whose last day has passed is hidden, with a note (fixed clock)", async () => {
    // A page of its own: the fixed clock stays with the page.
    const v = await openPage(browser());
    const { page } = v;
    try {
      // The day after the companion offer's last day in Florida; the 24/7 package still runs.
      await page.clock.setFixedTime(new Date("2027-01-01T15:00:00Z"));
      await page.goto(url("/specials", "en"));
      await hydrated(page);
      const items = specials.en.offers.items;
      await page.getByText(specials.en.offers.endedNote).waitFor();
      expect(await page.locator("#offers").innerText()).not.toContain(items["companion-first-week"]!.title);
      expect(await page.locator("#offers").innerText()).toContain(items["care-package-24-7"]!.title);
      expect(await page.locator("[data-offer-ends]").count()).toBe(site.offers.filter(isPublishable).length - 1);
    } finally {
      await v.context.close();
    }
  });

  test("today, every running offer is shown with its end date in a data attribute", async () => {
    const v = await tabs.take();
    const { page } = v;
    try {
      await page.goto(url("/specials", "es"));
      await hydrated(page);
      const ends = await page
        .locator("[data-offer-ends]")
        .evaluateAll((els) => els.map((e) => e.getAttribute("data-offer-ends")));
      expect(ends).toEqual(site.offers.filter(isPublishable).map((o) => o.ends ?? "ongoing"));
      expect(await page.getByText(specials.es.offers.endedNote).count()).toBe(0);
    } finally {
      await tabs.give(v);
    }
  });
});

describe("the job application", () => {
  const browser = useBrowser();
  const tabs = useTabs(browser);
  const noJs = useTabs(browser, { javaScriptEnabled: false });
  const words = careers.en.application;
  const rn = careers.en.positions.items[0]!;

  async function fill_(page: Page) {
    await page.fill("#apply-name", "Ana Rivera");
    await page.fill("#apply-phone", "8635550100");
    await page.fill("#apply-email", "ana@example.com");
    await page.selectOption("#apply-license", "rn");
    await page.fill("#apply-license-number", "RN 1234567");
    await page.selectOption("#apply-experience", "3-5");
    await page.check('input[name="areas"][value="lakeland"]');
    await page.check('input[name="areas"][value="polk"]');
    await page.selectOption("#apply-availability", "full-time");
    await page.fill("#apply-note", "Nights are fine.");
  }

  test("checks the fields, then sends the application with its position to the site's own server", async () => {
    const v = await tabs.take(390);
    const { page } = v;
    const posted = v.posts;
    try {
      await page.goto(url("/careers", "en") + `#apply-${rn.id}`);
      await hydrated(page);
      expect(await page.locator("#apply-position").inputValue()).toBe(rn.id);
      await page.getByRole("button", { name: words.submit }).click();
      await expect.poll(() => page.locator("#apply-name").getAttribute("aria-invalid")).toBe("true");
      expect(posted).toEqual([]);

      await fill_(page);
      await page.getByRole("button", { name: words.submit }).click();
      await page.getByRole("heading", { name: words.sent.heading }).waitFor();
      expect(posted).toHaveLength(1);
      expect(posted[0]!.path).toBe("/api/forms/application");
      const body = JSON.parse(posted[0]!.body);
      expect(body).toMatchObject({ form: "application", lang: "en", position: rn.id, areas: "lakeland, polk" });
      expect(v.errors).toEqual([]);
    } finally {
      await tabs.give(v);
    }
  });

  test("keeps every value when the delivery fails", async () => {
    const v = await openPage(browser());
    const { page } = v;
    try {
      await page.route("**/__application-endpoint", (route) => route.fulfill({ status: 503, body: "down" }));
      await page.goto(url("/careers", "es") + `#apply-${rn.id}`);
      await hydrated(page);
      const es = careers.es.application;
      // Inject an endpoint the way a configured site has one: the form's action.
      await page
        .locator("#apply form")
        .evaluate((form, action) => form.setAttribute("action", action), `${origin}/__application-endpoint`);
      await fill_(page);
      await page.getByRole("button", { name: es.submit }).click();
      await page.getByRole("heading", { name: es.failed.heading }).waitFor();
      expect(await page.locator("#apply-name").inputValue()).toBe("Ana Rivera");
      expect(await page.locator("#apply-position").inputValue()).toBe(rn.id);
      expect(await page.locator("#apply-license-number").inputValue()).toBe("RN 1234567");
      expect(await page.locator('input[name="areas"]:checked').count()).toBe(2);
      expect(await page.locator("#apply-note").inputValue()).toBe("Nights are fine.");
      expect(await page.getByRole("button", { name: es.failed.retry }).isEnabled()).toBe(true);
    } finally {
      await v.context.close();
    }
  });

  test("without JavaScript, the application posts itself and the server thanks the applicant in Spanish", async () => {
    const v = await noJs.take();
    const { page } = v;
    try {
      await page.goto(url("/careers", "es") + `#apply-${rn.id}`);
      expect(await page.locator("#apply form").getAttribute("action")).toBe("/api/forms/application?lang=es");
      await page.selectOption("#apply-position", rn.id);
      await fill_(page);
      await Promise.all([
        page.waitForURL(/\/es\/forms\/application\/sent/),
        page.locator('#apply button[type="submit"]').click(),
      ]);
      expect(await page.locator("html").getAttribute("lang")).toBe("es");
      expect(await page.locator("body").innerText()).toContain(site.phones.main.display);
    } finally {
      await noJs.give(v);
    }
  });
});

describe("JobPosting structured data", () => {
  const browser = useBrowser();
  const tabs = useTabs(browser);

  test.concurrent.for(langs)("%s: parses and has a posting for each position", async (lang, { expect }) => {
    const v = await tabs.take();
    try {
      await v.page.goto(url("/careers", lang));
      const blocks = await v.page.locator('body script[type="application/ld+json"]').allTextContents();
      const postings = blocks.flatMap((b) => [JSON.parse(b)].flat()).filter((d) => d["@type"] === "JobPosting");
      expect(postings.map((p) => p.title)).toEqual(careers[lang].positions.items.map((p) => p.title));
      for (const p of postings) {
        expect(p.hiringOrganization.name).toBe(site.name);
        expect(p.validThrough).toBe(site.jobs.validThrough);
      }
    } finally {
      await tabs.give(v);
    }
  });
});
