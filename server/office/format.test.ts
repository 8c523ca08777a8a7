import { expect, test } from "vitest";
import { localTime, telHref } from "./format";

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
