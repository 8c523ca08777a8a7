import { expect, test } from "vitest";
import { localTime, shownPhone, telHref } from "./format";

test("a phone with an extension dials the number, then the extension; a family's number dials as it is", () => {
  expect(telHref("(863) 687-1100 x4521")).toBe("tel:+18636871100,4521");
  expect(telHref("863-687-1100 ext. 4521")).toBe("tel:+18636871100,4521");
  expect(telHref("863 687 1100 extensión 4521")).toBe("tel:+18636871100,4521");
  expect(telHref("(863) 555-0191")).toBe("tel:+18635550191");
  expect(telHref("+1 863 555 0191")).toBe("tel:+18635550191");
});

test("a time is written one way in the office, the month in words and Florida's clock, in either language", () => {
  // 2026-11-29 01:05 UTC is the evening before in Florida.
  const at = Date.UTC(2026, 10, 29, 1, 5);
  expect(localTime(at, "en")).toMatch(/^Nov 28, 2026, 8:05\sPM$/);
  expect(localTime(at, "es")).toMatch(/^28 nov 2026, 8:05\sp\.\s?m\.$/);
});

test("a US phone is shown one way however it was typed; a number from abroad as typed", () => {
  for (const typed of ["863.555.0177", "+1 863 555 0177", "(863) 555-0177", "8635550177", "1-863-555-0177"])
    expect(shownPhone(typed)).toBe("(863) 555-0177");
  expect(shownPhone("863-687-1100 ext. 4521")).toBe("(863) 687-1100 x4521");
  expect(shownPhone(" +44 20 7946 0958 ")).toBe("+44 20 7946 0958");
});
