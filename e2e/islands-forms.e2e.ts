/**
 * The forms as framework islands (docs/decisions/0029): React's components hydrated by
 * preact/compat over React's server markup, their chunk loaded only on a page that has one.
 * What the forms do once hydrated: contact-form.e2e.ts, form-errors.e2e.ts.
 */
import type { Route } from "playwright-core";
import { describe, expect, test } from "vitest";
import { contactForm } from "~/content/contact/contact-form";
import { hydrated, origin, STOCK, useBrowser, useTabs, type Visit } from "./harness";
import { field, fieldValues, fill, submit, typed } from "./contact-form-fixtures";

const ISLAND_CHUNK = /\/assets\/island-contact-form-[^/]*\.js$/;

/** The page's script requests (paths), recorded from now on. */
function scriptsOf(v: Visit): string[] {
  const paths: string[] = [];
  v.page.on("request", (request) => {
    if (request.resourceType() === "script") paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

// With STOCK_OUTPUT=1 every page hydrates whole: there are no islands to test.
describe.skipIf(STOCK)("the consultation form as an island", () => {
  const tabs = useTabs(useBrowser());

  test("text typed before the island hydrates is kept, and the form then checks and sends it", async () => {
    const v = await tabs.take();
    try {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await v.page.route(ISLAND_CHUNK, async (route: Route) => {
        await held;
        await route.continue();
      });
      await v.page.goto(origin + "/contact");
      // A phone on a slow network: the visitor types while the island's code is still on its way.
      await fill(v.page, typed);
      expect(await v.page.locator("[data-island][data-hydrated]").count()).toBe(0);
      release();
      await v.page.locator('[data-island="contact-form"][data-hydrated]').waitFor({ state: "attached" });
      await hydrated(v.page);
      expect(await fieldValues(v.page)).toEqual(typed);
      await submit(v.page).click();
      const heading = v.page.getByRole("heading", { name: contactForm.en.sent.heading });
      await heading.waitFor();
      expect(await heading.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(v.posts).toHaveLength(1);
      expect(JSON.parse(v.posts[0]!.body)).toMatchObject({ form: "contact", lang: "en", ...typed });
      expect(v.errors).toEqual([]);
    } finally {
      await tabs.give(v);
    }
  });

  test("in Spanish: the island gets the page's language and words; errors, focus and the sent page", async () => {
    const v = await tabs.take();
    try {
      const scripts = scriptsOf(v);
      await v.page.goto(origin + "/es/contact");
      await hydrated(v.page);
      expect(scripts.some((s) => ISLAND_CHUNK.test(s))).toBe(true);
      await submit(v.page).click();
      await v.page.getByRole("alert").getByText(contactForm.es.errors.summary).waitFor();
      expect(await v.page.evaluate(() => document.activeElement?.id)).toBe("contact-name");
      await fill(v.page, typed);
      await submit(v.page).click();
      await v.page.getByRole("heading", { name: contactForm.es.sent.heading }).waitFor();
      expect(JSON.parse(v.posts.at(-1)!.body)).toMatchObject({ form: "contact", lang: "es", name: typed.name });
      expect(await v.page.locator(field.name).count()).toBe(0);
      expect(v.errors).toEqual([]);
    } finally {
      await tabs.give(v);
    }
  });

  test("a page without a form never loads an island's code", async () => {
    const v = await tabs.take();
    try {
      const scripts = scriptsOf(v);
      await v.page.goto(origin + "/about");
      await hydrated(v.page);
      expect(scripts.filter((s) => s.includes("/island-"))).toEqual([]);
      expect(v.errors).toEqual([]);
    } finally {
      await tabs.give(v);
    }
  });
});
