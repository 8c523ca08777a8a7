import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { enhancePhoneMenu } from "./phone-menu";

/** A page as the site writes it: skip link, header with the menu, main's parts, footer. */
function page() {
  document.body.innerHTML = `
    <a href="#main">Skip</a>
    <header><details id="mobile-menu"><summary>Menu</summary><div><a href="/about">About</a></div></details></header>
    <main id="main"><nav>Trail</nav><section>One</section><section>Two</section><section id="own">Three</section></main>
    <footer>Footer</footer>`;
  const details = document.querySelector<HTMLDetailsElement>("#mobile-menu")!;
  const parts = [...document.querySelectorAll<HTMLElement>("body > a, main > *, footer")];
  return { details, parts, undo: enhancePhoneMenu(details) };
}

const toggle = (details: HTMLDetailsElement, open: boolean) => {
  details.open = open;
  details.dispatchEvent(new Event("toggle"));
};
const inertCount = (parts: HTMLElement[]) => parts.filter((p) => p.inert).length;
const locked = () => "scrollLocked" in document.documentElement.dataset;
/** The next paint (an animation frame) and the task right after it. */
const nextPaint = () => {
  vi.advanceTimersToNextFrame();
  vi.runOnlyPendingTimers();
};
const nextTask = () => vi.runOnlyPendingTimers();
/** The browser's idle callbacks, run only when a test says the page is idle. */
let idleCallbacks: ((() => void) | undefined)[] = [];
const idle = () => idleCallbacks.splice(0).forEach((callback) => callback?.());

describe("the phone menu's page behind", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "requestAnimationFrame"] });
    window.matchMedia = () => ({ matches: false, addEventListener() {} }) as unknown as MediaQueryList;
    idleCallbacks = [];
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => idleCallbacks.push(callback));
    vi.stubGlobal("cancelIdleCallback", (id: number) => (idleCallbacks[id - 1] = undefined));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.body.innerHTML = "";
    delete document.documentElement.dataset.scrollLocked;
  });

  test("turns inert after the menu shows, one part per task, and back when it closes", () => {
    const { details, parts } = page();
    toggle(details, true);
    expect(inertCount(parts)).toBe(0); // the tap's frame shows the menu first
    nextPaint();
    expect(inertCount(parts)).toBe(1);
    expect(locked()).toBe(true);
    for (let i = 2; i <= parts.length; i++) {
      nextTask();
      expect(inertCount(parts)).toBe(i);
    }
    expect(document.querySelector("main")!.inert).toBeFalsy();
    expect(document.querySelector("header")!.inert).toBeFalsy();

    toggle(details, false);
    nextPaint();
    expect(locked()).toBe(false);
    vi.runAllTimers();
    expect(inertCount(parts)).toBe(0);
  });

  test("opened and closed again before it is done, nothing stays inert", () => {
    const { details, parts } = page();
    toggle(details, true);
    nextPaint();
    nextTask();
    expect(inertCount(parts)).toBe(2);
    toggle(details, false);
    vi.runAllTimers();
    expect(inertCount(parts)).toBe(0);
    expect(locked()).toBe(false);
  });

  test("a part inert before the menu opened stays inert after it closes", () => {
    const { details, parts } = page();
    document.getElementById("own")!.inert = true;
    toggle(details, true);
    vi.runAllTimers();
    expect(inertCount(parts)).toBe(parts.length);
    toggle(details, false);
    vi.runAllTimers();
    expect(parts.filter((p) => p.inert).map((p) => p.id)).toEqual(["own"]);
  });

  test("its undo gives the page back at once", () => {
    const { details, parts, undo } = page();
    toggle(details, true);
    vi.runAllTimers();
    undo();
    expect(inertCount(parts)).toBe(0);
    expect(locked()).toBe(false);
  });

  test("its closed panel is made ready (laid out, hidden) once the page is idle after its first paint, and no longer after the undo", () => {
    const { details, undo } = page();
    const ready = () => "ready" in details.dataset;
    idle();
    expect(ready()).toBe(false); // not before the page's first paint
    nextPaint();
    expect(ready()).toBe(false); // nor in the task right after it
    idle();
    expect(ready()).toBe(true);
    undo();
    expect(ready()).toBe(false);
  });

  test("its undo before the page is idle leaves the panel as it was", () => {
    const { details, undo } = page();
    nextPaint();
    undo();
    idle();
    expect("ready" in details.dataset).toBe(false);
  });
});
