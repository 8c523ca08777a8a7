/**
 * The content pipeline's promises, checked on the built files (no browser, no timing: sizes and
 * contents are deterministic). docs/decisions/0004-content-pipeline.md explains the pipeline.
 * 1. Every page stays within 132 KB of gzip JavaScript and 300 KB transferred, and asks for
 *    nothing before its first paint but its HTML.
 * 2. No JavaScript file a page loads holds a phrase that only another page shows (another page's
 *    words, or the other language's copy of itself): words travel as each page's data (a JSON
 *    block in its HTML), never as code.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import {
  FORM_ISLANDS_JS_BUDGET,
  hasFrameworkIsland,
  hydratesWhole,
  ISLANDS_JS_BUDGET,
  JS_BUDGET,
  TRANSFER_BUDGET,
  htmlFile,
  pageWeight,
} from "../scripts/page-weight.mjs";
import { site } from "~/content/site";
import { ui } from "~/i18n/ui";
import { allPages, STOCK } from "./harness";

const client = path.resolve("build/client");
const weights = allPages.map(({ url }) => pageWeight(client, url));

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (m, e: string) =>
    e[0] === "#" ? String.fromCodePoint(Number(e[1] === "x" ? `0${e.slice(1)}` : e.slice(1))) : (ENTITIES[e] ?? m),
  );

/**
 * Runs of plain words (letters, digits, spaces, commas, periods) of 24+ characters from the text of
 * a page's <main>: long enough to be a phrase of that page, plain enough to look the same in
 * HTML and in a JavaScript string.
 */
function phrases(url: string): Set<string> {
  const html = readFileSync(htmlFile(client, url), "utf8");
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? "";
  const texts = main
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .split(/<[^>]+>/)
    .map((t) => decode(t).trim());
  return new Set(
    texts
      .flatMap((t) => t.split(/[^\p{L}\p{N} ,.]+/u))
      .map((run) => run.replace(/^[\s,.]+|[\s,.]+$/g, ""))
      .filter((run) => run.length >= 24 && !isChrome(run)),
  );
}

/** The shared chrome every page carries on purpose: the UI dictionary (header, footer, menus) and the config. */
const strings = (value: unknown): string[] =>
  typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(strings) : [];
const chrome = [...strings(ui), ...strings(site)];
const isChrome = (run: string) => chrome.some((text) => text.includes(run));

