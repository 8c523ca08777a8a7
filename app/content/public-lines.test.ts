import { describe, expect, test } from "vitest";
import { publicLines } from "./public-lines";
import { telHref } from "~/lib/contact";

describe("public help lines", () => {
  test("each is printed on one line and dials the digits it shows", () => {
    for (const phone of Object.values(publicLines)) {
      expect(phone.display).not.toMatch(/[ \-\u2010]/);
      const digits = phone.display.replace(/\D/g, "");
      expect(phone.e164).toBe(digits.length === 11 ? `+${digits}` : digits);
    }
  });

  test("the numbers Florida families are told to call", () => {
    expect(telHref(publicLines.poisonControl)).toBe("tel:+18002221222");
    expect(telHref(publicLines.crisis)).toBe("tel:988");
    expect(telHref(publicLines.ahcaComplaints)).toBe("tel:+18884193456");
    expect(telHref(publicLines.abuseHotline)).toBe("tel:+18009622873");
  });
});
