import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import {
  dropUnloadedScripts,
  islandPage,
  ISLANDS_LOADER,
  routeFileOf,
  SPECULATION_RULES,
  WHOLE_PAGE_ROUTES,
} from "./island-pages";

/** A prerendered page as React Router 7 writes it (shortened): its context, data stream and module script. */
const page = (routeId: string) =>
  `<!DOCTYPE html><html lang="es"><head><script>{document.documentElement.classList.add("cv")}</script>` +
  `<link rel="modulepreload" href="/assets/shared-5.js"/></head><body><header>…</header><main><h1>Nosotros</h1></main>` +
  `<script type="application/ld+json">{"@type":"Organization"}</script>` +
  `<script>window.__reactRouterContext = {"basename":"/"};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());</script>` +
  `<script>window.__reactRouterContext.streamController.enqueue("[{\\"words\\":1}]");</script>` +
  `<script>window.__reactRouterContext.streamController.close();</script>` +
  `<script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/page-3.js";

  window.__reactRouterRouteModules = {"root":route0,${JSON.stringify(routeId)}:route1};

import("/assets/entry.client-4.js");</script></body></html>`;

describe("pages with islands only", () => {
  test("a page's route file is read from React Router's module script, templates and the not-found page included", () => {
    expect(routeFileOf(page("es/about"))).toBe("routes/about.tsx");
    expect(routeFileOf(page("en/blog/:slug"))).toBe("routes/article.tsx");
    expect(routeFileOf(page("routes/not-found"))).toBe("routes/not-found.tsx");
    expect(WHOLE_PAGE_ROUTES.has(routeFileOf(page("en/blog")))).toBe(false);
    expect(WHOLE_PAGE_ROUTES.has(routeFileOf(page("en/contact/referrals")))).toBe(false);
    expect(WHOLE_PAGE_ROUTES.has(routeFileOf(page("en/contact")))).toBe(false);
  });

  test("React Router's scripts and preloads leave the page; data blocks and other inline scripts stay; the entry is loaded last, by a script", () => {
    const { html, scripts } = islandPage(page("es/about"), "/assets/islands-6.js");
    expect(html).not.toMatch(/__reactRouter|modulepreload|entry\.client/);
    expect(html).not.toContain("words");
    expect(html).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
    expect(html).toContain("<main><h1>Nosotros</h1></main>");
    expect(html).toMatch(
      /<script type="speculationrules">[^<]+<\/script><script data-entry="\/assets\/islands-6\.js">[^<]+<\/script><\/body>/,
    );
    // The CSP hashes what still runs inline: the head script, the speculation rules, the entry's loader.
    expect(scripts).toEqual(['{document.documentElement.classList.add("cv")}', SPECULATION_RULES, ISLANDS_LOADER]);
  });

  test("the loader asks for the entry once: after the first contentful paint is reported, or after 3 s without one", () => {
    const run = () => {
      const appended: { type: string; src: string }[] = [];
      const timers: (() => void)[] = [];
      let observer: ((list: { getEntriesByName(name: string): unknown[] }, o: { disconnect(): void }) => void) | null =
        null;
      const document = {
        currentScript: { dataset: { entry: "/assets/islands-6.js" } },
        createElement: () => ({ type: "", src: "" }),
        body: { append: (el: { type: string; src: string }) => appended.push({ ...el }) },
      };
      class PerformanceObserver {
        constructor(callback: typeof observer) {
          observer = callback;
        }
        observe() {}
      }
      const setTimeout = (fn: () => void) => timers.push(fn);
      new Function("document", "PerformanceObserver", "setTimeout", ISLANDS_LOADER)(
        document,
        PerformanceObserver,
        setTimeout,
      );
      const paint = (name: string) =>
        observer!({ getEntriesByName: (n) => (n === name ? [{}] : []) }, { disconnect: () => (observer = null) });
      return { appended, timers, paint };
    };

    const painted = run();
    painted.paint("first-paint"); // a paint with no words yet: not the one waited for
    expect(painted.timers).toHaveLength(1); // the 3 s fallback only
    painted.paint("first-contentful-paint");
    expect(painted.appended).toEqual([]); // the next task, not inside the observer's callback
    painted.timers[1]!();
    expect(painted.appended).toEqual([{ type: "module", src: "/assets/islands-6.js" }]);
    painted.timers[0]!(); // the fallback fires later: nothing more
    expect(painted.appended).toHaveLength(1);

    const never = run();
    never.timers[0]!();
    expect(never.appended).toEqual([{ type: "module", src: "/assets/islands-6.js" }]);
  });

  test("the speculation rules prefetch the site's pages, never the editor", () => {
    const rules = JSON.parse(SPECULATION_RULES) as { prefetch: { where: unknown }[] };
    expect(JSON.stringify(rules.prefetch[0]!.where)).toContain('"/admin/*"');
  });
});

test("scripts no page loads leave the output with their compressed copies; what a page, the editor or a kept script loads stays", async () => {
  const client = mkdtempSync(path.join(tmpdir(), "islands-"));
  try {
    const write = (name: string, text = "") => {
      mkdirSync(path.dirname(path.join(client, name)), { recursive: true });
      writeFileSync(path.join(client, name), text);
    };
    write("about/index.html", `<script data-entry="/assets/islands-1.js">${ISLANDS_LOADER}</script>`);
    write("assets/islands-1.js", 'const u={"contact-form":"/assets/island-contact-form-2.js"};');
    write("assets/island-contact-form-2.js", 'import{a}from"./delivery-3.js";');
    write("assets/delivery-3.js");
    write("admin/preview.js", 'import "/assets/page-words-4.js";');
    write("assets/page-words-4.js");
    for (const name of [
      "assets/about-5.js",
      "assets/about-5.js.br",
      "assets/about-5.js.gz",
      "assets/entry.client-6.js",
    ])
      write(name, "const words = 'a page's words';");
    write("assets/root-7.css");

    expect((await dropUnloadedScripts(client)).sort()).toEqual(["about-5.js", "entry.client-6.js"]);
    const left = (name: string) => existsSync(path.join(client, name));
    expect(["assets/about-5.js", "assets/about-5.js.br", "assets/about-5.js.gz"].some(left)).toBe(false);
    for (const name of ["islands-1.js", "island-contact-form-2.js", "delivery-3.js", "page-words-4.js", "root-7.css"])
      expect(left(`assets/${name}`), name).toBe(true);
  } finally {
    rmSync(client, { recursive: true, force: true });
  }
});
