import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, test } from "vitest";
import { site } from "~/content/site";
import { LanguageProvider } from "~/i18n/language-context";
import { telHref, mailtoHref } from "~/lib/contact";
import { regulatoryLine } from "~/content/regulatory-lines";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

function renderAt(path: string, lang: "en" | "es") {
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <LanguageProvider lang={lang}>
            <SiteHeader />
            <SiteFooter />
          </LanguageProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

describe("phone and e-mail links come from the config", () => {
  test("tel: links dial the config's numbers, with the extension after a pause", () => {
    expect(telHref(site.phones.main)).toBe(`tel:${site.phones.main.e164}`);
    expect(telHref(site.phones.referrals)).toBe(`tel:${site.phones.main.e164},2`);
    expect(mailtoHref(site.emails.careers, "RN / LPN")).toBe(`mailto:${site.emails.careers}?subject=RN%20%2F%20LPN`);
  });

  test.each(["en", "es"] as const)("every tel: and mailto: in header and footer (%s)", (lang) => {
    const { container } = renderAt(lang === "es" ? "/es/about" : "/about", lang);
    const tels = [...container.querySelectorAll('a[href^="tel:"]')].map((a) => a.getAttribute("href"));
    expect(tels.length).toBeGreaterThanOrEqual(4);
    for (const href of tels.filter((h) => h !== `tel:${site.emergencyNumber}`))
      expect(href).toBe(telHref(site.phones.main));
    const mails = [...container.querySelectorAll('a[href^="mailto:"]')].map((a) => a.getAttribute("href"));
    expect(mails).toEqual([mailtoHref(site.emails.care)]);
    expect(container.textContent).toContain(site.phones.main.display);
    for (const row of site.hours) expect(container.textContent).toContain(row.hours[lang]);
  });

  test.each(["en", "es"] as const)("the footer tells callers to dial 911 in a medical emergency (%s)", (lang) => {
    const { container } = renderAt(lang === "es" ? "/es" : "/", lang);
    const link = container.querySelector(`footer a[href="tel:${site.emergencyNumber}"]`);
    expect(link?.textContent).toBe(
      lang === "es"
        ? `¿Emergencia médica? Llame al ${site.emergencyNumber}`
        : `Medical emergency? Call ${site.emergencyNumber}`,
    );
  });
});

describe("regulatory lines still holding a sample are left off the page", () => {
  test.each(["en", "es"] as const)(
    "the footer never shows a sample license, certification or accreditation (%s)",
    (lang) => {
      const { container } = renderAt(lang === "es" ? "/es" : "/", lang);
      const footer = container.querySelector("footer")!;
      // The demo's "Sample" mark over the main office and the hours is the one place the word may appear.
      expect(footer.querySelectorAll("[data-sample-mark]")).toHaveLength(1);
      footer.querySelectorAll("[data-sample-mark]").forEach((mark) => mark.remove());
      const text = footer.textContent!;
      expect(text).not.toMatch(/placeholder|espacio reservado|provisional|sample|muestra/i);
      for (const fact of Object.values(site.regulatory)) if (fact.sample) expect(text).not.toContain(fact.value);
      expect(site.regulatory.license.sample && site.regulatory.accreditation.sample).toBe(true); // else this test proves less
    },
  );

  test("a line is shown once it is no longer a sample, filled and in the page's language", () => {
    const license = { value: "HHA1", en: "License no. {value}", es: "Licencia n.º {value}" };
    expect(regulatoryLine({ ...license, sample: true }, "en")).toBeNull();
    expect(regulatoryLine({ ...license, sample: false }, "es")).toBe("Licencia n.º HHA1");
  });
});
