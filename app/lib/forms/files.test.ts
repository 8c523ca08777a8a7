import { describe, expect, test } from "vitest";
import { documentsField, resumeField } from "~/content/file-fields";
import { langs } from "~/i18n/lang";
import { acceptOf, checkFiles, fileRules, fileWords, kindByName, uploadField } from "./files";

const MB = 1024 * 1024;
const pdf = (name = "orders.pdf", size = 1000) => ({ name, size, kind: kindByName(name) });

describe("a file's kind as the browser can guess it (the server reads the bytes)", () => {
  test.each([
    ["orders.PDF", "", "pdf"],
    ["photo.jpeg", "", "jpeg"],
    ["IMG_0001.JPG", "", "jpeg"],
    ["scan.png", "", "png"],
    ["cv.doc", "", "doc"],
    ["cv.docx", "", "docx"],
    ["setup.exe", "application/pdf", null],
    ["orders", "application/pdf", "pdf"],
    ["notes.txt", "", null],
    ["photo.heic", "image/heic", null],
  ] as const)("%s (%s): %s", (name, type, kind) => {
    expect(kindByName(name, type)).toBe(kind);
  });
});

describe.each(langs)("the documents' and the résumé's limits, in %s", (lang) => {
  const documents = fileWords(fileRules.referral, documentsField[lang]).errors;
  const resume = fileWords(fileRules.application, resumeField[lang]).errors;

  test("up to five PDF, JPEG or PNG documents, 10 MB each, 25 MB in all", () => {
    const rule = fileRules.referral;
    expect(checkFiles(rule, [pdf(), pdf("b.jpg"), pdf("c.png")], documentsField[lang])).toBeUndefined();
    expect(
      checkFiles(
        rule,
        Array.from({ length: 6 }, () => pdf()),
        documentsField[lang],
      ),
    ).toBe(documents.tooMany);
    expect(checkFiles(rule, [pdf("cv.docx")], documentsField[lang])).toBe(documents.type.replace("{name}", "cv.docx"));
    expect(checkFiles(rule, [pdf("big.pdf", 10 * MB + 1)], documentsField[lang])).toBe(
      documents.tooLarge.replace("{name}", "big.pdf"),
    );
    expect(
      checkFiles(rule, [pdf("a.pdf", 9 * MB), pdf("b.pdf", 9 * MB), pdf("c.pdf", 9 * MB)], documentsField[lang]),
    ).toBe(documents.total);
    expect(checkFiles(rule, [pdf("empty.pdf", 0)], documentsField[lang])).toBe(
      documents.empty.replace("{name}", "empty.pdf"),
    );
  });

  test("a photo (JPEG or PNG) may be up to 25 MB as sent: the server makes it smaller; a PDF may not", () => {
    const rule = fileRules.referral;
    expect(checkFiles(rule, [pdf("IMG_0412.jpg", 12 * MB)], documentsField[lang])).toBeUndefined();
    expect(checkFiles(rule, [pdf("screen.png", 25 * MB)], documentsField[lang])).toBeUndefined();
    expect(checkFiles(rule, [pdf("IMG_0413.jpg", 25 * MB + 1)], documentsField[lang])).toBe(
      documents.tooLarge.replace("{name}", "IMG_0413.jpg"),
    );
    expect(checkFiles(rule, [pdf("orders.pdf", 12 * MB)], documentsField[lang])).toBe(
      documents.tooLarge.replace("{name}", "orders.pdf"),
    );
    // The résumé takes no photo: its own limit for every file.
    expect(fileRules.application).not.toHaveProperty("photo");
  });

  test("one résumé, PDF or Word, up to 5 MB", () => {
    const rule = fileRules.application;
    expect(checkFiles(rule, [pdf("cv.docx")], resumeField[lang])).toBeUndefined();
    expect(checkFiles(rule, [pdf("a.pdf"), pdf("b.pdf")], resumeField[lang])).toBe(resume.tooMany);
    expect(checkFiles(rule, [pdf("cv.png")], resumeField[lang])).toBe(resume.type.replace("{name}", "cv.png"));
    expect(checkFiles(rule, [pdf("cv.pdf", 5 * MB + 1)], resumeField[lang])).toBe(
      resume.tooLarge.replace("{name}", "cv.pdf"),
    );
  });

  test("the words carry the limits from the rules, and only the file's name is left to fill in", () => {
    const upload = uploadField(fileRules.referral, documentsField[lang]);
    expect(upload.words.hint).toContain("10\u00a0MB");
    expect(upload.words.hint).toContain("25\u00a0MB");
    expect(upload.words.hint).toContain("5");
    // Both limits, in the page's words: a document's and a photo's as sent.
    expect(upload.words.errors.tooLarge).toContain("10\u00a0MB");
    expect(upload.words.errors.tooLarge).toContain("25\u00a0MB");
    expect(upload.words.errors.unreadable).toContain("{name}");
    expect(JSON.stringify(upload.words)).not.toMatch(/\{(max|each|photo|total)\}/);
    expect(upload.words.remove).toContain("{name}");
    expect(upload.accept.split(",")).toEqual([
      ".pdf",
      "application/pdf",
      ".jpg",
      ".jpeg",
      "image/jpeg",
      ".png",
      "image/png",
    ]);
    expect(acceptOf(fileRules.application)).toContain(".docx");
  });
});
