import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { langs } from "~/i18n/lang";
import { legalPaths, pagePaths } from "~/pages";
import { pageContent } from "~/content/registry.server";
import type { Lang } from "~/i18n/lang";
import type { PagePath } from "~/pages";

const pageHead = (path: PagePath, lang: Lang) => pageContent(path, lang).head;
import { home } from "./home";
import { site } from "./site";

const heads = pagePaths.flatMap((path) => langs.map((lang) => ({ path, lang, head: pageHead(path, lang) })));
const allText = (value: unknown): string[] =>
  typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(allText) : [];

describe("page heads (title, description, heading, introduction)", () => {
  test("every page has them in both languages", () => {
    expect(heads).toHaveLength(pagePaths.length * 2);
    for (const { path, lang, head } of heads) {
      expect(head.title, `${lang} ${path}`).toBeTruthy();
      expect(head.heading, `${lang} ${path}`).toBeTruthy();
      expect(head.eyebrow, `${lang} ${path}`).toBeTruthy();
      // Articles and legal pages carry their introduction as Markdown (introHtml), not in the head.
      if (!path.startsWith("/blog/") && !(legalPaths as readonly string[]).includes(path))
        expect(head.intro.length, `${lang} ${path}`).toBeGreaterThan(0);
    }
  });

  test.each(heads)("$lang $path: description is 50-160 characters", ({ head }) => {
    expect(head.description.length).toBeGreaterThanOrEqual(50);
    expect(head.description.length).toBeLessThanOrEqual(160);
  });

  test("titles and descriptions are unique across all pages and both languages", () => {
    const titles = heads.map((h) => h.head.title);
    const descriptions = heads.map((h) => h.head.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  test("the Spanish is not the English", () => {
    for (const path of pagePaths) {
      expect(pageHead(path, "es").description).not.toBe(pageHead(path, "en").description);
      expect(pageHead(path, "es").title).not.toBe(pageHead(path, "en").title);
    }
  });
});

describe("all copy", () => {
  const texts = [...heads.flatMap((h) => allText(h.head)), ...allText(home)];

  test("has no placeholder or template leftovers", () => {
    for (const text of texts) {
      expect(text).not.toMatch(/lorem|ipsum|coming soon|undefined|\$\{|\[object/i);
      expect(text).not.toMatch(/\b(TODO|TBD|NaN)\b/); // case-sensitive: "todo" is Spanish
    }
  });

  test("no content module retypes a phone number or e-mail (they come from the config)", () => {
    const dir = join(process.cwd(), "app/content");
    const modules = readdirSync(dir, { recursive: true }) as string[];
    for (const file of modules.filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && f !== "site.ts")) {
      const source = readFileSync(join(dir, file), "utf8");
      expect(source, file).not.toMatch(/\(\d{3}\)\s?\d{3}-\d{4}|\+1\d{10}/);
      for (const domain of new Set(Object.values(site.emails).map((e) => e.split("@")[1]!)))
        expect(source, file).not.toContain(`@${domain}`);
    }
  });
});

describe("home content", () => {
  test.each(langs)("%s: four slides in order, certifications per the facts, two services, three age groups", (lang) => {
    const c = home[lang];
    expect(c.hero.slides.map((s) => s.art)).toEqual(["family", "nurse", "child", "senior"]);
    for (const slide of c.hero.slides) expect(slide.alt.length).toBeGreaterThan(20);
    // The background-check card always; the license and Medicare cards only once those facts are real.
    const shown = (fact: "license" | "medicare" | null) => fact === null || !site.regulatory[fact].sample;
    expect(c.trust.certifications.map((card) => card.fact)).toEqual(
      (["license", null, "medicare"] as const).filter(shown),
    );
    expect(c.services.main).toHaveLength(2);
    expect(c.services.ageGroups).toHaveLength(3);
    expect(c.hero.slideLabel).toContain("{n}");
    expect(c.hero.slideLabel).toContain("{total}");
  });
});

describe("site config", () => {
  test("has the spec's facts", () => {
    expect(site.phones.main.e164).toMatch(/^\+1\d{10}$/);
    expect(site.phones.referrals.ext).toBe("2");
    expect(site.phones.hospitalDischarge.ext).toBe("3");
    expect(site.offices.map((o) => o.id)).toEqual(["lakeland", "tampa-bay", "miami-dade", "polk"]);
    expect(site.offices.filter((o) => o.main)).toHaveLength(1);
    expect(site.claims).toMatchObject({
      families: { value: 1000 },
      rating: { value: 4.9 },
      reviewCount: { value: 247 },
    });
    expect(site.insurers.value).toHaveLength(7);
    expect(site.origin).not.toMatch(/\/$/);
  });
});
