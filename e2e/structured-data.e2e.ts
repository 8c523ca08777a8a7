/**
 * Structured data and breadcrumbs as search engines and visitors get them: every page in both
 * languages (the prerendered HTML), then the language toggle in the browser.
 */
import { JSDOM } from "jsdom";
import { describe, expect, test } from "vitest";
import { pageContent } from "~/content/registry.server";
import { site } from "~/content/site";
import { translate } from "~/i18n/language-context";
import { localizePath, type Lang } from "~/i18n/lang";
import { breadcrumbLabel } from "~/i18n/breadcrumbs";
import { sectionKeys } from "~/lib/structured-data/breadcrumbs";
import { organizationPages } from "~/lib/structured-data/organization";
import { languageTag } from "~/lib/structured-data/web-page";
import { absoluteUrl } from "~/lib/meta";
import { isPagePath, type PagePath } from "~/pages";
import { allPages, hydrated, openPage, origin, useBrowser } from "./harness";

type Node = Record<string, unknown> & { "@type": string };
interface Trail {
  label: string | null;
  names: string[];
  links: (string | null)[];
  current: string[];
}
const digits = (phone: unknown) => String(phone).replace(/\D/g, "");
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The pages above `path` in the URL hierarchy, then the page: "/services/x" -> ["/", "/services", "/services/x"]. */
function ancestors(path: PagePath): string[] {
  const parts = path.split("/").slice(1);
  return ["/", ...parts.map((_, i) => "/" + parts.slice(0, i + 1).join("/")).filter(isPagePath)];
}

/** What is wrong with a page's JSON-LD blocks (parsed) and its breadcrumb trails. */
function problemsOf(path: PagePath, lang: Lang, blocks: string[], trails: Trail[]): string[] {
  const problems: string[] = [];
  const nodes: Node[] = [];
  for (const block of blocks) {
    try {
      nodes.push(JSON.parse(block) as Node);
    } catch {
      problems.push("a JSON-LD block does not parse");
    }
  }
  if (nodes.some((n) => n["@context"] !== "https://schema.org" || typeof n["@type"] !== "string"))
    problems.push("a block without @context/@type");
  if (blocks.some((b) => /"(aggregateRating|review)"/.test(b))) problems.push("review markup");
  const of = (type: string) => nodes.filter((n) => n["@type"] === type);

  const pages = of("WebPage");
  if (pages.length !== 1) problems.push(`${pages.length} WebPage blocks`);
  else if (pages[0]!.inLanguage !== languageTag(lang) || pages[0]!.url !== absoluteUrl(path, lang))
    problems.push(`WebPage ${pages[0]!.inLanguage} ${pages[0]!.url}`);

  const orgs = of("MedicalBusiness");
  if (!organizationPages.includes(path)) {
    if (orgs.length) problems.push("agency block on a page not about the agency");
  } else if (orgs.length !== 1) problems.push("no agency block");
  else {
    const org = orgs[0]!;
    if (org.name !== site.name) problems.push(`agency name ${org.name}`);
    if (digits(org.telephone) !== digits(site.phones.main.e164)) problems.push("agency phone");
    if (org.url !== site.origin + localizePath("/", lang)) problems.push(`agency url ${org.url}`);
  }

  // Breadcrumbs: the visible trail and the BreadcrumbList say the same thing, along the URL.
  const nav = trails.filter((t) => t.label === breadcrumbLabel[lang]);
  const lists = of("BreadcrumbList") as { itemListElement?: { position: number; name: string; item: string }[] }[];
  if (path === "/") {
    if (nav.length || lists.length) problems.push("breadcrumbs on the home page");
    return problems;
  }
  if (nav.length !== 1 || lists.length !== 1) return [...problems, `${nav.length} trails, ${lists.length} lists`];
  const { names, links, current } = nav[0]!;
  const hrefs = ancestors(path).map((p) => localizePath(p, lang));
  const last =
    path in sectionKeys
      ? translate(lang, sectionKeys[path as keyof typeof sectionKeys])
      : pageContent(path, lang).head.title;
  if (names.length !== hrefs.length || names[0] !== translate(lang, "nav.home") || names.at(-1) !== last)
    problems.push(`trail ${names.join(" > ")}`);
  if (!same(current, [last])) problems.push(`aria-current on ${current.join()}`);
  if (!same(links, hrefs.slice(0, -1))) problems.push(`crumb links ${links.join(" ")}`);
  const items = lists[0]!.itemListElement ?? [];
  if (
    !same(
      items.map((e) => e.name),
      names,
    )
  )
    problems.push("BreadcrumbList names differ from the visible trail");
  if (
    !same(
      items.map((e) => e.item),
      hrefs.map((h) => site.origin + encodeURI(h)),
    )
  )
    problems.push("BreadcrumbList URLs");
  if (items.some((e, i) => e.position !== i + 1)) problems.push("BreadcrumbList positions");
  return problems;
}

describe("structured data and breadcrumbs", () => {
  const browser = useBrowser();

  test("every page: JSON-LD parses, carries the page's language and the config's facts; breadcrumbs follow the URL", async () => {
    // What crawlers read: the prerendered HTML as the server sends it, parsed without running it.
    const problems: string[] = [];
    for (const { url, path, lang } of allPages) {
      const response = await fetch(origin + encodeURI(url));
      const html = JSDOM.fragment(await response.text());
      const blocks = [...html.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? "");
      const trails = [...html.querySelectorAll("nav[aria-label]")]
        .filter((nav) => nav.querySelector("ol [aria-current]"))
        .map((nav) => ({
          label: nav.getAttribute("aria-label"),
          names: [...nav.querySelectorAll("ol > li")].map((li) => (li.textContent ?? "").replace(/^\s*›/, "").trim()),
          links: [...nav.querySelectorAll("a")].map((a) => a.getAttribute("href")),
          current: [...nav.querySelectorAll("[aria-current=page]")].map((el) => (el.textContent ?? "").trim()),
        }));
      for (const problem of problemsOf(path, lang, blocks, trails)) problems.push(`${url}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });

  test("the language toggle switches the breadcrumbs and the structured data in place", async () => {
    const visit = await openPage(browser());
    const { page } = visit;
    try {
      await page.goto(origin + "/services/personal-care", { waitUntil: "load" });
      await hydrated(page);
      await page.getByRole("link", { name: "Español" }).click();
      await page.waitForURL(/\/es\/services\/personal-care$/);
      const nav = page.getByRole("navigation", { name: breadcrumbLabel.es, exact: true });
      await nav.waitFor();
      expect((await nav.locator("a").allInnerTexts()).map((t) => t.trim())).toEqual([
        translate("es", "nav.home"),
        translate("es", "nav.services"),
      ]);
      const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (b) => JSON.parse(b) as Node,
      );
      expect(blocks.find((b) => b["@type"] === "WebPage")?.inLanguage).toBe("es-US");
      expect(visit.errors).toEqual([]);
    } finally {
      await visit.context.close();
    }
  });
});
