/**
 * Paper: the contact page prints the ways to reach us (a line with the page's address and the
 * phone number instead of the form, which cannot be sent from paper), on few pages, with no blank
 * half page before a card pushed to the next one.
 */
import { describe, expect, test } from "vitest";
import { contact } from "~/content/contact/contact";
import { site } from "~/content/site";
import { langs, localizePath } from "~/i18n/lang";
import { openPage, origin, useBrowser } from "./harness";

/** Letter-size pages, as a Florida family prints. */
const MAX_PAGES = 3;

describe("printed", () => {
  const browser = useBrowser();

  test.each(langs)("the contact page (%s): the ways to reach us, not an empty form", async (lang) => {
    const v = await openPage(browser());
    const { page } = v;
    try {
      await page.goto(origin + localizePath("/contact", lang));
      await page.emulateMedia({ media: "print" });
      const shown = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((el) => el.checkVisibility());
      expect(await shown("main form")).toBe(false);
      expect(await page.getByText(contact[lang].printForm).isVisible()).toBe(true);
      expect(await page.locator("main").innerText()).toContain(site.phones.main.display);
      const pdf = (await page.pdf({ format: "Letter" })).toString("latin1");
      const pages = pdf.match(/\/Type\s*\/Page\b/g)?.length ?? 0;
      expect(pages).toBeGreaterThan(0);
      expect(pages).toBeLessThanOrEqual(MAX_PAGES);
      expect(v.errors).toEqual([]);
    } finally {
      await v.context.close();
    }
  });
});
