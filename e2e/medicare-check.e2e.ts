/**
 * The Medicare self-check on the insurance page: every path through its four questions in both
 * languages, and, without JavaScript, the same questions and answers as text.
 */
import { describe, expect, test } from "vitest";
import { checkKeys, medicareCheck, type CheckKey } from "~/content/contact/medicare-check";
import { hydrated, openPage, origin, useBrowser, useTabs } from "./harness";

describe("Medicare self-check", () => {
  const tabs = useTabs(useBrowser());

  for (const lang of ["en", "es"] as const) {
    test(`${lang}: every path gives the right answer`, async () => {
      const check = medicareCheck[lang];
      const v = await tabs.take();
      const { page } = v;
      const result = page.locator("#medicare-check [role=status]");
      const answer = (key: CheckKey, yes: boolean) =>
        page
          .getByRole("group", { name: check.questions[key].question })
          .getByRole("radio", { name: yes ? check.yes : check.no, exact: true })
          .check();
      try {
        await page.goto(`${origin}${lang === "es" ? "/es" : ""}/contact/insurance#medicare-check`);
        await hydrated(page);
        await result.waitFor();
        expect(await result.innerText()).toBe(check.prompt);
        for (const key of checkKeys.slice(0, 3)) await answer(key, true);
        expect(await result.innerText()).toBe(check.prompt);
        await answer("faceToFace", true);
        expect(await result.getAttribute("data-outcome")).toBe("likely");
        expect(await result.getByRole("heading").innerText()).toBe(check.likely.heading);
        expect(await result.locator('a[href^="tel:"]').count()).toBe(1);

        for (const no of checkKeys) {
          for (const key of checkKeys) await answer(key, key !== no);
          expect(await result.getByRole("heading").innerText()).toBe(check.unlikely.heading);
          expect(await result.locator("li").allInnerTexts()).toEqual([check.questions[no].ifNo]);
        }
        for (const key of checkKeys) await answer(key, false);
        expect(await result.locator("li").allInnerTexts()).toEqual(checkKeys.map((k) => check.questions[k].ifNo));
        expect(await page.evaluate(() => localStorage.length + sessionStorage.length + document.cookie.length)).toBe(0);
        expect(v.errors).toEqual([]);
      } finally {
        await tabs.give(v);
      }
    });
  }
});

describe("Medicare self-check without JavaScript", () => {
  const browser = useBrowser();

  test("the Medicare self-check shows its questions and what each answer means, as text", async () => {
    const v = await openPage(browser(), { javaScriptEnabled: false });
    try {
      await v.page.goto(origin + "/contact/insurance#medicare-check");
      const section = v.page.locator("#medicare-check");
      expect(await section.locator("input, button").count()).toBe(0);
      const text = await section.innerText();
      for (const key of checkKeys) {
        expect(text).toContain(medicareCheck.en.questions[key].question);
        expect(text).toContain(medicareCheck.en.questions[key].ifNo);
      }
      expect(text).toContain(medicareCheck.en.likely.next);
    } finally {
      await v.context.close();
    }
  });
});
