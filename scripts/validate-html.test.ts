// @vitest-environment node
import { describe, expect, test } from "vitest";
import { realErrors } from "./validate-html.mjs";

const error = (message: string) => ({ type: "error", message });

describe("vnu report", () => {
  test("only the CSS checker's known gaps are left out; every other error counts", () => {
    const report = {
      messages: [
        error("CSS: Unrecognized at-rule “@property”."),
        error("CSS: “margin-trim”: Property “margin-trim” doesn't exist."),
        error("CSS: “transition-property”: “--tw-gradient-from” is not a “transition-property” value."),
        error("CSS: “colr”: Property “colr” doesn't exist."),
        error("Duplicate ID “main”."),
        { type: "non-document-error", message: "IO error" },
        { type: "info", message: "Trailing slash on void elements has no effect" },
      ],
    };
    expect(realErrors(report).map((m: { message: string }) => m.message)).toEqual([
      "CSS: “colr”: Property “colr” doesn't exist.",
      "Duplicate ID “main”.",
      "IO error",
    ]);
  });
});
