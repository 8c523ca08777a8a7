import { describe, expect, test } from "vitest";
import { relativeDate } from "./dates";

describe("relativeDate", () => {
  const now = new Date("2026-11-23T10:00:00Z");
  test.each([
    ["2026-11-23", "en", "today"],
    ["2026-11-22", "es", "ayer"],
    ["2026-11-09", "en", "2 weeks ago"],
    ["2026-11-09", "es", "hace 2 semanas"],
    ["2026-10-19", "en", "1 month ago"],
    ["2026-03-14", "es", "hace 8 meses"],
    ["2024-11-01", "en", "2 years ago"],
  ] as const)("%s in %s: %s", (iso, lang, expected) => {
    expect(relativeDate(iso, now, lang)).toBe(expected);
  });
});
