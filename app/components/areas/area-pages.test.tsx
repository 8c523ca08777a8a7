import { render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, test } from "vitest";
import { langs, localizePath, type Lang } from "~/i18n/lang";
import { LanguageProvider } from "~/i18n/language-context";
import { areaSlugs } from "~/pages";
import { site } from "~/content/site";
import { telHref } from "~/lib/contact";
import { loader as areaLoader } from "~/routes/area";
import ServiceAreasPage, { loader as overviewLoader } from "~/routes/service-areas";
import { AreaPage } from "./area-page";

/** The loaders read only the request (they run at build time). */
const request = (path: string) => ({ request: new Request(`http://localhost${path}`) }) as never;

function renderIn(lang: Lang, ui: ReactNode) {
  const router = createMemoryRouter([{ path: "*", element: <LanguageProvider lang={lang}>{ui}</LanguageProvider> }]);
  return render(<RouterProvider router={router} />);
}

const pages = areaSlugs.flatMap((slug) => langs.map((lang) => ({ slug, lang })));

describe("the area pages, both languages", () => {
  test.each(pages)("$lang $slug", ({ slug, lang }) => {
    const data = areaLoader(request(localizePath(`/service-areas/${slug}`, lang)));
    const { container } = renderIn(lang, <AreaPage area={data} />);
    expect([...container.querySelectorAll("h1")].map((h) => h.textContent)).toEqual([data.head.heading]);
    const items = [...container.querySelectorAll("li")].map((li) => li.textContent);
    for (const name of [...data.communities, ...data.hospitals]) expect(items, name).toContain(name);

    const hrefs = [...container.querySelectorAll("a")].map((a) => a.getAttribute("href"));
    for (const path of [
      "/services/private-duty-nursing",
      "/services/personal-care",
      "/services/senior-care",
      "/services/adult-care",
      "/services/pediatric-care",
      "/contact/emergency",
      "/contact",
      "/service-areas#finder",
    ] as const) {
      expect(hrefs, path).toContain(localizePath(path, lang));
    }
    const office = site.offices.find((o) => o.id === data.office)!;
    expect(hrefs).toContain(telHref(office.phone));
    const response = site.responseTimes.find((r) => r.id === data.response)!;
    expect(container.textContent).toContain(response.time[lang]);
  });
});

describe("/service-areas", () => {
  test.each(langs)(
    "%s: a card per area with a call button and a link, the finder, and every community listed",
    (lang) => {
      const data = overviewLoader(request(localizePath("/service-areas", lang)));
      const { container } = renderIn(lang, <ServiceAreasPage loaderData={data} params={{}} matches={[] as never} />);
      const cards = container.querySelectorAll("#areas li:has(h3)");
      expect(cards).toHaveLength(areaSlugs.length);
      for (const card of cards) {
        expect(card.querySelector('a[href^="tel:"]')).not.toBeNull();
        expect(card.querySelectorAll("li")).toHaveLength(4);
      }
      for (const slug of areaSlugs) {
        expect(
          container.querySelector(`#areas a[href="${localizePath(`/service-areas/${slug}`, lang)}"]`),
        ).not.toBeNull();
      }
      expect(container.querySelector("#finder [role=status]")).not.toBeNull();
      expect(container.querySelector("#finder input")).not.toBeNull();
      const listing = container.querySelector("#communities")!.textContent!;
      for (const name of ["Bartow", "Frostproof", "Davenport", "Brandon", "Hialeah", "Sebring", "Wauchula"]) {
        expect(listing).toContain(name);
      }
    },
  );

  test("the prerendered page (no JavaScript yet) shows no dead form, and points to the lists", () => {
    const data = overviewLoader(request("/service-areas"));
    const router = createMemoryRouter([
      {
        path: "*",
        element: (
          <LanguageProvider lang="en">
            {<ServiceAreasPage loaderData={data} params={{}} matches={[] as never} />}
          </LanguageProvider>
        ),
      },
    ]);
    const html = renderToString(<RouterProvider router={router} />);
    // The live form waits in an inert <template> (for the DOM finder): the page shows no input.
    const shown = document.createElement("div");
    shown.innerHTML = html;
    expect(shown.querySelector("input")).toBeNull();
    expect(html).toContain(data.finder.beforeScript);
    expect(html).toContain('href="#communities"');
    expect(shown.querySelector("template[data-finder]")?.innerHTML).toContain("<input");
  });
});
