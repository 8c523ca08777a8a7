import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { home } from "~/content/home";
import { HeroSlideshow } from "~/components/home/hero-slideshow";
import { LanguageProvider } from "~/i18n/language-context";
import { SLIDE_INTERVAL_MS } from "~/lib/browser/slideshow";
import { enhanceSlideshow } from "./slideshow";

const hero = home.es.hero;
let undo = () => {};

function region(): HTMLElement {
  const show = <HeroSlideshow hero={hero} art={hero.slides.map(() => "<svg></svg>")} photos={[]} />;
  const router = createMemoryRouter([{ path: "*", element: <LanguageProvider lang="es">{show}</LanguageProvider> }]);
  document.body.innerHTML = renderToStaticMarkup(<RouterProvider router={router} />);
  const el = document.querySelector<HTMLElement>("[data-slideshow]")!;
  undo = enhanceSlideshow(el);
  return el;
}
const current = (el: HTMLElement) =>
  el.querySelector("[data-slideshow-dot][aria-current=true]")?.getAttribute("aria-label");
const label = (n: number) => `Diapositiva ${n} de ${hero.slides.length}`;
const button = (el: HTMLElement, name: string) =>
  [...el.querySelectorAll("button")].find((b) => b.textContent?.trim() === name)!;

describe("enhanceSlideshow", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    undo();
    vi.useRealTimers();
  });

  test("shows its controls and moves every interval, unannounced", () => {
    const el = region();
    expect(el.querySelector("[data-slideshow-controls]")!.classList.contains("invisible")).toBe(false);
    expect(el.dataset.state).toBe("playing");
    expect(current(el)).toBe(label(1));
    vi.advanceTimersByTime(SLIDE_INTERVAL_MS + 10);
    expect(current(el)).toBe(label(2));
    expect(el.querySelectorAll('[data-slide][aria-hidden="true"]')).toHaveLength(hero.slides.length - 1);
    expect(el.querySelector('[data-slide][aria-hidden="false"] [inert]')).toBeNull();
    expect(el.querySelector("[data-slideshow-announce]")!.textContent).toBe("");
  });

  test("pause stops it and reads 'play'; play starts it again; the visitor's changes are announced", () => {
    const el = region();
    button(el, hero.pause).click();
    expect(el.dataset.state).toBe("paused");
    expect(button(el, hero.play)).toBeDefined();
    vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 3);
    expect(current(el)).toBe(label(1));
    el.querySelector<HTMLButtonElement>('[data-slideshow-action="prev"]')!.click();
    expect(current(el)).toBe(label(hero.slides.length));
    expect(el.querySelector("[data-slideshow-announce]")!.textContent).toBe(
      `${label(hero.slides.length)}: ${hero.slides.at(-1)!.heading}`,
    );
    button(el, hero.play).click();
    vi.advanceTimersByTime(SLIDE_INTERVAL_MS + 10);
    expect(current(el)).toBe(label(1));
  });

  test("pauses while focus is within", () => {
    const el = region();
    el.dispatchEvent(new FocusEvent("focusin"));
    vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 2);
    expect(current(el)).toBe(label(1));
    el.dispatchEvent(new FocusEvent("focusout"));
    vi.advanceTimersByTime(SLIDE_INTERVAL_MS + 10);
    expect(current(el)).toBe(label(2));
  });
});
