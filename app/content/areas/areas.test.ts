import { describe, expect, test } from "vitest";
import { langs } from "~/i18n/lang";
import { areaSlugs } from "~/pages";
import { site } from "../site";
import { areaLabels } from "./labels";
import { areasOverview } from "./overview";
import { areaOrder, areaPage } from "./index";

const entries = areaOrder.map((slug) => ({ slug, page: areaPage(slug) }));
const languageFree = ["position", "office", "response", "counties", "communities", "hospitals"] as const;

describe("area modules", () => {
  test("the pages of app/pages.ts are the modules in pages/, listed by their distinct positions", () => {
    expect([...areaOrder].sort()).toEqual([...areaSlugs].sort());
    const positions = entries.map(({ page }) => page.en.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(new Set(positions).size).toBe(positions.length);
  });

  test.each(entries)("$slug: both languages, the same facts, its own words", ({ page }) => {
    for (const lang of langs) {
      const c = page[lang];
      expect(c.name).toBeTruthy();
      expect(c.head.heading).toContain(c.inSentence);
      expect(c.summary.length).toBeGreaterThan(40);
      expect(c.features).toHaveLength(4);
      expect(c.local.paragraphs.length).toBeGreaterThanOrEqual(2);
      expect(c.communities.length).toBeGreaterThanOrEqual(4);
      expect(c.hospitals.length).toBeGreaterThanOrEqual(2);
      expect(site.offices.map((o) => o.id)).toContain(c.office);
      expect(site.responseTimes.map((r) => r.id)).toContain(c.response);
    }
    for (const key of languageFree) expect(page.es[key]).toEqual(page.en[key]);
    expect(page.es.summary).not.toBe(page.en.summary);
    expect(page.es.local).not.toEqual(page.en.local);
  });

  test("each area's copy is written for it, not one paragraph with the name swapped", () => {
    for (const lang of langs) {
      const paragraphs = entries.flatMap(({ page }) => [...page[lang].local.paragraphs, page[lang].summary]);
      expect(new Set(paragraphs).size).toBe(paragraphs.length);
      const shapes = paragraphs.map((p) => p.replace(/[A-Z][\w-]+/g, "X"));
      expect(new Set(shapes).size).toBe(shapes.length);
    }
  });

  test("Polk County lists its eight communities", () => {
    expect(areaPage("polk-county").en.communities).toEqual([
      "Bartow",
      "Winter Haven",
      "Auburndale",
      "Haines City",
      "Lake Wales",
      "Mulberry",
      "Fort Meade",
      "Frostproof",
    ]);
  });

  test.each(langs)(
    "%s: Lakeland states the radius without a travel fee and its professionals, from the config",
    (lang) => {
      const text = JSON.stringify(areaPage("lakeland")[lang]);
      expect(text).toContain(`${site.claims.lakelandRadiusMiles.value}`);
      expect(text).toContain(`${site.claims.lakelandProfessionals.value}`);
      expect(areaPage("lakeland")[lang].office).toBe("lakeland");
      expect(areaPage("lakeland")[lang].response).toBe("lakeland");
    },
  );

  test("the template's and the finder's labels exist in both languages with their placeholders", () => {
    for (const lang of langs) {
      expect(Object.keys(areaLabels[lang].services)).toHaveLength(6);
      expect(areaLabels[lang].call).toContain("{phone}");
      const f = areasOverview[lang].finder;
      expect(f.foundZip).toMatch(/\{zip\}.*\{place\}/);
      expect(f.withinRadius).toMatch(/\{miles\}.*\{radius\}/);
      expect(f.outside).toContain("{query}");
    }
  });
});
