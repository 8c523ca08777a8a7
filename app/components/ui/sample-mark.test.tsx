import { render } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { demo } from "~/content/facts";
import { LanguageProvider } from "~/i18n/language-context";
import { SampleMark } from "./sample-mark";

const renderMark = (lang: "en" | "es", when?: boolean) =>
  render(
    <LanguageProvider lang={lang}>
      <SampleMark when={when} />
    </LanguageProvider>,
  ).container;

describe("the sample mark", () => {
  test("this config is the demo (its origin is under .example)", () => {
    expect(demo).toBe(true); // else the tests below prove less
  });

  test.each([
    ["en", "Sample"],
    ["es", "Ejemplo"],
  ] as const)("on the demo, over a section showing samples, says so in its language (%s)", (lang, word) => {
    const mark = renderMark(lang).querySelector("[data-sample-mark]");
    expect(mark?.querySelector("strong")?.textContent).toBe(word);
    expect(mark?.textContent?.length).toBeGreaterThan(word.length + 20);
  });

  test("a section showing no sample carries no mark", () => {
    expect(renderMark("en", false).querySelector("[data-sample-mark]")).toBeNull();
  });
});
