/**
 * The services, about and 24/7 emergency pages as a visitor reads them: each shows its key facts
 * in English and Spanish (read from the content and the config, never retyped here), the 911
 * warning comes before the care line, and the pediatric page shows its three age groups.
 */
import { describe, test } from "vitest";
import { langs, localizePath, type Lang } from "~/i18n/lang";
import { about } from "~/content/about";
import { emergency } from "~/content/contact/emergency";
import { servicePages } from "~/content/services";
import { servicesOverview } from "~/content/services/overview";
import { site } from "~/content/site";
import { telHref } from "~/lib/contact";
import { serviceSlugs, type PagePath } from "~/pages";
import { origin, useBrowser, useTabs } from "./harness";

/** What each page must show, per language: texts that must appear in <main>. */
const keyFacts: { path: PagePath; facts: (lang: Lang) => string[] }[] = [
  {
    path: "/services",
    facts: (lang) => {
      const c = servicesOverview[lang];
      return [
        ...c.main.services.flatMap((s) => [s.title, s.subtitle, ...s.features, s.ages]),
        ...c.more.items.map((i) => i.title),
        ...c.programs.items.map((p) => p.title),
        ...c.steps.items.map((s) => s.title),
        c.why.heading,
      ];
    },
  },
  ...serviceSlugs.map((slug) => ({
    path: `/services/${slug}` as PagePath,
    facts: (lang: Lang) => {
      const c = servicePages[slug][lang];
      const blocks = [c.caregivers, c.ageGroups, c.conditions, c.programs, c.hours].flatMap((b) =>
        b ? [b.heading, ...b.items.map((i) => i.title)] : [],
      );
      return [...blocks, c.payment.heading, c.payment.linkLabel, ...c.related.services.map((l) => l.title)];
    },
  })),
  {
    path: "/about",
    facts: (lang) => {
      const c = about[lang];
      return [
        c.story.heading,
        ...c.stats.items.flatMap((s) => [s.value, s.label]),
        ...c.values.items.flatMap((v) => [v.title, v.atVisit]),
        c.license.heading,
      ];
    },
  },
  {
    path: "/contact/emergency",
    facts: (lang) => {
      const c = emergency[lang];
      return [
        c.warning.heading,
        site.phones.emergency.display,
        ...c.triage.urgent,
        ...c.triage.emergency,
        ...site.responseTimes.flatMap((r) => [r.region[lang], r.time[lang]]),
      ];
    },
  },
];

const normalize = (text: string) => text.replace(/\s+/g, " ");

describe("services, about and emergency pages", () => {
  const browser = useBrowser();
  const tabs = useTabs(browser, { javaScriptEnabled: false });
  const live = useTabs(browser);

  test.concurrent.for(keyFacts.flatMap(({ path, facts }) => langs.map((lang) => ({ path, lang, facts }))))(
    "$lang $path shows its key facts, with JavaScript off too",
    async ({ path, lang, facts }, { expect }) => {
      const v = await tabs.take();
      try {
        await v.page.goto(origin + encodeURI(localizePath(path, lang)));
        const main = normalize(await v.page.locator("main").innerText());
        for (const fact of facts(lang)) expect(main, fact).toContain(normalize(fact));
        // Every page ends with a call and a link to the contact page.
        const links = await v.page.locator("main a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
        expect(links).toContain(telHref(site.phones.main));
        expect(links).toContain(localizePath("/contact", lang));
      } finally {
        await tabs.give(v);
      }
    },
  );

  test.for(langs)(
    "%s: the 911 warning is the first thing under the heading, before the 24/7 line",
    async (lang, { expect }) => {
      const v = await live.take(390);
      const { page } = v;
      try {
        await page.goto(origin + localizePath("/contact/emergency", lang));
        const c = emergency[lang];
        const warning = page.getByRole("complementary", { name: c.warning.heading });
        expect(await warning.isVisible()).toBe(true);
        expect(await warning.getByRole("link", { name: c.warning.callLabel }).getAttribute("href")).toBe(
          `tel:${site.emergencyNumber}`,
        );
        // Order in the document: h1, then the warning, then the intro and every link to the care line.
        const order = await page.evaluate((tel) => {
          const main = document.querySelector("main")!;
          const nodes = [
            main.querySelector("h1"),
            main.querySelector("#call-911"),
            main.querySelector("h1 ~ div p"),
            main.querySelector(`a[href="${tel}"]`),
          ];
          return nodes.slice(1).map((node, i) => !!node && !!(nodes[i]!.compareDocumentPosition(node) & 4));
        }, telHref(site.phones.emergency));
        expect(order).toEqual([true, true, true]);
        // On a phone the warning is on the first screen.
        const box = await warning.boundingBox();
        expect(box!.y).toBeLessThan(844);
      } finally {
        await live.give(v);
      }
    },
  );

  test.for(langs)("%s: the pediatric page shows the three age groups in order", async (lang, { expect }) => {
    const v = await live.take();
    try {
      await v.page.goto(origin + localizePath("/services/pediatric-care", lang));
      const groups = servicePages["pediatric-care"][lang].ageGroups!.items;
      const section = v.page.getByRole("region", { name: servicePages["pediatric-care"][lang].ageGroups!.heading });
      const cards = section.locator("li[data-key]");
      expect(await cards.evaluateAll((els) => els.map((el) => el.getAttribute("data-key")))).toEqual(
        groups.map((g) => g.key),
      );
      for (const group of groups) {
        const card = section.locator(`li[data-key="${group.key}"]`);
        expect(await card.getByRole("heading", { name: group.title }).isVisible()).toBe(true);
        expect(await card.innerText()).toContain(group.label!);
      }
    } finally {
      await live.give(v);
    }
  });
});
