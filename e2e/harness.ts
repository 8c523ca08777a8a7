import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { langs, localizePath, type Lang } from "~/i18n/lang";
import { DEFERRED_SELECTOR as PARTS } from "~/lib/deferred-parts";
import { pagePaths, type PagePath } from "~/pages";

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
const viewportFor = (width: number) => ({ width, height: width < 600 ? 844 : 800 });

/** A fresh context and page that records errors, off-site requests and CSP violations. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Visit> {
  const context = await browser.newContext({ viewport: DEFAULT_VIEWPORT, ...options });
  const page = await context.newPage();
  const visit: Visit = { page, context, errors: [], offsite: [], csp: [] };
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
 * page in 0.2 s. A tab given back has its window size set back and its records, cookies and
 * storage cleared; every tab is closed when the file ends.
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
      visit.errors.length = visit.offsite.length = visit.csp.length = 0;
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

/** `url` in a warm tab of `tabs` (default 1280 px wide), once hydrated: give it back when done. */
export async function visitTab(tabs: ReturnType<typeof useTabs>, url: string, width = 1280): Promise<Visit> {
  const v = await tabs.take(width);
  await v.page.goto(origin + url);
  await hydrated(v.page);
  return v;
}

/** A fresh page at `url` (default 1280 px wide), once hydrated. */
export async function visit(browser: Browser, url: string, width = 1280): Promise<Visit> {
  const v = await openPage(browser, { viewport: viewportFor(width) });
  await v.page.goto(origin + url);
  await hydrated(v.page);
  return v;
}

/**
 * Records every layout shift of the page (or of each page of the context) from its first paint on,
 * as "value NODE class": read them with `layoutShifts`.
 */
export async function recordLayoutShifts(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    const shifts: string[] = ((window as unknown as { shifts: string[] }).shifts = []);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[])
        shifts.push(
          `${entry.value.toFixed(4)} ${entry.sources.map((s) => `${s.node?.nodeName} ${(s.node as Element)?.className}`).join(" | ")}`,
        );
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The layout shifts so far, two frames on, so that what hydration's effects changed has been laid out and reported. */
export function layoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((done) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => done((window as unknown as { shifts: string[] }).shifts)),
        ),
      ),
  );
}

/**
 * Records what the page's first frame could draw: whether its footer had been parsed when the
 * browser first ran its rendering steps (the first requestAnimationFrame). Read it with
 * `firstFrame`. The page is meant to be drawn whole, once (root.tsx, RENDER_WHEN_PARSED): an
 * earlier frame is work thrown away, and Lighthouse counts the page's big first layout as
 * blocking time when it comes after an empty frame.
 */
export async function recordFirstFrame(page: Page): Promise<void> {
  await page.addInitScript(
    (parts) =>
      requestAnimationFrame(() => {
        const frame = window as unknown as { firstFrame: string; firstFrameDeferred: string[] };
        frame.firstFrame = document.querySelector("body > footer")
          ? "whole page"
          : `parsed as far as ${document.body?.lastElementChild?.outerHTML.slice(0, 60) ?? "the head"}`;
        frame.firstFrameDeferred = [...document.querySelectorAll(parts)]
          .filter((part) => getComputedStyle(part).contentVisibility === "auto")
          .map((part) => (part.parentElement!.classList.contains("prose") ? "prose section" : part.localName));
      }),
    PARTS,
  );
}

/** What the page's first frame could draw ("whole page", or how far the page was parsed). */
export function firstFrame(page: Page): Promise<string> {
  return page.evaluate(() => (window as unknown as { firstFrame: string }).firstFrame);
}

/**
 * The parts of the page (children of <main>, sections of long prose as "prose section", the
 * footer) the first frame left to draw when on screen (~/lib/deferred-parts).
 */
export function firstFrameDeferred(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { firstFrameDeferred: string[] }).firstFrameDeferred);
}

/** The parts of the page still left to draw when on screen: none once the bootstrap has run. */
export function deferredParts(page: Page): Promise<string[]> {
  return page.evaluate(
    (parts) =>
      [...document.querySelectorAll(parts)]
        .filter((part) => getComputedStyle(part).contentVisibility === "auto")
        .map((part) => part.localName),
    PARTS,
  );
}

/**
 * Records every use of the browser's Intl (or of a method built on it), and a first use of
 * sessionStorage before the first paint or inside the framework's start: read them with
 * `slowStartCalls`. The first use of either in a page holds the page in one piece on this machine
 * (Intl sets up its ICU data, 10-40 ms; the storage is opened through the browser, 7-14 ms), four
 * times that on Lighthouse's phone, the longest tasks of the start-up. Words and numbers are formatted
 * at build time, and scroll positions are kept in memory; React Router's router reads
 * sessionStorage when it starts, so the bootstrap opens it first, in a task of its own.
 */
export async function recordSlowStartCalls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: string[] = ((window as unknown as { slowStart: string[] }).slowStart = []);
    const spy = <T extends object>(owner: T, key: keyof T & string, label: string) => {
      const original = owner[key] as (...args: unknown[]) => unknown;
      Object.defineProperty(owner, key, {
        configurable: true,
        writable: true,
        value: new Proxy(original, {
          apply: (fn, self, args) => (calls.push(label), Reflect.apply(fn, self, args)),
          construct: (fn, args, target) => (calls.push(label), Reflect.construct(fn, args, target)),
        }),
      });
    };
    for (const name of Object.getOwnPropertyNames(Intl).filter((n) => /^[A-Z]/.test(n)))
      spy(Intl, name as keyof typeof Intl, `Intl.${name}`);
    spy(Number.prototype, "toLocaleString", "Number#toLocaleString");
    spy(String.prototype, "localeCompare", "String#localeCompare");
    for (const key of ["toLocaleString", "toLocaleDateString", "toLocaleTimeString"] as const)
      spy(Date.prototype, key, `Date#${key}`);
    const storage = (Object.getOwnPropertyDescriptor(window, "sessionStorage") ??
      Object.getOwnPropertyDescriptor(Window.prototype, "sessionStorage"))!;
    let opened = false;
    Object.defineProperty(window, "sessionStorage", {
      configurable: true,
      get() {
        // Only its first use is slow; it is expected once the page has painted, before the framework.
        if (!opened) {
          opened = true;
          const painted = performance.getEntriesByName("first-contentful-paint").length > 0;
          const framework = "__reactRouterRouteModules" in window;
          if (!painted || framework)
            calls.push(`sessionStorage (${painted ? "by the framework" : "before the first paint"})`);
        }
        return storage.get!.call(window) as Storage;
      },
    });
  });
}

/** The uses recorded so far, once the browser is idle (the start-up and its effects are done). */
export function slowStartCalls(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((done) =>
        requestIdleCallback(() => done((window as unknown as { slowStart: string[] }).slowStart)),
      ),
  );
}

/** Every POST the page sends, as it sends it: the path and the body (the form's JSON). */
export function recordPosts(page: Page): { path: string; body: string }[] {
  const posted: { path: string; body: string }[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST") posted.push({ path: new URL(r.url()).pathname, body: r.postData() ?? "" });
  });
  return posted;
}
