import path from "node:path";
import { describe, expect, test } from "vitest";
import { langs } from "~/i18n/lang";
import { areaSlugs } from "~/pages";
import { loadFolder } from "../content-data.server";
import { collections, type FolderCollection } from "../schemas/collections";
import { responseIds } from "../schemas/areas";
import { site } from "../site";
import { areaLabels } from "./labels";
import { areasOverview } from "./overview";
import { areaOrder, areaPage, unadvertisedAreas } from "./index";

const entries = areaOrder.map((slug) => ({ slug, page: areaPage(slug) }));
const languageFree = ["office", "response", "counties", "communities", "hospitals"] as const;
const root = path.resolve(import.meta.dirname, "../../..");
const areasCollection = collections.find((c) => c.name === "areas") as FolderCollection;
const data = loadFolder(root, areasCollection);

describe("area files", () => {
  test("the pages of app/pages.ts are the files in data/areas/ a licensed office serves, listed by their distinct `order`", () => {
    expect([...areaOrder].sort()).toEqual([...areaSlugs].sort());
    expect(data.facts.map((f) => f.id).filter((id) => areaSlugs.includes(id))).toEqual(areaOrder);
    expect(data.facts.map((f) => f.id).filter((id) => !areaSlugs.includes(id))).toEqual(["kissimmee"]);
    expect(unadvertisedAreas).toHaveLength(1);
    const orders = data.facts.map((f) => f.order as number);
    expect(new Set(orders).size).toBe(orders.length);
  });

  test("the response regions an area file may name are the config's", () => {
    expect([...responseIds]).toEqual(site.responseTimes.map((r) => r.id));
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

  test("a community belongs to one area, listed once", () => {
    const all = entries.flatMap(({ page }) => page.en.communities.map((name) => name.toLowerCase()));
    expect(all.filter((name, i) => all.indexOf(name) !== i)).toEqual([]);
  });

  test("no placeholder is left unfilled on an area page", () => {
    for (const { slug, page } of entries) expect(JSON.stringify(page), slug).not.toMatch(/\{\w+\}/);
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
      expect(f.withinRadius).toContain("{miles}");
      expect(f.withinRadius).toContain(`${site.claims.lakelandRadiusMiles.value}`);
      expect(f.outside).toContain("{query}");
    }
  });
});
