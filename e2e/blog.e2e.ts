/**
 * The blog as a reader uses it: the category list filters the articles and the count follows
 * (both languages), "Load More Articles" reveals the rest and then disables, every article is
 * listed without JavaScript, and an article carries its BlogPosting data.
 */
import { describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { article as articleIn, articleList } from "~/content/blog/articles.server";
import { blogIndex } from "~/content/blog/blog-index";
import { site } from "~/content/site";
import { categoryKeys, categoryNames } from "~/content/blog/categories";
import { langs, localizePath, type Lang } from "~/i18n/lang";
import { countText, PAGE_SIZE } from "~/lib/blog-list";
import { absoluteUrl } from "~/lib/meta";
import { hydrated, origin, useBrowser, useTabs } from "./harness";

const listItems = (page: Page) => page.locator("#articles-heading ~ div ul > li[data-category]");
const listedSlugs = async (page: Page) =>
  (
    await listItems(page)
      .locator("h3 a")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")!))
  ).map((href) => decodeURI(href).replace(/^(\/es)?\/blog\//, ""));
const status = (page: Page) => page.locator('#articles-heading ~ div [role="status"]');

async function openBlog(page: Page, lang: Lang) {
  await page.goto(origin + localizePath("/blog", lang));
  await hydrated(page);
  await page.getByRole("button", { name: blogIndex[lang].list.allArticles }).waitFor();
}

describe("blog index", () => {
  const browser = useBrowser();
  const tabs = useTabs(browser);
  const noJs = useTabs(browser, { javaScriptEnabled: false });

  test.concurrent.for(langs)("%s: each category shows its articles and the count follows", async (lang, { expect }) => {
    const v = await tabs.take();
    const { page } = v;
    const words = blogIndex[lang].list;
    try {
      await openBlog(page, lang);
      const all = page.getByRole("button", { name: words.allArticles });
      expect(await all.getAttribute("aria-pressed")).toBe("true");
      expect(await status(page).innerText()).toBe(countText(words, PAGE_SIZE, 6));

      for (const key of categoryKeys) {
        const name = categoryNames[key][lang];
        const button = page.getByRole("button", { name, exact: true });
        await button.click();
        const expected = articleList(lang).filter((a) => a.category === key);
        expect(await button.getAttribute("aria-pressed")).toBe("true");
        expect(await all.getAttribute("aria-pressed")).toBe("false");
        // The list follows in the frame after the pressed button.
        await expect.poll(() => listedSlugs(page)).toEqual(expected.map((a) => a.slug));
        expect(await status(page).innerText()).toBe(countText(words, expected.length, expected.length, name));
        expect(await page.getByRole("button", { name: words.loadMore }).isDisabled()).toBe(true);
      }

      await all.click();
      const others = articleList(lang).filter((a) => !a.featured);
      await expect.poll(() => listedSlugs(page)).toEqual(others.slice(0, PAGE_SIZE).map((a) => a.slug));
      expect(await page.locator('[aria-pressed="true"]').count()).toBe(1);
      expect(v.errors).toEqual([]);
    } finally {
      await tabs.give(v);
    }
  });

  test("Load More Articles reveals the next page, moves focus to it, then disables", async () => {
    const v = await tabs.take(390);
    const { page } = v;
    const words = blogIndex.en.list;
    try {
      await openBlog(page, "en");
      const others = articleList("en").filter((a) => !a.featured);
      expect(await listItems(page).count()).toBe(PAGE_SIZE);
      const more = page.getByRole("button", { name: words.loadMore });
      expect(await more.isEnabled()).toBe(true);
      await more.click();
      expect(await listedSlugs(page)).toEqual(others.map((a) => a.slug));
      expect(await status(page).innerText()).toBe(countText(words, 6, 6));
      expect(await more.isDisabled()).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(others[PAGE_SIZE]!.title);
    } finally {
      await tabs.give(v);
    }
  });

  test.concurrent.for(langs)(
    "%s: without JavaScript every article is listed and linked, no dead control",
    async (lang, { expect }) => {
      const v = await noJs.take();
      const { page } = v;
      try {
        await page.goto(origin + localizePath("/blog", lang));
        const hrefs = await page
          .locator("main a[href*='/blog/']")
          .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
        for (const article of articleList(lang))
          expect(hrefs).toContain(encodeURI(localizePath(`/blog/${article.slug}`, lang)).replace(/%27/g, "'"));
        expect(await listItems(page).count()).toBe(6);
        // No control that needs JavaScript: the newsletter's submit posts to the server by itself.
        expect(await page.locator("main button:not(form[action] button[type=submit])").count()).toBe(0);
        expect(await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute("href")).toBe(
          `${absoluteUrl("/blog", lang)}/feed.xml`,
        );
      } finally {
        await noJs.give(v);
      }
    },
  );
});

describe("newsletter (the site's own server, the default config)", () => {
  const browser = useBrowser();
  const tabs = useTabs(browser);
  const noJs = useTabs(browser, { javaScriptEnabled: false });

  test("checks the address, then sends it and says so; nothing is sent before it is valid", async () => {
    const v = await tabs.take();
    const { page } = v;
    const words = blogIndex.en.newsletter;
    const posted = v.posts;
    try {
      await openBlog(page, "en");
      const submit = page.getByRole("button", { name: words.submit });
      const email = page.getByLabel(words.emailLabel);
      await submit.click(); // empty: the form's own check stops it
      await expect.poll(() => email.getAttribute("aria-invalid")).toBe("true");
      expect(posted).toEqual([]);
      await email.fill("rosa@example.org");
      await submit.click();
      const heading = page.getByRole("heading", { name: words.sent.heading });
      await heading.waitFor();
      expect(await heading.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(posted).toHaveLength(1);
      expect(posted[0]!.path).toBe("/api/forms/newsletter");
      expect(JSON.parse(posted[0]!.body)).toMatchObject({
        form: "newsletter",
        email: "rosa@example.org",
      });
      expect(v.errors).toEqual([]);
    } finally {
      await tabs.give(v);
    }
  });

  test.concurrent.for(langs)(
    "%s: without JavaScript the form posts itself and the server answers",
    async (lang, { expect }) => {
      const v = await noJs.take();
      const { page } = v;
      try {
        await page.goto(origin + localizePath("/blog", lang));
        const form = page.locator("#newsletter-heading ~ form");
        expect(await form.getAttribute("action")).toBe(`/api/forms/newsletter?lang=${lang}`);
        await form.getByLabel(blogIndex[lang].newsletter.emailLabel).fill("rosa@example.org");
        await Promise.all([
          page.waitForURL(`**${lang === "es" ? "/es" : ""}/forms/newsletter/sent`),

          form.getByRole("button", { name: blogIndex[lang].newsletter.submit }).click(),
        ]);
        expect(await page.locator("html").getAttribute("lang")).toBe(lang);
      } finally {
        await noJs.give(v);
      }
    },
  );
});

describe("article page", () => {
  const browser = useBrowser();
  const tabs = useTabs(browser);

  test.concurrent.for(langs)(
    "%s: BlogPosting JSON-LD, back link, call box link, two related articles",
    async (lang, { expect }) => {
      const slug = "family-caregiver-support:-you're-not-alone";
      const article = articleIn(slug, lang);
      const v = await tabs.take();
      const { page } = v;
      try {
        await page.goto(origin + encodeURI(localizePath(`/blog/${slug}`, lang)));
        await hydrated(page);
        const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
        expect(data).toMatchObject({
          "@type": "BlogPosting",
          headline: article.title,
          datePublished: article.date,
          // A sample author is never named: the agency is the author until the config names a clinician.
          author:
            article.author === null
              ? { "@type": "Organization", name: site.name }
              : { name: article.author, honorificSuffix: article.credential },
          mainEntityOfPage: { "@id": absoluteUrl(`/blog/${slug}`, lang) },
        });
        expect(await page.getByRole("img", { name: article.imageAlt }).count()).toBe(1);
        const back = page.getByRole("link", { name: lang === "en" ? "Back to Blog" : "Volver al blog" });
        expect(await back.getAttribute("href")).toBe(localizePath("/blog", lang));
        expect(await page.getByRole("link", { name: article.cta.label }).getAttribute("href")).toBe(
          localizePath(article.cta.path, lang),
        );
        expect(await page.locator("#related-heading ~ ul > li").count()).toBe(2);
        expect(await page.getByText(article.dateText, { exact: true }).count()).toBeGreaterThan(0);
        // The review line and the sources, each source a link that opens in a new tab.
        expect(await page.locator(`time[datetime="${article.review.date}"]`).count()).toBe(1);
        expect(await page.locator(`time[datetime="${article.review.next}"]`).count()).toBe(1);
        for (const source of article.sources)
          expect(await page.locator(`a[href="${source.url}"][target="_blank"]`).count()).toBeGreaterThan(0);
      } finally {
        await tabs.give(v);
      }
    },
  );
});
