import { describe, expect, test } from "vitest";
import { langs } from "~/i18n/lang";
import { articleSlugs, type ArticleSlug, type PagePath } from "~/pages";
import { article, articleList, relatedArticles, WORDS_PER_MINUTE } from "./articles.server";
import { categoryKeys } from "./categories";

/** The call box's one link per article (the label in English; Spanish translates it). */
const callBoxLinks: Record<ArticleSlug, { label: string; path: PagePath }> = {
  "safety-tips-aging-in-place": { label: "Schedule Free Assessment", path: "/contact" },
  "understanding-medicare-coverage-for-home-health-care": { label: "Insurance Questions", path: "/contact/insurance" },
  "the-benefits-of-companion-care-for-seniors": { label: "Learn About Our Services", path: "/services/personal-care" },
  "managing-chronic-conditions-at-home": { label: "Nursing Services", path: "/services/private-duty-nursing" },
  "preparing-your-home-for-professional-care-services": { label: "Schedule Assessment", path: "/contact" },
  "family-caregiver-support:-you're-not-alone": { label: "Learn About Respite Care", path: "/contact" },
  "post-hospital-care:-transitioning-safely-home": {
    label: "Post-Hospital Services",
    path: "/services/private-duty-nursing",
  },
};

const all = articleSlugs.flatMap((slug) => langs.map((lang) => ({ slug, lang, article: article(slug, lang) })));

describe("the seven articles", () => {
  test("exist in both languages, one featured: the safety tips", () => {
    expect(all).toHaveLength(14);
    for (const lang of langs) {
      expect(
        articleList(lang)
          .filter((a) => a.featured)
          .map((a) => a.slug),
      ).toEqual(["safety-tips-aging-in-place"]);
    }
  });

  test.each(all)("$lang $slug: body of at least 600 words (featured: 1,200)", ({ article }) => {
    expect(article.words).toBeGreaterThanOrEqual(article.featured ? 1200 : 600);
  });

  test.each(all)("$lang $slug: read time = ceil(words / 200), 4-7 min (featured: 8)", ({ article }) => {
    expect(article.readMinutes).toBe(Math.ceil(article.words / WORDS_PER_MINUTE));
    if (article.featured) expect(article.readMinutes).toBe(8);
    else {
      expect(article.readMinutes).toBeGreaterThanOrEqual(4);
      expect(article.readMinutes).toBeLessThanOrEqual(7);
    }
  });

  test.each(all.filter(({ slug }) => slug in callBoxLinks))(
    "$lang $slug: the call box links where the spec says",
    ({ slug, lang, article }) => {
      const spec = callBoxLinks[slug]!;
      expect(article.cta.path).toBe(spec.path);
      if (lang === "en") expect(article.cta.label).toBe(spec.label);
      else expect(article.cta.label).not.toBe(spec.label);
    },
  );

  test.each(all)(
    "$lang $slug: dated November 25 to December 12, 2024, written for its language",
    ({ article, lang }) => {
      expect(article.date >= "2024-11-25" && article.date <= "2024-12-12").toBe(true);
      expect(article.dateText).toMatch(
        lang === "en" ? /^(November|December) \d+, 2024$/ : /^\d+ de (noviembre|diciembre) de 2024$/,
      );
      expect(article.tags.length).toBeGreaterThanOrEqual(3);
      expect(article.imageAlt.length).toBeGreaterThan(20);
      expect(article.bodyHtml).toMatch(/<h2 id="[^"]+">/);
      expect(article.bodyHtml).toMatch(/<(ul|ol)>/);
      if (lang === "es") expect(article.bodyHtml).not.toMatch(/href="\/(?!es)/); // internal links stay in Spanish
    },
  );

  test("every category of the blog has an article", () => {
    expect(new Set(articleList("en").map((a) => a.category))).toEqual(new Set(categoryKeys));
  });

  test("the safety tips are ten numbered tips and name grab bars rated for 250 pounds", () => {
    for (const lang of langs) {
      const { bodyHtml } = article("safety-tips-aging-in-place", lang);
      expect(bodyHtml.match(/<h2 id=/g)!.length).toBeGreaterThanOrEqual(10);
      expect(bodyHtml).toMatch(/250/);
    }
  });

  test.each(all)(
    "$lang $slug: two related articles, never itself, same category first then newest",
    ({ slug, lang }) => {
      const related = relatedArticles(slug, lang);
      expect(related).toHaveLength(2);
      expect(related.map((r) => r.slug)).not.toContain(slug);
      const others = articleList(lang).filter((a) => a.slug !== slug);
      const sameCategory = others.filter((a) => a.category === article(slug, lang).category);
      const expected = [...sameCategory, ...others.filter((a) => !sameCategory.includes(a))].slice(0, 2);
      expect(related.map((r) => r.slug)).toEqual(expected.map((a) => a.slug));
      expect(related[0]!).not.toHaveProperty("bodyHtml"); // summaries only: the page carries no other article's text
    },
  );
});
