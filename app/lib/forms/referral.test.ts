import { describe, expect, test } from "vitest";
import { referralForm } from "~/content/referral-form";
import { langs } from "~/i18n/lang";
import { dateParts, isNpi } from "./schemas";
import { validateForm } from "./validate";

const DAY = 24 * 60 * 60 * 1000;
const complete = {
  name: "Dana Planner",
  role: "discharge-planner",
  organization: "Lakeland Regional Health",
  phone: "863-555-0180",
  email: "dana@example.org",
  patientName: "Pablo Paciente",
  patientBirthDate: "1948-03-14",
  patientPhone: "863-555-0181",
  patientZip: "33801",
  reason: "Home after a hospital stay",
  payer: "medicare",
  consent: "yes",
};

test("an NPI's last digit checks the others (CMS's Luhn over 80840 and the first nine)", () => {
  for (const npi of ["1234567893", "1245319599", "1003000126"]) expect(isNpi(npi), npi).toBe(true);
  for (const npi of ["1234567890", "1245319590", "123456789", "12345678933", "12345678a3"])
    expect(isNpi(npi), npi).toBe(false);
});

test("dates as a date box sends them or as people type them; only days of the calendar", () => {
  expect(dateParts("1948-03-14")).toEqual({ y: 1948, m: 3, d: 14 });
  expect(dateParts("3/14/1948")).toEqual({ y: 1948, m: 3, d: 14 });
  for (const bad of ["1948-02-30", "2/29/2027", "14/03/1948", "1899-12-31", "yesterday"])
    expect(dateParts(bad), bad).toBeNull();
  expect(dateParts("2/29/2028")).toEqual({ y: 2028, m: 2, d: 29 });
});

describe.each(langs)("the referral in %s", (lang) => {
  const words = referralForm[lang].errors;

  test("a complete referral passes; the optional fields may be left out", () => {
    expect(validateForm("referral", complete, lang)).toMatchObject({ ok: true });
  });

  test("each required field has its own message", () => {
    const result = validateForm("referral", {}, lang);
    expect(result.ok || result.errors).toEqual({
      name: words.required.name,
      role: words.required.role,
      organization: words.required.organization,
      phone: words.required.phone,
      email: words.required.email,
      patientName: words.required.patientName,
      patientBirthDate: words.required.patientBirthDate,
      patientPhone: words.required.patientPhone,
      patientZip: words.required.patientZip,
      reason: words.required.reason,
      payer: words.required.payer,
      consent: words.required.consent,
    });
  });

  test("its own checks say what is wrong, in the page's language", () => {
    const future = new Date(Date.now() + 3 * DAY).toISOString().slice(0, 10);
    const result = validateForm(
      "referral",
      {
        ...complete,
        npi: "1234567890",
        patientZip: "3380",
        patientBirthDate: future,
        faceToFaceDate: "02/30/2026",
        startDate: "soon",
        patientPhone: "555-0181",
        services: "skilled-nursing, surgery",
        consent: "no",
      },
      lang,
    );
    expect(result.ok || result.errors).toEqual({
      npi: words.formats.npi,
      patientZip: words.formats.zip,
      patientBirthDate: words.formats.pastDate,
      faceToFaceDate: words.formats.date,
      startDate: words.formats.date,
      patientPhone: words.phone,
      services: words.choice,
      consent: words.choice,
    });
    // A start date may be in the future; the referral's reason has a limit.
    expect(validateForm("referral", { ...complete, startDate: future }, lang).ok).toBe(true);
    expect(validateForm("referral", { ...complete, reason: "x".repeat(2001) }, lang).ok).toBe(false);
  });

  test("a start of care today or later; the discharge, physician, caregiver and insurance fields are optional", () => {
    const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
    expect(validateForm("referral", { ...complete, startDate: day(0) }, lang).ok).toBe(true);
    const past = validateForm("referral", { ...complete, startDate: "2020-01-01" }, lang);
    expect(past.ok || past.errors).toEqual({ startDate: words.formats.notPast });
    const full = {
      ...complete,
      physicianName: "Luis Medico",
      physicianPhone: "(863) 555-0170 ext. 12",
      physicianFax: "863-555-0171",
      patientAddress: "12 Orange Ave, Lakeland",
      caregiverName: "Rosa",
      caregiverRelationship: "daughter",
      caregiverPhone: "863-555-0192",
      dischargeFacility: "Lakeland Regional Health",
      dischargeDate: day(-1),
      diagnoses: "I50.9",
      secondaryInsurance: "AARP 123",
    };
    expect(validateForm("referral", full, lang)).toMatchObject({ ok: true });
    const wrong = validateForm("referral", { ...full, caregiverPhone: "863-555-0192 x12", physicianFax: "555" }, lang);
    expect(wrong.ok || wrong.errors).toEqual({ caregiverPhone: words.phone, physicianFax: words.formats.staffPhone });
  });

  test("the referrer's phone may have an extension; the family's stays ten digits", () => {
    for (const phone of ["(863) 687-1100 x4521", "863-687-1100 ext. 4521", "863 687 1100 extensión 4521", "8636871100"])
      expect(validateForm("referral", { ...complete, phone }, lang).ok, phone).toBe(true);
    const bad = validateForm(
      "referral",
      { ...complete, phone: "863-687-1100 x", patientPhone: "(863) 687-1100 x4521" },
      lang,
    );
    expect(bad.ok || bad.errors).toEqual({ phone: words.formats.staffPhone, patientPhone: words.phone });
    expect(words.formats.staffPhone).toMatch(/x4521/);
  });
});
