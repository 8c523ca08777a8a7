import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { areasOverview } from "~/content/areas/overview";
import { fill } from "~/i18n/format";
import { LanguageProvider } from "~/i18n/language-context";
import ServiceAreasPage, { loader } from "~/routes/service-areas";
import { enhanceFinder } from "./finder";

const request = (path: string) => ({ request: new Request(`http://localhost${path}`) }) as never;

/** /service-areas (Spanish) as the build draws it, in the document, with the finder enhanced. */
function page(): HTMLElement {
  const data = loader(request("/es/service-areas"));
  const ui = <ServiceAreasPage loaderData={data} params={{}} matches={[] as never} />;
  const router = createMemoryRouter([{ path: "*", element: <LanguageProvider lang="es">{ui}</LanguageProvider> }]);
  document.body.innerHTML = renderToStaticMarkup(<RouterProvider router={router} />);
  const section = document.querySelector<HTMLElement>("#finder")!;
  enhanceFinder(section);
  return section;
}
const words = areasOverview.es.finder;
const status = (section: HTMLElement) => section.querySelector("[role=status]")!;
function type(section: HTMLElement, text: string) {
  const input = section.querySelector<HTMLInputElement>("#finder-query")!;
  input.value = text;
  input.dispatchEvent(new Event("input", { bubbles: true }));
}
const submit = (section: HTMLElement) =>
  section.querySelector("form")!.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));

describe("enhanceFinder", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test("the pointer to the list gives way to the form; no template is left", () => {
    const section = page();
    expect(section.querySelector("[data-finder-before]")).toBeNull();
    expect(section.querySelector("template")).toBeNull();
    expect(section.querySelectorAll("#finder-places option").length).toBeGreaterThan(10);
  });

  test("a ZIP code answers once typing pauses, with its office's links in Spanish", () => {
    const section = page();
    type(section, "33186");
    expect(status(section).textContent).toBe("");
    vi.advanceTimersByTime(700);
    expect(status(section).textContent).toContain(fill(words.foundZip, { zip: "33186", place: "Miami" }));
    expect(status(section).querySelector('a[href="/es/service-areas/miami-dade-county"]')).not.toBeNull();
    expect(status(section).querySelector('a[href^="tel:"]')).not.toBeNull();
  });

  test("a misspelled town on Enter: found, with the typo noted; a place outside; an empty submit", () => {
    const section = page();
    type(section, "BÁRTOW");
    submit(section);
    expect(status(section).textContent).toContain(fill(words.found, { place: "Bartow" }));
    type(section, "wauchla");
    submit(section);
    expect(status(section).textContent).toContain(fill(words.corrected, { place: "Wauchula" }));
    type(section, "Orlando");
    submit(section);
    expect(status(section).textContent).toContain(fill(words.outside, { query: "Orlando" }));
    expect(status(section).textContent).toContain(words.outsideHelp);
    type(section, "");
    submit(section);
    expect(status(section).textContent).toBe(fill(words.emptySubmit, { submit: words.submit }));
  });
});
