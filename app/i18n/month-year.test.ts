import { describe, expect, test } from "vitest";
import { monthYear } from "./dates";

describe("monthYear", () => {
  test.each([
    ["2026-09-27", "en", "September 2026"],
    ["2026-09-27", "es", "septiembre de 2026"],
    ["2026-01-01", "en", "January 2026"],
    ["2025-12-31", "es", "diciembre de 2025"],
  ] as const)("%s in %s: %s", (iso, lang, expected) => {
    expect(monthYear(iso, lang)).toBe(expected);
  });
});
