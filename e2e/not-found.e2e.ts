import { describe, expect, test } from "vitest";
import { ui } from "~/i18n/ui";
import { HYDRATION_ERROR, hydrated, origin, useBrowser, useTabs } from "./harness";

const cases = [
  { url: "/nope", lang: "en", title: "Oops! Page not found", home: "/" },
  { url: "/services/nope", lang: "en", title: "Oops! Page not found", home: "/" },
  { url: "/es/nope", lang: "es", title: "¡Uy! No encontramos esta página", home: "/es" },
  { url: "/es/service-areas/orlando", lang: "es", title: "¡Uy! No encontramos esta página", home: "/es" },
];

describe("the served not-found HTML, before any JavaScript", () => {
  test.each([
    { url: "/nope", lang: "en" as const },
    { url: "/services/nope", lang: "en" as const },
    { url: "/es/nope", lang: "es" as const },
    { url: "/es/service-areas/orlando", lang: "es" as const },
    { url: "/estate", lang: "en" as const },
  ])("$url answers 404 in $lang", async ({ url, lang }) => {
    const response = await fetch(origin + url);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang}">`);
    expect(html).toMatch(new RegExp(`<title>${ui[lang].notFound.metaTitle} \\| `));
    expect(html).toContain(ui[lang].notFound.title);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    // The pages a lost visitor most often wants, in the page's language.
    const prefix = lang === "es" ? "/es" : "";
    for (const path of ["/services", "/service-areas", "/contact"]) expect(html).toContain(`href="${prefix}${path}"`);
    expect(html).toContain('href="tel:');
  });
});

describe("unknown paths", () => {
  const tabs = useTabs(useBrowser());

  test.each(cases)("$url answers 404 with the not-found page in its language", async ({ url, lang, title, home }) => {
    const visit = await tabs.take();
    const { page } = visit;
    try {
      const response = await page.goto(origin + url);
      expect(response?.status()).toBe(404);
      await hydrated(page);
      await expect.poll(() => page.locator("html").getAttribute("lang")).toBe(lang);
      await expect.poll(() => page.locator("h1").innerText()).toContain(title);
      await expect.poll(() => page.locator("main").innerText()).toContain("404");
      const back = page.locator("main a", { hasText: lang === "es" ? "Volver al inicio" : "Return to Home" });
      expect(await back.getAttribute("href")).toBe(home);
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
      // The missing path is logged; nothing else goes wrong (the document's own 404 is expected).
      expect(visit.errors.some((e) => e.includes(`404 Not Found: ${url}`))).toBe(true);
      const unexpected = visit.errors.filter((e) => !e.includes("404"));
      expect(unexpected.filter((e) => HYDRATION_ERROR.test(e))).toEqual([]);
      expect(unexpected).toEqual([]);
      expect(visit.csp).toEqual([]);
      await back.click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(home);
      expect(await page.locator("h1").count()).toBe(1);
    } finally {
      await tabs.give(visit);
    }
  });
});
