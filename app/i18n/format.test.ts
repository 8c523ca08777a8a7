import { describe, expect, test } from "vitest";
import { site } from "~/content/site";
import { timesTogether } from "./format";

describe("timesTogether", () => {
  test("joins a time and its AM/PM marker with no-break spaces, in both languages", () => {
    expect(timesTogether("8:00 AM – 6:00 PM")).toBe("8:00\u00a0AM – 6:00\u00a0PM");
    expect(timesTogether("8:00 a. m. – 6:00 p. m.")).toBe("8:00\u00a0a.\u00a0m. – 6:00\u00a0p.\u00a0m.");
    expect(timesTogether("Emergency calls only")).toBe("Emergency calls only");
  });

  test("the config's office hours come out that way", () => {
    for (const row of site.hours)
      for (const text of [row.hours.en, row.hours.es]) expect(text).not.toMatch(/\d:\d\d (AM|PM|[ap]\.)|[ap]\. m\./i);
  });
});
