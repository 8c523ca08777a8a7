import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, test, vi } from "vitest";

/**
 * The offices are samples in the shipped config: the demo shows their street, ZIP code, phone and
 * map link, marked "Sample"; a real origin leaves them out of the footer, /contact, /contact/locations,
 * an area page's office card, the area cards, the finder's answer, the home page's directions, the
 * JSON-LD, the notices' {address} and the area words that place an office by its {street}, names
 * each office by its city and gives the main number.
 */
const origin = vi.hoisted(() => ({ value: "" }));
vi.mock("~/content/site", async (importOriginal) =>
  (await import("../../../server/testing/site-override")).siteOverriding(await importOriginal(), () =>
    origin.value ? { origin: origin.value } : {},
  ),
);

const request = (path: string) => ({ request: new Request(`http://localhost${path}`) }) as never;

async function load(at: string) {
  origin.value = at;
  vi.resetModules();
  const { site } = await import("~/content/site");
  const { LanguageProvider } = await import("~/i18n/language-context");
  const { SiteFooter } = await import("~/components/layout/site-footer");
  const { ContactDetails } = await import("~/components/contact/contact-details");
  const { contact } = await import("~/content/contact/contact");
  const { default: LocationsPage, loader: locationsLoader } = await import("~/routes/locations");
  const { AreaOffice } = await import("~/components/areas/area-office");
  const { FoundAnswer } = await import("~/components/areas/finder-answer");
  const { default: ServiceAreasPage, loader: overviewLoader } = await import("~/routes/service-areas");
  const { loader: areaLoader } = await import("~/routes/area");
  const { SocialSection } = await import("~/components/home/social-section");
  const { home } = await import("~/content/home");
  const { organizationJsonLd } = await import("~/lib/structured-data/organization");
  const { jobPostings } = await import("~/lib/structured-data/job-posting");
  const { careers } = await import("~/content/careers");
  const { tokens } = await import("~/content/markdown.server");

  const inLang = (lang: "en" | "es", ui: ReactNode) => {
    const router = createMemoryRouter([{ path: "*", element: <LanguageProvider lang={lang}>{ui}</LanguageProvider> }]);
    return render(<RouterProvider router={router} />).container;
  };
  const prefix = (lang: "en" | "es") => (lang === "es" ? "/es" : "");
  /** Each component that shows an office, by name, as rendered in `lang`. */
  const components = (lang: "en" | "es"): Record<string, HTMLElement> => {
    const overview = overviewLoader(request(`${prefix(lang)}/service-areas`));
    const tampa = areaLoader(request(`${prefix(lang)}/service-areas/tampa`));
    const answerArea = overview.areas.find((a: { slug: string }) => a.slug === "tampa")!;
    return {
      footer: inLang(lang, <SiteFooter />),
      contact: inLang(lang, <ContactDetails words={contact[lang].details} />),
      locations: inLang(
        lang,
        <LocationsPage
          loaderData={locationsLoader(request(`${prefix(lang)}/contact/locations`))}
          params={{}}
          matches={[] as never}
        />,
      ),
      areaOffice: inLang(lang, <AreaOffice area={tampa} />),
      areaCards: inLang(lang, <ServiceAreasPage loaderData={overview} params={{}} matches={[] as never} />),
      finderAnswer: inLang(
        lang,
        <FoundAnswer area={answerArea} labels={overview.finder} lines={{ headline: "Tampa" }} />,
      ),
      social: inLang(lang, <SocialSection social={home[lang].social} />),
    };
  };
  const jsonLd = (lang: "en" | "es") =>
    JSON.stringify([organizationJsonLd(lang), jobPostings(careers[lang].positions, lang)]);
  /** The Lakeland area page's words that place its office (they name its `{street}`). */
  const placing = (lang: "en" | "es") => {
    const { local, hospitalsIntro } = areaLoader(request(`${prefix(lang)}/service-areas/lakeland`));
    return [...local.paragraphs, hospitalsIntro].join(" ");
  };
  return { site, components, jsonLd, tokens, placing };
}

