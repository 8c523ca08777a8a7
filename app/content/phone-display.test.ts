import { describe, expect, test } from "vitest";
import { site } from "./site";

describe("phone numbers as printed", () => {
  const phones = [...Object.values(site.phones), ...site.offices.map((office) => office.phone)];

  test("never split over two lines: no breakable space or hyphen", () => {
    for (const { display } of phones) {
      expect(display).not.toMatch(/[ \-\u2010]/);
    }
  });

  test("hold the digits they dial", () => {
    for (const { display, e164 } of phones) expect(`+1${display.replace(/\D/g, "")}`).toBe(e164);
  });
});
