import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { checkKeys, medicareCheck, type CheckKey } from "~/content/contact/medicare-check";
import { MedicareCheck } from "~/components/insurance/medicare-check";
import { medicareCheckMarkup } from "~/components/insurance/medicare-check.server";
import { enhanceMedicareCheck } from "./medicare-check";

const words = medicareCheck.es;

function page(): HTMLElement {
  document.body.innerHTML = renderToStaticMarkup(<MedicareCheck words={words} markup={medicareCheckMarkup(words)} />);
  const section = document.querySelector<HTMLElement>("#medicare-check")!;
  enhanceMedicareCheck(section);
  return section;
}

function answer(section: HTMLElement, key: CheckKey, yes: boolean) {
  const radio = section.querySelector<HTMLInputElement>(`input[name="check-${key}"][value="${yes ? "yes" : "no"}"]`)!;
  radio.checked = true;
  radio.dispatchEvent(new Event("change", { bubbles: true }));
}

describe("enhanceMedicareCheck", () => {
  test("the questions as text give way to the live check, which asks first", () => {
    const section = page();
    expect(section.querySelector("[data-check-static]")).toBeNull();
    expect(section.querySelector("template")).toBeNull();
    expect(section.querySelectorAll('input[type="radio"]')).toHaveLength(checkKeys.length * 2);
    expect(section.querySelector("[role=status]")?.textContent).toBe(words.prompt);
  });

  test("all yes: likely; some no: unlikely with only those reasons; back to likely", () => {
    const section = page();
    const status = section.querySelector<HTMLElement>("[role=status]")!;
    for (const key of checkKeys.slice(0, 3)) answer(section, key, true);
    expect(status.dataset.outcome).toBe("unanswered");
    answer(section, "faceToFace", true);
    expect(status.dataset.outcome).toBe("likely");
    expect(status.querySelector("h3")?.textContent).toBe(words.likely.heading);
    expect(status.querySelectorAll('a[href^="tel:"]')).toHaveLength(1);
    answer(section, "skilled", false);
    answer(section, "homebound", false);
    expect(status.dataset.outcome).toBe("unlikely");
    expect([...status.querySelectorAll("li")].map((li) => li.textContent)).toEqual([
      words.questions.skilled.ifNo,
      words.questions.homebound.ifNo,
    ]);
    expect(section.querySelectorAll("[role=status]")).toHaveLength(1);
  });
});
