import { describe, expect, test } from "vitest";
import { isDemoOrigin, showsSample, withoutSentencesNaming } from "./samples";

describe("isDemoOrigin", () => {
  test.each([
    ["https://orangeblossomhomehealth.example", true],
    ["https://www.gulfcoastcare.example", true],
    ["http://localhost:4173", true],
    ["https://site.test", true],
    ["https://www.orangeblossomhomecare.com", false],
    ["https://example.com", false],
    ["https://care.example.org", false],
  ])("%s → %s", (origin, demo) => {
    expect(isDemoOrigin(origin)).toBe(demo);
  });
});

describe("showsSample", () => {
  test("a real fact shows everywhere", () => {
    expect(showsSample({ sample: false }, false)).toBe(true);
    expect(showsSample({ sample: false }, true)).toBe(true);
  });
  test("a sample shows only on the demo", () => {
    expect(showsSample({ sample: true }, true)).toBe(true);
    expect(showsSample({ sample: true }, false)).toBe(false);
  });
});

describe("withoutSentencesNaming", () => {
  test("drops each sentence naming a left-out fact and keeps the others", () => {
    expect(
      withoutSentencesNaming("We began in {city}. Since then, {families} families. Read our story.", ["families"]),
    ).toBe("We began in {city}. Read our story.");
  });
  test("a text with nothing else left is empty", () => {
    expect(withoutSentencesNaming("More than {families} families cared for", ["families"])).toBe("");
  });
  test("keeps a text that names none of them as it is", () => {
    const text = "Call us.  We answer.";
    expect(withoutSentencesNaming(text, ["rating"])).toBe(text);
  });
  test("a Spanish question or a figure starts a sentence too", () => {
    expect(withoutSentencesNaming("Tiene {rating} de 5. ¿Preguntas? Llame.", ["rating"])).toBe("¿Preguntas? Llame.");
  });
});
