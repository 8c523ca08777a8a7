/**
 * With JavaScript disabled, as before hydration: the header's menus (<details>) open, their links
 * and the page's links reach every page in both languages, the language toggle is a plain link to
 * the twin page, and nothing that needs JavaScript is shown (no <button> but a form's own submit,
 * no slideshow controls).
 */
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { mainNav } from "~/content/navigation";
import { langs, localizePath, otherLang, stripLang, type Lang } from "~/i18n/lang";
import { areaSlugs, type PagePath } from "~/pages";
import { blogIndex } from "~/content/blog/blog-index";
import { allPages, origin, useBrowser, useTabs } from "./harness";
import { deferredParts } from "./page-records";
import { slack } from "./machine-load";

/**
 * The pages the built HTML's <a> links reach from / and /es (the static link graph). The crawl
 * below, with JavaScript off and only visible links, must reach all of them. (A page nothing
 * links to, such as an article before the blog list links it, is links.e2e.ts's business.)
 */
const client = fileURLToPath(new URL("../build/client/", import.meta.url));
const linksOf = (url: string): string[] => {
  const file = `${client}${decodeURI(url).slice(1)}${url === "/" ? "" : "/"}index.html`;
  if (!existsSync(file)) return [];
  return [...readFileSync(file, "utf8").matchAll(/<a [^>]*href="(\/[^"#?]*)/g)].map((m) => decodeURI(m[1]!));
};
function staticallyReachable(pages: Set<string>): Set<string> {
  const reached = new Set(["/", "/es"]);
  for (const url of reached) for (const link of linksOf(url)) if (pages.has(link)) reached.add(link);
  return reached;
}

/** Every page the header links to (directly or in a menu, the areas' links from the area files), per language. */
const navTargets = (lang: Lang) => [
  ...mainNav
    .flatMap((entry) => (entry.kind === "menu" ? entry.items : [entry]))
    .flatMap((item) => ("to" in item ? [localizePath(item.to, lang)] : [])),
  ...areaSlugs.map((slug) => localizePath(`/service-areas/${slug}`, lang)),
];

/**
 * Opens the menus in `scope` (by clicking their summaries, or, to keep a crawl of every page fast,
 * by setting `open` as that click does), then reads what a visitor can see and follow.
 */
async function readPage(page: Page, scope: string, click = true) {
  if (click) for (const summary of await page.locator(`${scope} summary`).all()) await summary.click();
  return page.evaluate((scope) => {
    for (const details of document.querySelectorAll<HTMLDetailsElement>(`${scope} details`)) details.open = true;
    const visible = (el: Element) => el.checkVisibility({ visibilityProperty: true });
    const hrefs = (selector: string) =>
      [...document.querySelectorAll(selector)].filter(visible).map((a) => a.getAttribute("href")!.split("#")[0]!);
    return {
      navLinks: hrefs(`${scope} a[href^="/"]`),
      links: hrefs('a[href^="/"]'),
      lang: document.documentElement.lang as Lang,
      toggle: document.querySelector("header a[hreflang]")?.getAttribute("href"),
      // A form's submit button works without JavaScript when its form posts somewhere (the site's own server).
      controls: [...document.querySelectorAll("button, [role=button]")]
        .filter(visible)
        .filter((el) => !(el instanceof HTMLButtonElement && el.type === "submit" && el.form?.getAttribute("action")))
        .map((el) => el.outerHTML.slice(0, 80)),
      slideControls: [...document.querySelectorAll('[role="region"][aria-roledescription] button')].filter(visible)
        .length,
    };
  }, scope);
}

describe("without JavaScript", () => {
  const tabs = useTabs(useBrowser(), { javaScriptEnabled: false });

  test(
    "the header's menus and the pages' links reach every page; toggles lead to the twin; no dead control",
    async () => {
      const v = await tabs.take(1280);
      const { page } = v;
      try {
        const all = new Set(allPages.map((p) => p.url));
        const seen = new Set<string>(["/", "/es"]);
        const queue = [...seen];
        const problems: string[] = [];
        // A crawl from / and /es that follows only what a visitor sees (clicking the menus open on those two).
        for (let url = queue.shift(); url; url = queue.shift()) {
          await page.goto(origin + encodeURI(url));
          const here = await readPage(page, "header nav", url === "/" || url === "/es");
          const { lang } = here;
          const missing = navTargets(lang).filter((to) => !here.navLinks.includes(to));
          if (missing.length) problems.push(`${url}: header cannot reach ${missing.join(", ")}`);
          const twin = localizePath(stripLang(url) as PagePath, otherLang(lang));
          if (here.toggle !== twin) problems.push(`${url}: toggle goes to ${here.toggle}, not ${twin}`);
          if (here.controls.length) problems.push(`${url}: shows ${here.controls.join(" ")}`);
          if (here.slideControls) problems.push(`${url}: slideshow controls`);
          // Without JavaScript nothing is left to draw later (app.css, "cv"): the page is drawn whole.
          const deferred = await deferredParts(page);
          if (deferred.length) problems.push(`${url}: left to draw later: ${deferred.join(" ")}`);
          for (const link of here.links.map(decodeURI)) {
            if (all.has(link) && !seen.has(link)) {
              seen.add(link);
              queue.push(link);
            }
          }
        }
        expect(problems).toEqual([]);
        // Every page the links of the built HTML lead to was reached by following visible links.
        expect([...staticallyReachable(all)].filter((url) => !seen.has(url))).toEqual([]);
        expect(seen.size).toBeGreaterThanOrEqual(60);
      } finally {
        await tabs.give(v);
      }
    },
    slack(120_000),
  ); // ~150 static pages: seconds on an idle machine

  for (const lang of langs) {
    test(`the phone menu opens and its links work (${lang})`, async () => {
      const v = await tabs.take(390);
      const { page } = v;
      try {
        await page.goto(origin + localizePath("/contact", lang));
        const seen = await readPage(page, "#mobile-menu");
        expect(navTargets(lang).filter((to) => !seen.navLinks.includes(to))).toEqual([]);
        expect(seen.controls).toEqual([]);
        await page.locator(`#mobile-menu a[href="${localizePath("/service-areas/polk-county", lang)}"]`).click();
        await expect.poll(() => new URL(page.url()).pathname).toBe(localizePath("/service-areas/polk-county", lang));
        expect(await page.locator("html").getAttribute("lang")).toBe(lang);

        await page.locator("header a[hreflang]").click(); // the toggle, a plain link
        await expect
          .poll(() => new URL(page.url()).pathname)
          .toBe(localizePath("/service-areas/polk-county", otherLang(lang)));
      } finally {
        await tabs.give(v);
      }
    });
  }

  test("the home slideshow shows its first slide and no controls", async () => {
    const v = await tabs.take(390);
    const { page } = v;
    try {
      await page.goto(origin + "/");
      const slides = page.locator('[aria-roledescription="slide"]');
      expect(await slides.first().isVisible()).toBe(true);
      expect(await slides.nth(1).isVisible()).toBe(false);
      // The controls are in the page (so nothing moves when they come alive) but take no room
      // and cannot be reached without JavaScript.
      const controls = page.locator('[role="region"][aria-roledescription] button');
      expect(await controls.count()).toBe(7);
      expect(await controls.evaluateAll((els) => els.filter((el) => el.getClientRects().length > 0).length)).toBe(0);
    } finally {
      await tabs.give(v);
    }
  });

  test("/blog says what is true: every article listed, no filter, and no words about one", async () => {
    const v = await tabs.take(390);
    const { page } = v;
    try {
      for (const lang of langs) {
        const words = blogIndex[lang];
        await page.goto(origin + localizePath("/blog", lang));
        const intro = await page.locator("main h1").locator("xpath=..").innerText();
        expect(intro).toContain(words.head.intro[1]!.slice(0, 40));
        expect(intro).not.toMatch(/categor/i);
        expect(await page.getByRole("group", { name: words.list.categoriesLabel }).count()).toBe(0);
        expect(await page.getByText(words.list.categoriesLabel).count()).toBe(0);
      }
    } finally {
      await tabs.give(v);
    }
  });
});