/** A page's JavaScript as text, with \uXXXX escapes decoded so accented words match. */
function scriptText(files: string[]): string {
  return files
    .map((f) => readFileSync(path.join(client, f), "utf8"))
    .join("\n")
    .replace(/\\u([0-9a-f]{4})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe("budgets (every page, both languages)", () => {
  test.each(weights)("$url: ≤ 132 KB gzip JavaScript and ≤ 300 KB transferred", ({ js, transfer }) => {
    expect(js, `${(js / 1024).toFixed(1)} KB gzip JS`).toBeLessThanOrEqual(JS_BUDGET);
    expect(transfer, `${(transfer / 1024).toFixed(1)} KB transferred`).toBeLessThanOrEqual(TRANSFER_BUDGET);
  });

  // Skipped with STOCK_OUTPUT=1, where every page hydrates whole.
  const htmlOf = (url: string) => readFileSync(htmlFile(client, url), "utf8");

  test.skipIf(STOCK)("pages with DOM-code islands only: ≤ 20 KB gzip JavaScript", () => {
    const islands = weights.filter(({ url }) => !hydratesWhole(htmlOf(url)) && !hasFrameworkIsland(htmlOf(url)));
    for (const url of [
      "/",
      "/es",
      "/about",
      "/specials",
      "/es/specials",
      "/contact/insurance",
      "/es/contact/insurance",
      "/service-areas",
      "/es/service-areas",
    ])
      expect(islands.map((w) => w.url)).toContain(url);
    const over = islands.filter(({ js }) => js > ISLANDS_JS_BUDGET);
    expect(over.map(({ url, js }) => `${url}: ${(js / 1024).toFixed(1)} KB`)).toEqual([]);
  });

  test.skipIf(STOCK)(
    "pages with a form island (preact/compat): ≤ 24 KB gzip JavaScript, the island's chunk counted",
    () => {
      const forms = weights.filter(({ url }) => !hydratesWhole(htmlOf(url)) && hasFrameworkIsland(htmlOf(url)));
      const islands = [
        ["/contact", "contact-form"],
        ["/es/contact", "contact-form"],
        ["/careers", "application-form"],
        ["/es/careers", "application-form"],
        ["/contact/referrals", "referral-form"],
        ["/es/contact/referrals", "referral-form"],
        ["/blog", "article-list"],
        ["/es/blog", "newsletter"],
      ];
      for (const [url, island] of islands) {
        const form = forms.find((w) => w.url === url);
        expect(
          form?.scripts.some((s) => s.includes(`/island-${island}-`)),
          `${url} counts its island`,
        ).toBe(true);
      }
      const over = forms.filter(({ js }) => js > FORM_ISLANDS_JS_BUDGET);
      expect(over.map(({ url, js }) => `${url}: ${(js / 1024).toFixed(1)} KB`)).toEqual([]);
    },
  );

  // Skipped with STOCK_OUTPUT=1: it checks the speed layer (inlined stylesheet, bootstrap).
  test.skipIf(STOCK).each(allPages)("$url: nothing but the HTML is downloaded before the first paint", ({ url }) => {
    // The stylesheet is inline (its <link> disabled), the favicon a data: URI, the one script inline
    // (it loads the framework, or the islands' entry, after the first paint), the font loaded once
    // the page is up.
    const html = readFileSync(htmlFile(client, url), "utf8");
    const head = /<head>[\s\S]*<\/head>/.exec(html)![0];
    const early = [
      ...head.matchAll(/<link rel="stylesheet"(?![^>]*\bdisabled)[^>]*>/g),
      ...html.matchAll(/<link rel="(?:preload|modulepreload|prefetch)"[^>]*>/g),
      ...html.matchAll(/<script[^>]*\bsrc=[^>]*>/g),
      ...html.matchAll(/<link rel="icon"(?! href="data:)[^>]*>/g),
      ...html.matchAll(/<img(?![^>]*loading="lazy")[^>]*>/g),
    ].map((m) => m[0]);
    expect(early).toEqual([]);
  });

  test("a page's framework and shared JavaScript does not depend on how many pages there are", () => {
    // Pages of one template (the areas, the seven articles) load the same code: only their data differs.
    const shared = (url: string) => weights.find((w) => w.url === url)!.scripts;
    expect(shared("/service-areas/tampa")).toEqual(shared("/service-areas/lakeland"));
    expect(shared("/es/blog/managing-chronic-conditions-at-home")).toEqual(
      shared("/es/blog/safety-tips-aging-in-place"),
    );
  });
});

// Skipped with STOCK_OUTPUT=1: it checks the speed layer; there, the words travel in React Router's own scripts.
describe.skipIf(STOCK)("a page's JavaScript carries no other page's words", () => {
  const byPage = new Map(allPages.map(({ url }) => [url, phrases(url)]));
  const count = new Map<string, number>();
  for (const set of byPage.values()) for (const p of set) count.set(p, (count.get(p) ?? 0) + 1);
  const unique = new Map([...byPage].map(([url, set]) => [url, [...set].filter((p) => count.get(p) === 1)]));

  test("the check sees words where they are: in each page's data block, and (chrome only) in JavaScript", () => {
    for (const { url } of weights) {
      const html = readFileSync(htmlFile(client, url), "utf8");
      if (!hydratesWhole(html)) continue; // islands only: the words are in the HTML, no data block
      const data = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
      const mine = unique.get(url)!;
      expect(mine.length, `${url} has phrases of its own`).toBeGreaterThan(0);
      expect(
        mine.some((p) => data.includes(p)),
        `${url}: its data block holds its words`,
      ).toBe(true);
    }
    // Accented chrome words are found in the JavaScript of a page that hydrates whole (React's
    // header carries them), so accents are no blind spot. Every page of this build has islands
    // only (their scripts carry no words); a build with a page that hydrates whole checks it.
    const whole = weights.find(({ url }) => hydratesWhole(readFileSync(htmlFile(client, url), "utf8")));
    if (whole) expect(scriptText(whole.scripts)).toContain(ui.es.nav.allAreas);
  });

  // Pages of one template load the same scripts: each set of scripts is searched once.
  const found = new Map<string, [string, string][]>();
  const phrasesIn = (scripts: string[]) => {
    const key = scripts.join(" ");
    if (!found.has(key)) {
      const code = scriptText(scripts);
      found.set(
        key,
        [...unique].flatMap(([other, list]) =>
          list.filter((p) => code.includes(p)).map((p): [string, string] => [other, p]),
        ),
      );
    }
    return found.get(key)!;
  };

  test.each(weights)("$url", ({ url, scripts }) => {
    const leaks = phrasesIn(scripts)
      .filter(([other]) => other !== url)
      .map(([other, p]) => `${other}: "${p}"`);
    expect(leaks.slice(0, 5)).toEqual([]);
  });
});