type Config = Awaited<ReturnType<typeof load>>["site"];
/** What a sample office publishes of itself: street, ZIP code, and a satellite's own phone. */
const particulars = (site: Config) =>
  site.offices.flatMap((o) => [
    o.street,
    o.postalCode,
    ...(o.phone.e164 === site.phones.main.e164 ? [] : [o.phone.display, o.phone.e164]),
  ]);

describe.each(["en", "es"] as const)("%s", (lang) => {
  test("on the demo, every office's street, ZIP code and phone show, marked Sample", async () => {
    const { site, components, jsonLd, tokens, placing } = await load("https://agency.example");
    expect(site.offices.every((o) => o.sample)).toBe(true); // else this proves less
    const shown = components(lang);
    for (const [name, html] of Object.entries(shown))
      expect(html.querySelector("[data-sample-mark]"), name).not.toBeNull();
    const tampa = site.offices.find((o) => o.id === "tampa-bay")!;
    for (const name of ["areaOffice", "locations"]) expect(shown[name]!.textContent, name).toContain(tampa.street);
    for (const name of ["areaOffice", "areaCards", "finderAnswer", "locations"])
      expect(shown[name]!.innerHTML, name).toContain(`tel:${tampa.phone.e164}`);
    const main = site.offices.find((o) => o.main)!;
    for (const name of ["footer", "contact"]) expect(shown[name]!.textContent, name).toContain(main.street);
    expect(shown.social!.innerHTML).toContain("google.com/maps");
    expect(shown.social!.querySelector("h2 + p")?.textContent).toBeTruthy();
    expect(jsonLd(lang)).toContain(main.street);
    expect(tokens(lang).address).toContain(main.street);
    expect(placing(lang)).toContain(main.street.split(",")[0]);
    expect(placing(lang)).toContain("Morton");
  });

  test("on a real origin, no sample street, ZIP code, office phone or map link is published: the city and the main number", async () => {
    const { site, components, jsonLd, tokens, placing } = await load("https://www.realagency.com");
    const hidden = particulars(site);
    expect(hidden.length).toBeGreaterThan(8); // else this proves less
    const shown = components(lang);
    for (const [name, html] of Object.entries(shown)) {
      const text = html.innerHTML;
      expect(
        hidden.filter((h) => text.includes(h)),
        name,
      ).toEqual([]);
      expect(text, name).not.toContain("google.com/maps");
      expect(html.querySelector("[data-sample-mark]"), name).toBeNull();
    }
    // Each office is named by its city, and the main number is given for it.
    const cards = [...shown.locations!.querySelectorAll("article")];
    expect(cards.map((card) => card.querySelector("h3")!.textContent)).toEqual(site.offices.map((o) => o.city));
    for (const card of cards) expect(card.innerHTML).toContain(`tel:${site.phones.main.e164}`);
    expect(shown.areaOffice!.innerHTML).toContain(`tel:${site.phones.main.e164}`);
    expect(shown.finderAnswer!.textContent).toContain(site.offices.find((o) => o.id === "tampa-bay")!.city);
    expect(shown.footer!.textContent).toContain(`${site.offices.find((o) => o.main)!.city}, FL`);
    // The home page's social section offers no way to an address it does not give.
    expect(shown.social!.querySelector("h2 + p")).toBeNull();
    // The JSON-LD has no street address, no map and no office's own number; the notices drop {address}.
    const data = jsonLd(lang);
    expect(hidden.filter((h) => data.includes(h))).toEqual([]);
    expect(data).not.toContain("streetAddress");
    expect(data).not.toContain("hasMap");
    expect(tokens(lang).address).toBeNull();
    // No sentence places the office by the sample address; the area's other words stay.
    expect(placing(lang)).not.toContain("Morton");
    expect(placing(lang)).toContain("I‑4");
  });
});
