import { describe, expect, test } from "vitest";
import { blogIndex } from "~/content/blog/blog-index";
import { ALL, countText, listView, PAGE_SIZE } from "./blog-list";

const article = (n: number, category: string, featured = false) => ({ slug: `a${n}`, category, featured });
const articles = [
  article(1, "safety", true),
  article(2, "money"),
  article(3, "care"),
  article(4, "care"),
  article(5, "home"),
  article(6, "family"),
  article(7, "hospital"),
];

describe("the blog list", () => {
  test("All Articles: the six besides the featured one, a page at a time", () => {
    const first = listView(articles, ALL, 1);
    expect(first.matching.map((a) => a.slug)).toEqual(["a2", "a3", "a4", "a5", "a6", "a7"]);
    expect(first.shown).toHaveLength(PAGE_SIZE);
    expect(first.more).toBe(true);
    const second = listView(articles, ALL, 2);
    expect(second.shown).toHaveLength(6);
    expect(second.more).toBe(false);
  });

  test("a category: its articles, the featured one included; nothing more to load", () => {
    expect(listView(articles, "safety", 1).shown.map((a) => a.slug)).toEqual(["a1"]);
    expect(listView(articles, "care", 1)).toMatchObject({ shown: [{ slug: "a3" }, { slug: "a4" }], more: false });
  });

  test("without JavaScript (no page limit) everything is listed", () => {
    expect(listView(articles, ALL, Infinity)).toMatchObject({ more: false });
    expect(listView(articles, ALL, Infinity).shown).toHaveLength(6);
  });

  test("the count says what is shown, in both languages", () => {
    const en = blogIndex.en.list;
    const es = blogIndex.es.list;
    expect(countText(en, 6, 6)).toBe("6 articles");
    expect(countText(en, 3, 6)).toBe("Showing 3 of 6 articles");
    expect(countText(en, 1, 1, "Safety & Prevention")).toBe("1 article in Safety & Prevention");
    expect(countText(es, 3, 6)).toBe("Mostrando 3 de 6 artículos");
    expect(countText(es, 1, 1, "Apoyo familiar")).toBe("1 artículo en Apoyo familiar");
  });
});
