import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, test } from "vitest";
import { LanguageProvider } from "~/i18n/language-context";
import { specials } from "~/content/specials";
import type { Offer } from "~/content/site";
import { OffersSection } from "~/components/specials/offers-section";
import { endedOffersMarkup } from "~/components/specials/ended-note.server";
import { withActiveOffers } from "~/lib/shown-offers";
import { hideEndedOffers } from "./ended-offers";

const offers: Offer[] = [
  { id: "companion-first-week", ends: "2026-12-31" } as unknown as Offer,
  { id: "care-package-24-7", ends: null } as unknown as Offer,
];

/** /specials' offers section as the build draws it on `built`, in the document. */
function page(built: Date, list: Offer[] = offers): HTMLElement {
  const data = withActiveOffers(specials.en, "en", built, list);
  const section = <OffersSection offers={data.offers} endedMarkup={endedOffersMarkup(data.offers)} />;
  const router = createMemoryRouter([{ path: "*", element: <LanguageProvider lang="en">{section}</LanguageProvider> }]);
  document.body.innerHTML = renderToStaticMarkup(<RouterProvider router={router} />);
  return document.querySelector<HTMLElement>("#offers")!;
}

describe("hideEndedOffers", () => {
  test("on the offer's last day in Florida nothing changes", () => {
    const section = page(new Date("2026-12-01T12:00:00Z"));
    expect(hideEndedOffers(section, new Date("2027-01-01T04:30:00Z"))).toBe(0);
    expect(section.querySelectorAll("[data-offer-ends]")).toHaveLength(2);
    expect(section.querySelector("[role=status]")).toBeNull();
  });

  test("the day after, the offer leaves and the note shows", () => {
    const section = page(new Date("2026-12-01T12:00:00Z"));
    expect(hideEndedOffers(section, new Date("2027-01-01T15:00:00Z"))).toBe(1);
    expect([...section.querySelectorAll("[data-offer-ends]")].map((e) => e.getAttribute("data-offer-ends"))).toEqual([
      "ongoing",
    ]);
    expect(section.querySelector("[role=status]")?.textContent).toContain(specials.en.offers.endedNote);
    expect(section.querySelector("[data-offers-none]")).toBeNull();
    expect(section.querySelector("template")).toBeNull();
  });

  test("when every offer has ended, the list gives way to the 'none' line", () => {
    const section = page(new Date("2026-12-01T12:00:00Z"), offers.slice(0, 1));
    hideEndedOffers(section, new Date("2027-02-01T15:00:00Z"));
    expect(section.querySelector("ul")).toBeNull();
    expect(section.querySelector("[data-offers-none]")?.textContent).toBe(specials.en.offers.none);
    expect(section.querySelector("[role=status]")).not.toBeNull();
  });
});
