/**
 * What a page does from its first paint on, recorded by init scripts that a tab runs before each
 * page's own scripts: layout shifts, the first frame, the parts left to draw later, and start-up
 * calls that slow the first paint. Each `record…` sets up a tab once; each reader reads the page.
 */
import type { Page } from "playwright-core";
import { DEFERRED_SELECTOR as PARTS } from "~/lib/deferred-parts";

/**
 * Records every layout shift of each page of the tab from its first paint on, as "value NODE
 * class": read them with `layoutShifts`.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
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
