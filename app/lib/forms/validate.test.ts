import { describe, expect, test } from "vitest";
import { site } from "~/content/site";
import { serviceOptions } from "~/content/contact/contact-form";
import { fill } from "~/i18n/format";
import { formErrors, phoneExample } from "~/content/form-errors";
import { limits, positionIds } from "./schemas";
import { validateForm } from "./validate";

const contact = { name: "Rosa María Díaz", phone: "(863) 555-0142" };
const application = {
  name: "Ana Ruiz",
  phone: "863-555-0142",
  email: "ana@example.org",
  position: positionIds[0]!,
  license: "rn",
  experience: "3-5",
  availability: "any",
};

describe.each(["en", "es"] as const)("validateForm in %s", (lang) => {
  const words = formErrors[lang];

  test("valid values pass, trimmed, empty optional fields left out, unknown fields dropped", () => {
    const result = validateForm("contact", { ...contact, name: "  Rosa  ", email: "", form: "contact", lang }, lang);
    expect(result).toEqual({ ok: true, data: { name: "Rosa", phone: contact.phone } });
  });

  test("the consent to text is kept as the visitor gave it: a ticked box is yes, an empty one no, nothing else", () => {
    const ticked = validateForm("contact", { ...contact, textConsent: "yes" }, lang);
    expect(ticked.ok && ticked.data.textConsent).toBe("yes");
    const bad = validateForm("contact", { ...contact, textConsent: "maybe" }, lang);
    expect(bad.ok).toBe(false);
  });

  test("every form's required fields, each with its own message", () => {
    expect(validateForm("contact", { name: " ", phone: "" }, lang)).toEqual({
      ok: false,
      errors: { name: words.required.name, phone: words.required.phone },
    });
    expect(validateForm("newsletter", {}, lang)).toEqual({ ok: false, errors: { email: words.required.email } });
    const empty = validateForm("application", {}, lang);
    expect(empty.ok || empty.errors).toEqual({
      name: words.required.name,
      phone: words.required.phone,
      email: words.required.email,
      position: words.required.position,
      license: words.required.license,
      experience: words.required.experience,
      availability: words.required.availability,
    });
  });

  test("the phone message gives the config's example, and the example itself is accepted", () => {
    // In a sentence the example holds together on one line (a no-break space, a non-breaking hyphen).
    expect(phoneExample.replace("\u00a0", " ").replace("\u2011", "-")).toBe(site.phonePlaceholder);
    expect(words.required.phone).toContain(phoneExample);
    expect(words.phone).toContain(phoneExample);
    expect(validateForm("contact", { ...contact, phone: site.phonePlaceholder }, lang).ok).toBe(true);
  });

  test("too long, with the limit in the message", () => {
    const result = validateForm("contact", { ...contact, name: "x".repeat(limits.name + 1) }, lang);
    expect(result).toEqual({ ok: false, errors: { name: fill(words.tooLong, { max: limits.name }) } });
    expect(words.tooLong).toContain("{max}");
    const note = validateForm("application", { ...application, note: "y".repeat(limits.note + 1) }, lang);
    expect(note.ok || note.errors.note).toBe(fill(words.tooLong, { max: limits.note }));
  });

  test("a bad e-mail, on an optional and on a required field", () => {
    // An accent a phone's keyboard put in ("maría@"): refused, and the words say why.
    for (const email of ["rosa", "rosa@", "rosa@example", "ro sa@example.org", "@example.org", "maría@example.org"]) {
      expect(validateForm("contact", { ...contact, email }, lang)).toEqual({
        ok: false,
        errors: { email: words.email },
      });
      expect(validateForm("newsletter", { email }, lang)).toEqual({ ok: false, errors: { email: words.email } });
    }
    expect(words.email).toMatch(lang === "es" ? /sin espacios ni acentos/ : /no spaces or accents/);
  });

  test("a bad phone", () => {
    for (const phone of [
      "555-0142",
      "(863) 555-014",
      "863 555 01422",
      "call me",
      "(063) 555-0142",
      "+44 20 7946 0958",
    ]) {
      expect(validateForm("contact", { ...contact, phone }, lang)).toEqual({
        ok: false,
        errors: { phone: words.phone },
      });
    }
  });

  test("a value that is not one of the choices", () => {
    expect(validateForm("contact", { ...contact, service: "surgery" }, lang)).toEqual({
      ok: false,
      errors: { service: words.choice },
    });
    const bad = validateForm("application", { ...application, position: "astronaut", areas: "lakeland, mars" }, lang);
    expect(bad.ok || bad.errors).toEqual({ position: words.choice, areas: words.choice });
  });
});

test("phone numbers as people type them", () => {
  for (const phone of [
    "(863) 555-0142",
    "863-555-0142",
    "863.555.0142",
    "8635550142",
    "863 555 0142",
    "+1 863 555 0142",
    "+1 (863) 555-0142",
    "1-863-555-0142",
    "+18635550142",
  ]) {
    expect(validateForm("contact", { ...contact, phone }, "en").ok, phone).toBe(true);
  }
});

test("every allowed value passes: the consultation's services, the config's positions, the care areas", () => {
  for (const service of serviceOptions) expect(validateForm("contact", { ...contact, service }, "en").ok).toBe(true);
  expect(positionIds).toEqual(site.jobs.positions.map((p) => p.id));
  for (const position of positionIds) {
    expect(validateForm("application", { ...application, position }, "en").ok).toBe(true);
  }
  const areas = validateForm("application", { ...application, areas: "lakeland, polk, miami-dade" }, "es");
  expect(areas).toEqual({ ok: true, data: { ...application, areas: "lakeland, polk, miami-dade" } });
});

test("the two languages say different things, with the same shape", () => {
  expect(Object.keys(formErrors.es)).toEqual(Object.keys(formErrors.en));
  expect(Object.keys(formErrors.es.required)).toEqual(Object.keys(formErrors.en.required));
  expect(formErrors.es.required.phone).not.toBe(formErrors.en.required.phone);
});
