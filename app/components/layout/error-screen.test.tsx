import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { expect, test } from "vitest";
import { site } from "~/content/site";
import { ui } from "~/i18n/ui";
import { LanguageProvider } from "~/i18n/language-context";
import { telHref } from "~/lib/contact";
import { ErrorScreen } from "./error-screen";

function renderIn(lang: "en" | "es", detail?: string) {
  const element = (
    <LanguageProvider lang={lang}>
      <ErrorScreen detail={detail} />
    </LanguageProvider>
  );
  return render(<RouterProvider router={createMemoryRouter([{ path: "*", element }])} />);
}

test.each([
  ["en", "Unexpected Application Error!", ui.en.error.home, "/"],
  ["es", ui.es.error.title, ui.es.error.home, "/es"],
] as const)(
  "the error screen (%s) has the title, the phone and a way home, in the page's language",
  (lang, title, home, href) => {
    renderIn(lang);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(title);
    expect(screen.getByRole("link", { name: home }).getAttribute("href")).toBe(href);
    expect(screen.getByRole("link", { name: site.phones.main.display }).getAttribute("href")).toBe(
      telHref(site.phones.main),
    );
  },
);

test("shows a stack trace only when given one (development)", () => {
  const { container } = renderIn("en");
  expect(container.querySelector("pre")).toBeNull();
  renderIn("en", "Error: boom\n    at x");
  expect(screen.getByText(/Error: boom/)).toBeTruthy();
});
