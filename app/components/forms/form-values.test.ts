import { expect, test } from "vitest";
import { MAILTO_BODY_LIMIT, formValues, mailtoWithValues } from "./form-values";

test("formValues reads what a native post would send", () => {
  document.body.innerHTML = `<form><input name="name" value="Ana"><textarea name="message">Hola 🌼</textarea>
    <select name="service"><option value="">-</option><option value="other" selected>Other</option></select></form>`;
  expect(formValues(document.querySelector("form")!)).toEqual({ name: "Ana", message: "Hola 🌼", service: "other" });
});

test("the mailto link carries the labelled values, skips empty ones and survives hostile text", () => {
  const href = mailtoWithValues("care@x.example", "Care request", [
    ["Name", "Ana & <b>"],
    ["Email", ""],
    ["Message", "مرحبا ?&=#"],
  ]);
  const url = new URL(href);
  expect(url.protocol).toBe("mailto:");
  expect(url.pathname).toBe("care@x.example");
  expect(url.searchParams.get("subject")).toBe("Care request");
  expect(url.searchParams.get("body")).toBe("Name: Ana & <b>\nMessage: مرحبا ?&=#");
});

test("a long body is cut at the limit without splitting an emoji", () => {
  const href = mailtoWithValues("a@b.example", "S", [["M", "🌼".repeat(MAILTO_BODY_LIMIT + 10)]]);
  const body = new URL(href).searchParams.get("body")!;
  expect(body.endsWith(" […]")).toBe(true);
  expect(Array.from(body).length).toBe(MAILTO_BODY_LIMIT + 4);
});
