/**
 * The office's script as the browser gets it (the served text, run on its own): the countdowns
 * say again how long is left every 30 s, and turn to "overdue" in the overdue colour.
 */
import { afterEach, expect, test, vi } from "vitest";
import { OFFICE_SCRIPT } from "./office-script";

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

test("a countdown counts down, then says how late it is, in its own words", () => {
  vi.useFakeTimers({ now: Date.parse("2026-11-28T12:00:00Z") });
  const due = Date.now() + 90 * 60_000 + 30_000;
  document.body.innerHTML = `<span class="text-brand-800" data-due="${due}" data-due-in="Vence en {t}" data-overdue="Atrasada por {t}">Vence en 1 h 31 min</span>`;
  const span = document.querySelector<HTMLElement>("[data-due]")!;
  new Function(OFFICE_SCRIPT)();
  vi.advanceTimersByTime(30_000);
  expect(span.textContent).toBe("Vence en 1 h 30 min");
  vi.advanceTimersByTime(30 * 60_000);
  expect(span.textContent).toBe("Vence en 1 h 0 min");
  vi.advanceTimersByTime(75 * 60_000);
  expect(span.textContent).toBe("Atrasada por 15 min");
  expect(span.classList.contains("text-accent-800")).toBe(true);
  expect(span.classList.contains("text-brand-800")).toBe(false);
});

test("the served text is one call of the typed function, with nothing from outside it", () => {
  expect(OFFICE_SCRIPT).toMatch(/^\(function officeScript\(\) \{/);
  expect(OFFICE_SCRIPT.trimEnd()).toMatch(/\}\)\(\);$/);
  expect(OFFICE_SCRIPT).not.toMatch(/__vite|import\(|require\(/);
});
