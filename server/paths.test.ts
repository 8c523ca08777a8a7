// @vitest-environment node
import { describe, expect, test } from "vitest";
import { isSpanishPath, rejectPath } from "./paths";

describe("the server's path guard", () => {
  test.each([
    ["/", null],
    ["/es/about", null],
    ["/blog/family-caregiver-support:-you're-not-alone", null],
    ["/%00", 400],
    ["/about%00.html", 400],
    ["/%E0%A4%A", 400],
    ["/a%5Cb", 400],
    [`/${"a".repeat(300)}`, 404],
    [`/${"a/".repeat(600)}`, 404],
  ])("%s -> %s", (url, status) => {
    expect(rejectPath(url)).toBe(status);
  });
});

test("Spanish paths are /es and below only", () => {
  expect(isSpanishPath("/es")).toBe(true);
  expect(isSpanishPath("/es/contact?x=1")).toBe(true);
  expect(isSpanishPath("/essay")).toBe(false);
  expect(isSpanishPath(undefined)).toBe(false);
});
