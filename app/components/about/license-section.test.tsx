import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, test } from "vitest";
import { about } from "~/content/about";
import { site } from "~/content/site";
import { langs } from "~/i18n/lang";
import { LanguageProvider } from "~/i18n/language-context";
import { fill } from "~/i18n/format";
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
  test.each(langs)("%s: regulatory lines show only when they are not samples", (lang) => {
    const text = renderSection(lang);
    for (const paragraph of about[lang].license.paragraphs) expect(text).toContain(paragraph);
    const facts = [site.regulatory.license, site.regulatory.medicare, site.regulatory.accreditation];
    for (const fact of facts) {
      expect(text.includes(fill(fact[lang], { value: fact.value }))).toBe(!fact.sample);
      if (fact.sample) expect(text).not.toContain(fact.value);
    }
    if (facts.every((fact) => fact.sample)) expect(about[lang].license.linesLabel).toBeNull();
  });
});
