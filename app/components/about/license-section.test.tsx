import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, test } from "vitest";
import { about } from "~/content/about";
import { site } from "~/content/site";
import { langs } from "~/i18n/lang";
import { LanguageProvider } from "~/i18n/language-context";
import { fill } from "~/lib/format";
import { LicenseSection } from "./license-section";

function renderSection(lang: "en" | "es") {
  const router = createMemoryRouter([
    {
      path: "*",
      element: (
        <LanguageProvider lang={lang}>
          <LicenseSection license={about[lang].license} />
        </LanguageProvider>
      ),
    },
  ]);
  return render(<RouterProvider router={router} />).container.textContent ?? "";
}

describe("how the agency is licensed (/about)", () => {
  test.each(langs)("%s: config lines show only when they are not marked placeholder", (lang) => {
    const text = renderSection(lang);
    for (const paragraph of about[lang].license.paragraphs) expect(text).toContain(paragraph);
    const license = fill(site.license[lang], { number: site.license.number });
    expect(text.includes(license)).toBe(!site.license.placeholder);
    expect(text.includes(site.accreditation[lang])).toBe(!site.accreditation.placeholder);
    if (site.license.placeholder && site.accreditation.placeholder)
      expect(text).not.toContain(about[lang].license.linesLabel);
  });
});
