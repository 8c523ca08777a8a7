import { expect, test } from "vitest";
import { telHref } from "./format";

test("a phone with an extension dials the number, then the extension; a family's number dials as it is", () => {
  expect(telHref("(863) 687-1100 x4521")).toBe("tel:+18636871100,4521");
  expect(telHref("863-687-1100 ext. 4521")).toBe("tel:+18636871100,4521");
  expect(telHref("863 687 1100 extensión 4521")).toBe("tel:+18636871100,4521");
  expect(telHref("(863) 555-0191")).toBe("tel:+18635550191");
  expect(telHref("+1 863 555 0191")).toBe("tel:+18635550191");
});
