import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, test } from "vitest";
import { site } from "~/content/site";
import { LanguageProvider } from "~/i18n/language-context";
import { telHref, mailtoHref } from "~/lib/contact";
import { configLine } from "~/lib/config-line";
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
    for (const href of tels) expect(href).toBe(telHref(site.phones.main));
    const mails = [...container.querySelectorAll('a[href^="mailto:"]')].map((a) => a.getAttribute("href"));
    expect(mails).toEqual([mailtoHref(site.emails.care)]);
    expect(container.textContent).toContain(site.phones.main.display);
    for (const row of site.hours) expect(container.textContent).toContain(row.hours[lang]);
  });
});

describe("config lines still holding a placeholder are left off the page", () => {
  test.each(["en", "es"] as const)("the footer never shows a placeholder (%s)", (lang) => {
    const { container } = renderAt(lang === "es" ? "/es" : "/", lang);
    const text = container.querySelector("footer")!.textContent!;
    expect(text).not.toMatch(/placeholder|espacio reservado|provisional/i);
    expect(text).not.toContain(site.license.number);
    expect(site.license.placeholder && site.accreditation.placeholder).toBe(true); // else this test proves less
  });

  test("a line is shown once it is no longer a placeholder, filled and in the page's language", () => {
    const license = { en: "License no. {number}", es: "Licencia n.º {number}" };
    expect(configLine({ ...license, placeholder: true }, "en", { number: "HHA1" })).toBeNull();
    expect(configLine({ ...license, placeholder: false }, "es", { number: "HHA1" })).toBe("Licencia n.º HHA1");
    expect(configLine({ en: "Accredited by ACHC", es: "Acreditada por ACHC" }, "en")).toBe("Accredited by ACHC");
  });
});
