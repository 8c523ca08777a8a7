import { afterEach, describe, expect, test } from "vitest";
import { enhanceDropdown } from "./dropdown";

/** The header's server markup for one menu: an <li> holding a <details> with its panel. */
function menu() {
  document.body.innerHTML = `
    <ul><li id="menu"><details><summary>Contact</summary>
      <div><a href="/contact">Contact us</a><a href="/contact/referrals">Referrals</a></div>
    </details></li></ul>
    <p id="outside">Elsewhere</p>`;
  const root = document.getElementById("menu")!;
  const details = root.querySelector("details")!;
  return { root, details, summary: root.querySelector("summary")!, enhanced: enhanceDropdown(root) };
}

const pointer = (el: Element, type: string) => el.dispatchEvent(new Event(type, { bubbles: type === "pointerdown" }));

describe("a header menu", () => {
  afterEach(() => (document.body.innerHTML = ""));

  test("the pointer opens it and closes it by leaving", () => {
    const { root, details } = menu();
    pointer(root, "mouseenter");
    expect(details.open).toBe(true);
    pointer(root, "mouseleave");
    expect(details.open).toBe(false);
  });

  test("opened by a click, it stays open when the pointer leaves, until a click outside or on it again", () => {
    const { root, details, summary } = menu();
    pointer(root, "mouseenter");
    summary.click();
    pointer(root, "mouseleave");
    expect(details.open).toBe(true);
    pointer(document.getElementById("outside")!, "pointerdown");
    expect(details.open).toBe(false);

    summary.click();
    expect(details.open).toBe(true);
    summary.click();
    expect(details.open).toBe(false);
  });

  test("Escape closes it and returns focus to its summary", () => {
    const { root, details, summary } = menu();
    summary.click();
    root.querySelector("a")!.focus();
    root.querySelector("a")!.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(details.open).toBe(false);
    expect(document.activeElement).toBe(summary);
  });
});
