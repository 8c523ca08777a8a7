import { render } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";

/**
 * The hours and the insurers are samples in the shipped config: the demo shows them marked, a
 * real origin leaves them out with their headings (the care line stays).
 */
const origin = vi.hoisted(() => ({ value: "" }));
vi.mock("~/content/site", async (importOriginal) =>
  (await import("../../../server/testing/site-override")).siteOverriding(await importOriginal(), () =>
    origin.value ? { origin: origin.value } : {},
  ),
);

async function load(at: string) {
  origin.value = at;
  vi.resetModules();
  const facts = await import("~/content/facts");
  const { OfficeHours } = await import("./office-hours");
  const { PaymentOptions } = await import("~/components/insurance/payment-options");
  const { insurance } = await import("~/content/contact/insurance");
  const { site } = await import("~/content/site");
  const { LanguageProvider } = await import("~/i18n/language-context");
  const page = (lang: "en" | "es") =>
    render(
      <LanguageProvider lang={lang}>
        <OfficeHours />
        <PaymentOptions payers={insurance[lang].payers} insurers={insurance[lang].insurers} />
      </LanguageProvider>,
    ).container;
  return { facts, page, site, insurance };
}

describe.each(["en", "es"] as const)("%s", (lang) => {
  test("on the demo, the sample hours and insurers show with the sample mark", async () => {
    const { facts, page, site } = await load("https://agency.example");
    expect(site.hours.every((row) => row.sample) && site.insurers.sample).toBe(true); // else this proves less
    const html = page(lang);
    expect(facts.demo).toBe(true);
    expect(html.querySelectorAll("dt")).toHaveLength(site.hours.length);
    expect(html.textContent).toContain(site.insurers.value[0]!);
    expect(html.querySelectorAll("[data-sample-mark]")).toHaveLength(2);
  });

  test("on a real origin, neither the sample hours nor the sample insurers are published, nor their headings", async () => {
    const { facts, page, site, insurance } = await load("https://www.realagency.com");
    const html = page(lang);
    expect(facts.demo).toBe(false);
    expect(html.querySelector("dl")).toBeNull();
    for (const row of site.hours) expect(html.textContent).not.toContain(row.hours[lang]);
    // The payers' cards name Medicare and Medicaid as ways to pay; the companies are the list's own.
    for (const name of site.insurers.value.filter((n) => !/^medica(re|id)\b/i.test(n)))
      expect(html.textContent).not.toContain(name);
    expect(html.textContent).not.toContain(insurance[lang].insurers.heading);
    expect(html.textContent).toContain(site.careHours[lang]);
    expect(html.querySelector("[data-sample-mark]")).toBeNull();
  });
});
