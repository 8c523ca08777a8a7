import { describe, expect, test } from "vitest";
import { langs } from "~/i18n/lang";
import { validateForm } from "~/lib/forms";
import { areaOptions, licenseOptions } from "~/content/form-options";
import { referralServiceOptions } from "~/content/referral-options";
import { positionIds } from "~/lib/forms/schemas";
import { FORMS } from "./form-endpoint";
import { fieldNames, formSpec } from "./form-fields";

describe.each(FORMS)("%s: the server's fields are the schema's", (form) => {
  test("a field is required exactly when the schema rejects the form without it", () => {
    for (const field of formSpec(form, "en").fields) {
      const errors = validateForm(form, {}, "en");
      expect(!errors.ok && Object.hasOwn(errors.errors, field.name), field.name).toBe(field.required);
    }
    // The text fields are kept as values; a file field's files are kept apart.
    const texts = formSpec(form, "es").fields.filter((f) => f.kind !== "file");
    expect(fieldNames(form)).toEqual(texts.map((f) => f.name));
  });

  test.each(langs)("%s: every field has a label, every select a prompt, every choice its words", (lang) => {
    for (const field of formSpec(form, lang).fields) {
      expect(field.label, field.name).toBeTruthy();
      if (field.kind === "select") expect(field.prompt, field.name).toBeTruthy();
      for (const option of field.options ?? []) expect(option.label, option.value).not.toBe(option.value);
    }
  });
});

test("the controls follow what each field accepts", () => {
  const kinds = (form: (typeof FORMS)[number]) =>
    Object.fromEntries(formSpec(form, "en").fields.map((f) => [f.name, f.kind]));
  expect(kinds("contact")).toEqual({
    name: "text",
    phone: "tel",
    textConsent: "checkbox",
    email: "email",
    service: "select",
    payment: "select",
    bestTime: "select",
    message: "textarea",
  });
  expect(kinds("newsletter")).toEqual({ email: "email" });
  const consent = formSpec("contact", "en").fields.find((f) => f.name === "textConsent")!;
  expect(consent.required).toBe(false);
  expect(consent.options!.map((o) => o.value)).toEqual(["yes", "no"]);
  const fields = formSpec("application", "es").fields;
  expect(fields.find((f) => f.name === "position")!.options!.map((o) => o.value)).toEqual(positionIds);
  expect(fields.find((f) => f.name === "license")!.options!.map((o) => o.value)).toEqual([...licenseOptions]);
  expect(fields.find((f) => f.name === "areas")!.options!.map((o) => o.value)).toEqual([...areaOptions]);
  expect(fields.find((f) => f.name === "licenseNumber")!.kind).toBe("text");
  expect(fields.find((f) => f.name === "note")!.kind).toBe("textarea");
  expect(fields.at(-1)).toMatchObject({ name: "resume", kind: "file", required: false });
  expect(fields.at(-1)!.file).toMatchObject({ multiple: false });
  expect(fields.at(-1)!.file!.accept.split(",")).toEqual(expect.arrayContaining([".pdf", ".doc", ".docx"]));
});

test("the referral's controls: dates, ZIP, the services' boxes, the documents before the consent box", () => {
  const fields = formSpec("referral", "en").fields;
  const kinds = Object.fromEntries(fields.map((f) => [f.name, f.kind]));
  expect(kinds).toMatchObject({
    name: "text",
    role: "select",
    phone: "tel",
    email: "email",
    patientBirthDate: "date",
    patientPhone: "tel",
    patientZip: "text",
    reason: "textarea",
    services: "checkboxes",
    payer: "select",
    startDate: "date",
    faceToFaceDate: "date",
    documents: "file",
    consent: "consent",
  });
  expect(fields.map((f) => f.name).slice(-2)).toEqual(["documents", "consent"]);
  expect(fields.find((f) => f.name === "documents")!.file).toMatchObject({ multiple: true });
  expect(fields.find((f) => f.name === "services")!.options!.map((o) => o.value)).toEqual([...referralServiceOptions]);
});
