import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { langs, localizePath, type Lang } from "~/i18n/lang";
import { DEFERRED_SELECTOR as PARTS } from "~/lib/deferred-parts";
import { pagePaths, type PagePath } from "~/pages";
import { slack } from "./machine-load";

export const origin = inject("origin");
const host = new URL(origin).host;

/** Every page of the site in both languages. */
export const allPages: { path: PagePath; lang: Lang; url: string }[] = pagePaths.flatMap((path) =>
  langs.map((lang) => ({ path, lang, url: localizePath(path, lang) })),
);

/** STOCK_OUTPUT=1: the build left React Router's and React's output as they emit it (no page bootstrap). */
export const STOCK = process.env.STOCK_OUTPUT === "1";
/** Why a check is skipped in that mode: it checks the speed layer, which that build leaves out. */
export const SPEED_ONLY =
  "checks the speed layer (page bootstrap, deferred parts, inlined stylesheet): not in STOCK_OUTPUT=1 builds";

/**
 * The pages the per-page suites visit: every page, or with E2E_SAMPLE=n every n-th page path in
 * both languages (a quick run, e.g. of a STOCK_OUTPUT=1 build).
 */
export const pagesUnderTest = (() => {
  const every = Number(process.env.E2E_SAMPLE ?? 1);
  return allPages.filter((p) => pagePaths.indexOf(p.path) % every === 0);
})();

/** React's production hydration errors: #418, #423, #425. */
export const HYDRATION_ERROR = /Minified React error #(418|423|425)|hydrat/i;

export interface Visit {
  page: Page;
  context: BrowserContext;
  /** console.error messages and uncaught exceptions. */
  errors: string[];
  /** Requests to any host other than the site's own. */
  offsite: string[];
  /** Content-Security-Policy violations reported by the page. */
  csp: string[];
  /** The page's POST requests (forms sent), with their bodies. */
  posts: { path: string; body: string }[];
}

/** Connects to the one shared Chromium for this test file. */
export function useBrowser(): () => Browser {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.connect(inject("wsEndpoint"));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => browser;
}

const DEFAULT_VIEWPORT = { width: 1280, height: 800 };
/** The window for a width: a phone's height below 600 px, a desktop's above. */
export const viewportFor = (width: number) => ({ width, height: width < 600 ? 844 : 800 });

/** A fresh context and page that records errors, off-site requests and CSP violations. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Visit> {
  const context = await browser.newContext({ viewport: DEFAULT_VIEWPORT, ...options });
  // Playwright's own limit for each step (30 s), stretched on a busy machine.
  context.setDefaultTimeout(slack(30_000));
  const page = await context.newPage();
  const visit: Visit = { page, context, errors: [], offsite: [], csp: [], posts: [] };
  page.on("console", (msg) => {
    if (msg.type() !== "error") return;
    const text = msg.text();
    if (/Content[- ]Security[- ]Policy/i.test(text)) visit.csp.push(text);
    else visit.errors.push(text);
  });
  page.on("pageerror", (error) => visit.errors.push(`pageerror: ${error.message}`));
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (["data:", "blob:", "about:"].includes(url.protocol)) return;
    if (url.host !== host) visit.offsite.push(request.url());
    if (request.method() === "POST") visit.posts.push({ path: url.pathname, body: request.postData() ?? "" });
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`Content-Security-Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return visit;
}

/** Waits until React has hydrated the page (root.tsx marks <html data-hydrated> in an effect). */
export async function hydrated(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Waits until the parts the first frame skipped (~/lib/deferred-parts) are drawn: right after the
 * first paint, before hydration. Until then, innerText leaves them out.
 */
export async function drawn(page: Page): Promise<void> {
  // Polled in the page (each animation frame), not by Vitest's expect: a test's own wait ends with it.
  await page.waitForFunction(
    (parts) =>
      [...document.querySelectorAll(parts)].every((part) => getComputedStyle(part).contentVisibility !== "auto"),
    PARTS,
  );
}

/**
 * Warm tabs for a file that visits many pages: `take(width?)` lends a tab (one context each, made
 * with `options` and set up once by `prepare`), at that width if given, `give()` takes it back. A new tab costs about 1 s of CPU
 * (its renderer compiles the site's scripts and decodes its fonts again); a warm one loads the next
 * page in 0.2 s. A tab given back has its window size, media features and request routes set back,
 * and its records, cookies and storage cleared; every tab is closed when the file ends.
 */
export function useTabs(
  browser: () => Browser,
  options: BrowserContextOptions = {},
  prepare: (visit: Visit) => Promise<void> = async () => {},
): { take: (width?: number) => Promise<Visit>; give: (visit: Visit) => Promise<void> } {
  const idle: Visit[] = [];
  const all: Visit[] = [];
  afterAll(async () => {
    await Promise.all(all.splice(0).map((v) => v.context.close()));
  });
  return {
    async take(width) {
      let visit = idle.pop();
      if (!visit) {
        visit = await openPage(browser(), options);
        all.push(visit);
        await prepare(visit);
      }
      if (width) await visit.page.setViewportSize(viewportFor(width));
      return visit;
    },
    async give(visit) {
      visit.errors.length = visit.offsite.length = visit.csp.length = visit.posts.length = 0;
      await visit.page.unrouteAll({ behavior: "ignoreErrors" });
      await visit.page.emulateMedia({ reducedMotion: options.reducedMotion ?? null });
      await visit.page.setViewportSize(options.viewport ?? DEFAULT_VIEWPORT);
      await visit.context.clearCookies();
      // Storage is cleared where the tab is; a page that cannot be reached (crashed) is left out.
      const cleared = await visit.page
        .evaluate(() => (localStorage.clear(), sessionStorage.clear(), true))
        .catch(() => false);
      if (cleared) idle.push(visit);
    },
  };
}

export type Tabs = ReturnType<typeof useTabs>;

/** `url` in a warm tab of `tabs` (default 1280 px wide), once hydrated: give it back when done. */
export async function visitTab(tabs: Tabs, url: string, width = 1280): Promise<Visit> {
  const v = await tabs.take(width);
  await v.page.goto(origin + url);
  await hydrated(v.page);
  return v;
}
