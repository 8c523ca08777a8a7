import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import { home } from "~/content/home";
import { LanguageProvider } from "~/i18n/language-context";
import { TrustSection } from "./trust-section";

function renderTrust(lang: "en" | "es") {
  const router = createMemoryRouter([
    {
      path: "*",
      element: (
        <LanguageProvider lang={lang}>
          <TrustSection trust={home[lang].trust} />
        </LanguageProvider>
      ),
    },
  ]);
  return render(<RouterProvider router={router} />).container;
}

describe("the home page's special banner follows the offer's end date (site.offers)", () => {
  afterEach(() => vi.useRealTimers());

  test.each(["en", "es"] as const)("shown while the companion offer runs (%s)", (lang) => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-12-31T20:00:00Z") }); // its last day
    const banner = renderTrust(lang).querySelector('[data-offer="companion-first-week"]');
    expect(banner?.textContent).toContain(home[lang].trust.special.heading);
  });

  test.each(["en", "es"] as const)("gone once it has ended in Florida (%s)", (lang) => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2027-01-01T05:00:00Z") }); // midnight in Florida
    const container = renderTrust(lang);
    expect(container.querySelector("[data-offer]")).toBeNull();
    expect(container.textContent).not.toContain(home[lang].trust.special.heading);
  });
});
