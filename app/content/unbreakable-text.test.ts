import { describe, expect, test } from "vitest";
import { renderMarkdown } from "./markdown.server";

describe("Markdown's words hold together", () => {
  test("numbers written with hyphens get non-breaking hyphens; words keep theirs", () => {
    const html = renderMarkdown("Call 1-800-MEDICARE (1-800-633-4227) for a 10-minute, well-known answer.", "en");
    expect(html).toContain("1\u2011800\u2011MEDICARE (1\u2011800\u2011633\u20114227)");
    expect(html).toContain("10-minute, well-known");
  });

  test("an e-mail or web address as a link's text wraps only after @ or a slash, or before a dot", () => {
    expect(renderMarkdown("[care@example.org](mailto:care@example.org)", "en")).toContain(
      '<span class="break-address">care@<wbr>example<wbr>.org</span>',
    );
    expect(renderMarkdown("[https://www.hhs.gov/ocr](https://www.hhs.gov/ocr)", "en")).toContain(
      "https://<wbr>www<wbr>.hhs<wbr>.gov/<wbr>ocr",
    );
    expect(renderMarkdown("[the rules](https://www.hhs.gov/ocr)", "en")).toContain(">the rules</a>");
  });
});
