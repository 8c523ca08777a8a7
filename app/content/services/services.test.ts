import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { parse } from "yaml";
import { billsMedicaid, billsMedicare, founded, mainOffice } from "../facts";
import { pageWordsList } from "../schemas/pages/index";
import type { ServicesWords } from "../schemas/pages/services";
import { familyAideProgram, site } from "../site";
import { langs } from "~/i18n/lang";
import { isPagePath, serviceSlugs } from "~/pages";
import { servicePages } from "./index";
import { servicesOverview } from "./overview";

const allText = (value: unknown): string[] =>
  typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(allText) : [];
/** Section texts (not the head): sentences long enough that sharing one means a copied paragraph. */
const sentences = (slug: (typeof serviceSlugs)[number], lang: "en" | "es") => {
  const { related, ...page } = servicePages[slug][lang];
  const sections = { ...page, head: undefined };
  // Related links name other pages (their titles may repeat); their blurbs must not.
  const blurbs = [...related.services, ...related.articles].map((link) => link.body);
  return [...allText(sections), ...blurbs].filter((text) => text.length > 40);
};
const pairs = serviceSlugs.flatMap((a, i) => serviceSlugs.slice(i + 1).map((b) => [a, b] as const));

describe("service pages", () => {
  test.each(pairs.flatMap(([a, b]) => langs.map((lang) => ({ a, b, lang }))))(
    "$lang: $a and $b share no sentence, even with the service name swapped",
    ({ a, b, lang }) => {
      const nameA = servicePages[a][lang].head.heading;
      const nameB = servicePages[b][lang].head.heading;
      const textsB = new Set(sentences(b, lang));
      for (const text of sentences(a, lang)) {
        expect(textsB.has(text), text).toBe(false);
        expect(textsB.has(text.replaceAll(nameA, nameB)), text).toBe(false);
      }
    },
  );

  test.each(serviceSlugs)("%s: both languages have the same sections, and different words", (slug) => {
    const { en, es } = servicePages[slug];
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    const esTexts = new Set(allText(es));
    const shared = allText(en).filter((t) => t.length > 25 && !t.startsWith("/") && esTexts.has(t));
    expect(shared).toEqual([]);
  });

  test.each(serviceSlugs.flatMap((slug) => langs.map((lang) => ({ slug, lang }))))(
    "$lang $slug: related links go to real pages, never to itself",
    ({ slug, lang }) => {
      const { related } = servicePages[slug][lang];
      expect(related.services.length).toBeGreaterThan(0);
      expect(related.articles.length).toBeGreaterThan(0);
      for (const link of [...related.services, ...related.articles]) {
        expect(isPagePath(link.to), link.to).toBe(true);
        expect(link.to).not.toBe(`/services/${slug}`);
      }
      for (const link of related.articles) expect(link.to.startsWith("/blog/")).toBe(true);
    },
  );

  test.each(langs)(
    "%s: nursing and personal care say who, what at a visit, hours, payment and who it suits",
    (lang) => {
      for (const slug of ["private-duty-nursing", "personal-care"] as const) {
        const page = servicePages[slug][lang];
        expect(page.caregivers?.items.length, slug).toBeGreaterThanOrEqual(2);
        expect(page.visit?.items.length, slug).toBeGreaterThanOrEqual(5);
        expect(page.hours?.items.length, slug).toBeGreaterThanOrEqual(3);
        expect(page.suits?.items.length, slug).toBeGreaterThanOrEqual(3);
        expect(page.payment.paragraphs.length, slug).toBeGreaterThan(0);
      }
    },
  );

  test.each(langs)("%s: pediatric page has the three age groups and the family program", (lang) => {
    const page = servicePages["pediatric-care"][lang];
    expect(page.ageGroups?.items.map((g) => g.key)).toEqual(["infants", "children", "teens"]);
    const labels = page.ageGroups!.items.map((g) => g.label!.match(/\d+/g));
    expect(labels).toEqual([
      ["0", "2"],
      ["3", "12"],
      // Children's care runs to the 21st birthday, as Florida Medicaid's children's services do.
      ["13", String(familyAideProgram.underAge - 1)],
    ]);
    for (const group of page.ageGroups!.items) expect(group.points?.length).toBeGreaterThanOrEqual(3);
    expect(page.familyProgram?.benefits.length).toBeGreaterThanOrEqual(3);
    expect(page.familyProgram?.eligibility.length).toBeGreaterThanOrEqual(2);
  });

  test.each(langs)("%s: adult page lists the common conditions, each with what the nurse or aide does", (lang) => {
    const items = servicePages["adult-care"][lang].conditions!.items;
    expect(items.map((c) => c.key)).toEqual([
      "diabetes",
      "copd",
      "heart-failure",
      "stroke",
      "surgery",
      "trach-vent",
      "wounds",
    ]);
    const who = lang === "en" ? /\b(nurse|aide)\b/ : /\b(enfermera|auxiliar)\b/;
    for (const item of items) expect(item.body, item.key).toMatch(who);
  });

  test.each(langs)("%s: senior page covers dementia, post-hospital and respite programs", (lang) => {
    const items = servicePages["senior-care"][lang].programs!.items;
    expect(items.map((p) => p.key)).toEqual(["dementia", "post-hospital", "respite"]);
    for (const item of items) expect(item.points?.length).toBeGreaterThanOrEqual(3);
  });
});

