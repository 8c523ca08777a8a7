/**
 * The office's script as the browser gets it (the served text, run on its own): the countdowns
 * say again how long is left every 30 s, and turn to "overdue" in the overdue colour; a signed-in
 * page fills back the form kept when its session ended, sends at most one keep-alive a minute
 * while someone types, and warns a minute before the idle limit with one button that keeps it;
 * a page's "done" notice is not said again on a reload.
 */
import { afterEach, expect, test, vi } from "vitest";
import { officeWords } from "../words";
import { OFFICE_SCRIPT } from "./office-script";

afterEach(() => {
  vi.clearAllTimers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  document.body.innerHTML = "";
  delete document.body.dataset.idle;
});

test("a countdown counts down, then says how late it is, in its own words", () => {
  vi.useFakeTimers({ now: Date.parse("2026-11-28T12:00:00Z") });
  const due = Date.now() + 90 * 60_000 + 30_000;
  document.body.innerHTML = `<span class="text-brand-800" data-due="${due}" data-due-in="Vence en {t}" data-overdue="Atrasada por {t}">Vence en 1 h 31 min</span>`;
  const span = document.querySelector<HTMLElement>("[data-due]")!;
  new Function(OFFICE_SCRIPT)();
  vi.advanceTimersByTime(30_000);
  // Written as the server writes it, with no-break spaces: a narrow phone never splits "1 h" from "30 min".
  expect(span.textContent).toBe(`Vence en ${officeWords.es.duration(90)}`);
  expect(span.textContent).toBe("Vence en 1\u00a0h\u00a030\u00a0min");
  vi.advanceTimersByTime(30 * 60_000);
  expect(span.textContent).toBe(`Vence en ${officeWords.en.duration(60)}`);
  vi.advanceTimersByTime(75 * 60_000);
  expect(span.textContent).toBe("Atrasada por 15\u00a0min");
  expect(span.classList.contains("text-accent-800")).toBe(true);
  expect(span.classList.contains("text-brand-800")).toBe(false);
});

test("what was just done is said once: the address loses its done, and keeps the rest", () => {
  history.replaceState(null, "", "/office?status=new&done=deleted#list");
  new Function(OFFICE_SCRIPT)();
  expect(location.pathname + location.search + location.hash).toBe("/office?status=new#list");
  history.replaceState(null, "", "/office/site?done=undone");
  new Function(OFFICE_SCRIPT)();
  expect(location.pathname + location.search).toBe("/office/site");
  history.replaceState(null, "", "/office/site?page=2");
  new Function(OFFICE_SCRIPT)();
  expect(location.pathname + location.search).toBe("/office/site?page=2");
});

test("the served text is one call of the typed function, with nothing from outside it", () => {
  expect(OFFICE_SCRIPT).toMatch(/^\(function officeScript\(\) \{/);
  expect(OFFICE_SCRIPT.trimEnd()).toMatch(/\}\)\(\);$/);
  expect(OFFICE_SCRIPT).not.toMatch(/__vite|import\(|require\(/);
});

test("a signed-in page: the kept note comes back, typing keeps the session, the warning's button too", async () => {
  vi.useFakeTimers({ now: Date.parse("2026-11-28T12:00:00Z") });
  const fetch = vi.fn(async () => ({ status: 204 }));
  vi.stubGlobal("fetch", fetch);
  const action = "/office/requests/1/note?back=%2Foffice";
  sessionStorage.setItem(
    "office-draft",
    JSON.stringify({ path: location.pathname, action, fields: [["note", "Llamé a la hija"]] }),
  );
  document.body.dataset.idle = "300";
  document.body.innerHTML = `
    <div role="alertdialog" data-session-warning hidden><p>Su sesión se cerrará</p><button type="button" data-stay>Seguir conectado</button></div>
    <p role="status" tabindex="-1" data-draft-restored hidden>Lo que escribió se guardó.</p>
    <form method="post" action="${action}"><input type="hidden" name="csrf" value="token-1"><textarea id="note" name="note"></textarea><button>Agregar la nota</button></form>`;
  const note = document.querySelector("textarea")!;
  const warning = document.querySelector<HTMLElement>("[data-session-warning]")!;
  const told = document.querySelector<HTMLElement>("[data-draft-restored]")!;
  new Function(OFFICE_SCRIPT)();

  // Filled back, and said so (the focus on those words).
  expect(note.value).toBe("Llamé a la hija");
  expect(told.hidden).toBe(false);
  expect(document.activeElement).toBe(told);

  // Typing: one keep-alive a minute at most, carrying the page's CSRF token.
  const type = () => note.dispatchEvent(new Event("input", { bubbles: true }));
  await vi.advanceTimersByTimeAsync(30_000);
  type();
  expect(fetch).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(31_000);
  for (let i = 0; i < 5; i++) type();
  await vi.advanceTimersByTimeAsync(0);
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(fetch.mock.calls[0]).toMatchObject(["/office/alive", { method: "POST" }]);
  expect(String((fetch.mock.calls[0] as unknown as [string, { body: URLSearchParams }])[1].body)).toBe("csrf=token-1");
  await vi.advanceTimersByTimeAsync(50_000);
  type();
  expect(fetch).toHaveBeenCalledTimes(1);

  // Then nothing: a minute before the limit the warning shows, its button focused.
  note.focus();
  await vi.advanceTimersByTimeAsync(3 * 60_000);
  expect(warning.hidden).toBe(true);
  await vi.advanceTimersByTimeAsync(60_000);
  expect(warning.hidden).toBe(false);
  expect(document.activeElement).toBe(warning.querySelector("button"));
  warning.querySelector("button")!.click();
  await vi.advanceTimersByTimeAsync(0);
  expect(fetch).toHaveBeenCalledTimes(2);
  expect(warning.hidden).toBe(true);
  expect(document.activeElement).toBe(note);
  await vi.advanceTimersByTimeAsync(3 * 60_000);
  expect(warning.hidden).toBe(true);
});
