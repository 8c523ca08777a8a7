import { describe, expect, test } from "vitest";
import { fileSniffer } from "./file-type";
import { doc, docx, jpeg, pdf, png, windowsProgram, xlsx } from "../testing/test-files";

/** What the sniffer makes of `bytes`, given in pieces of `size` bytes. */
function kindOf(bytes: Buffer, size = bytes.length) {
  const sniff = fileSniffer();
  for (let at = 0; at < bytes.length; at += size) sniff.push(bytes.subarray(at, at + size));
  return sniff.kind();
}

describe("a file's kind comes from its bytes", () => {
  test.each([
    ["a PDF", pdf("x"), "pdf"],
    ["a PNG", png("x"), "png"],
    ["a JPEG", jpeg("x"), "jpeg"],
    ["a DOCX", docx("x"), "docx"],
    ["a DOC", doc("x"), "doc"],
    ["a Windows program", windowsProgram(), null],
    ["an Excel workbook (a ZIP without word/)", xlsx("x"), null],
    ["an OLE file without a WordDocument stream", Buffer.concat([doc("x").subarray(0, 600)]), null],
    ["text", Buffer.from("just some words, nothing more"), null],
    ["nothing", Buffer.alloc(0), null],
  ])("%s", (_, bytes, kind) => {
    expect(kindOf(bytes)).toBe(kind);
  });

  test.each([1, 3, 7, 31, 64])("the same in pieces of %i bytes (a header or a name cut in two)", (size) => {
    expect(kindOf(pdf("x"), size)).toBe("pdf");
    expect(kindOf(png("x"), size)).toBe("png");
    expect(kindOf(docx("x"), size)).toBe("docx");
    expect(kindOf(doc("x"), size)).toBe("doc");
    expect(kindOf(xlsx("x"), size)).toBe(null);
    expect(kindOf(windowsProgram(), size)).toBe(null);
  });

  test("a PDF renamed or labelled anything is still a PDF; a program labelled PDF is not", () => {
    expect(kindOf(Buffer.concat([Buffer.from("MZ"), pdf("x")]))).toBe(null);
  });
});