describe("services overview", () => {
  test.each(langs)("%s: two services, companion care, 24 hours, three programs, four steps, why us", (lang) => {
    const c = servicesOverview[lang];
    expect(c.main.services.map((s) => s.slug)).toEqual(["private-duty-nursing", "personal-care"]);
    for (const service of c.main.services) {
      expect(service.features.length).toBeGreaterThanOrEqual(4);
      expect(service.ages).toBeTruthy();
    }
    expect(c.main.services[0]!.subtitle).toMatch(/RN.*LPN/);
    expect(c.main.services[1]!.subtitle).toMatch(/HHA.*CNA/);
    expect(c.more.items.map((i) => i.key)).toEqual(["companion", "hours"]);
    expect(c.more.items[1]!.title).toContain("24");
    expect(new Set(c.programs.items.map((p) => p.slug)).size).toBe(3);
    for (const p of c.programs.items) expect(isPagePath(`/services/${p.slug}`)).toBe(true);
    expect(c.steps.items.map((s) => s.key)).toEqual(["assessment", "plan", "matching", "begins"]);
    expect(c.why.items.length).toBeGreaterThanOrEqual(4);
  });
});

describe("services' words files", () => {
  const files = pageWordsList.filter((page) => page.group === "Services");
  /** A file's words as written, its comments left out. */
  const written = (file: string) => readFileSync(file, "utf8").replace(/^\s*#.*$/gm, "");

  test("the overview and every service page have a words file", () => {
    expect(files.map((page) => page.path).sort()).toEqual(
      ["/services", ...serviceSlugs.map((slug) => `/services/${slug}`)].sort(),
    );
  });

  test.each(files)("$name: types no fact of the config: each enters as a {placeholder}", ({ file, name }) => {
    const text = written(file);
    expect(text).not.toContain(mainOffice.city);
    expect(text).not.toMatch(new RegExp(`\\b${founded}\\b`));
    for (const lang of langs) expect(text).not.toContain(site.careHours[lang]);
    if (name === "service-pediatric-care") {
      const { underAge, trainingHours } = familyAideProgram;
      for (const figure of [underAge, underAge - 1, trainingHours])
        expect(text).not.toMatch(new RegExp(`\\b${figure}\\b`));
    }
  });

  test.each(langs)(
    "%s: the overview's last reason claims Medicare and Medicaid billing only once both are real",
    (lang) => {
      const { coverage } = (
        parse(readFileSync(files.find((page) => page.name === "services")!.file, "utf8")) as Record<
          string,
          ServicesWords
        >
      )[lang]!.why;
      expect(servicesOverview[lang].why.items.at(-1)).toBe(
        billsMedicare && billsMedicaid ? coverage.billed : coverage.otherwise,
      );
    },
  );
});
