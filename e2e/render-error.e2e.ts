/**
 * A page whose code fails while rendering shows an error screen, never a blank page, whatever
 * the first-paint rule in app.css. The failure is forced from the test (the browser is handed a
 * route module that throws), so the site ships no switch that breaks it.
 */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { ui } from "~/i18n/ui";
import { langs, localizePath } from "~/i18n/lang";
import { hydrated, openPage, origin, STOCK, useBrowser } from "./harness";

/** The route modules a page hydrates with, by route id: from the bootstrap's JSON block, or from React Router's own module script. */
function routeModules(html: string): Map<string, string> {
  const block = /<script type="application\/json" id="page-modules">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (block) return new Map((JSON.parse(block) as { routes: [string, string][] }).routes);
  const named = new Map(
    [...html.matchAll(/import \* as (\w+) from "([^"]+)";/g)].map(([, name, href]) => [name!, href!]),
  );
  const pairs = /window\.__reactRouterRouteModules = \{([^}]*)\}/.exec(html)?.[1] ?? "";
  return new Map(
    [...pairs.matchAll(/"([^"]+)":(\w+)/g)].map(([, id, name]) => [id!, named.get(name!)!] as [string, string]),
  );
}

/** Opens `url` with the module of route `id` replaced by one whose `exports` throw while rendering. */
async function openBroken(page: Page, url: string, id: string, exports: string): Promise<void> {
  const html = await (await fetch(origin + url)).text();
  const href = routeModules(html).get(id);
  expect(href, `route ${id} in ${url}`).toBeTruthy();
  await page.route(origin + href, (route) =>
    route.fulfill({ contentType: "text/javascript", body: `${exports}\nexport const __forced = true;` }),
  );
  await page.goto(origin + url);
}

const THROWS = 'function Broken() { throw new Error("forced by the test"); }';

/** What a reader sees: the body is displayed and holds a visible heading. */
const shown = (page: Page) =>
  page.evaluate(() => ({
    body: getComputedStyle(document.body).display,
    heading: [...document.querySelectorAll("h1")].find((h) => h.checkVisibility())?.textContent?.trim() ?? "",
  }));

// A page React hydrates whole: React Router's own output (STOCK_OUTPUT=1, `npm run test:stock`).
// In the islands build no page does; its counterpart is below.
describe.skipIf(!STOCK)("an error while rendering", () => {
  const browser = useBrowser();

  test.for(langs)("%s: a page that fails shows the error screen in its language", async (lang) => {
    const v = await openPage(browser());
    try {
      const url = localizePath("/contact", lang);
      await openBroken(v.page, url, `${lang}/contact`, `export default ${THROWS}`);
      const title = ui[lang].error.title;
      await v.page.locator("h1", { hasText: title }).waitFor();
      expect(await shown(v.page)).toEqual({ body: "block", heading: title });
      expect(v.errors.join("\n")).toContain("forced by the test");
    } finally {
      await v.context.close();
    }
  });

  test("the page frame itself failing leaves the router's error screen visible, not a blank page", async () => {
    const v = await openPage(browser());
    try {
      await openBroken(v.page, "/contact", "root", `export const Layout = ${THROWS};\nexport default ${THROWS}`);
      await v.page.waitForFunction(() => !document.querySelector("body > footer"));
      const { body, heading } = await shown(v.page);
      expect(body).not.toBe("none");
      expect(heading).not.toBe("");
    } finally {
      await v.context.close();
    }
  });
});

// A page with islands only (docs/decisions/0029): an island whose code fails leaves its part as the
// server drew it, which works as it does without JavaScript.
describe.skipIf(STOCK)("an island whose code fails", () => {
  const browser = useBrowser();

  test.for(langs)("%s: the consultation form stays as drawn and is sent as without JavaScript", async (lang) => {
    const v = await openPage(browser());
    try {
      await v.page.route(/\/assets\/island-contact-form-[\w-]+\.js$/, (route) =>
        route.fulfill({
          contentType: "text/javascript",
          body: 'export function hydrate() { throw new Error("forced by the test"); }',
        }),
      );
      await v.page.goto(origin + localizePath("/contact", lang));
      await hydrated(v.page);
      const form = v.page.locator('form[action^="/api/forms/contact"]');
      expect(await form.isVisible()).toBe(true);
      // Sent empty: no script checks it, the server answers with the form again and its errors.
      await form.locator('button[type="submit"]').click();
      await v.page.waitForURL((url) => url.pathname.startsWith("/api/forms/contact"));
      expect(await v.page.locator("html").getAttribute("lang")).toBe(lang);
      expect(await v.page.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
      // The browser logs the form's answer, 400, as a failed load; nothing else.
      expect(v.errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    } finally {
      await v.context.close();
    }
  });
});
