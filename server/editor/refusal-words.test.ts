/**
 * A refused save names each field by its label in the person's office language, says what is
 * wrong in that language, and gives a text's limit in characters and in words: a text too long,
 * a date that does not exist, a required field left empty, in English and in Spanish.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { checkChanges } from "./check";
import { notSavedWords, problemMark } from "./field-labels";

const root = path.resolve(import.meta.dirname, "../..");
const JOB_ES = "app/content/data/jobs/es/physical-therapist.yml";
const OFFER = "app/content/data/offers/en/referral-credit.yml";
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const withLine = (file: string, key: string, line: string) => read(file).replace(new RegExp(`^${key}:.*$`, "m"), line);

/** The refusal of `text` in `file` as the person whose office language is `lang` reads it. */
function refusal(file: string, text: string, lang: "en" | "es") {
  const problems = checkChanges(root, new Map([[file, text]]), lang);
  expect(problems.length).toBeGreaterThan(0);
  return { words: notSavedWords(lang, problems), marks: problems.map((p) => problemMark(p, lang)) };
}

describe("a refused save in the person's language", () => {
  const long = withLine(JOB_ES, "title", `title: ${"Enfermera ".repeat(120).trim()}`);
  const empty = withLine(JOB_ES, "title", 'title: ""');
  const impossible = withLine(OFFER, "ends", "ends: 2027-02-30");

  test("a text too long: the field's label, its limit in characters and in words, not the text back", () => {
    const en = refusal(JOB_ES, long, "en");
    expect(en.words).toBe(
      "Not saved: Job title (es): too long: it holds at most 300 characters (about 50 words); this has 1,199 (data/jobs/es/physical-therapist.yml)",
    );
    expect(en.marks[0]).toMatchObject({ label: "Job title", lang: "es" });
    const es = refusal(JOB_ES, long, "es");
    expect(es.words).toBe(
      "No se guardó: Nombre del puesto (es): demasiado largo: caben 300 caracteres como máximo (unas 50 palabras); tiene 1,199 (data/jobs/es/physical-therapist.yml)",
    );
    expect(es.marks[0]).toMatchObject({ label: "Nombre del puesto", lang: "es" });
  });

  test("a required field left empty", () => {
    expect(refusal(JOB_ES, empty, "en").words).toBe(
      "Not saved: Job title (es): missing (expected a line of text) (data/jobs/es/physical-therapist.yml)",
    );
    const es = refusal(JOB_ES, empty, "es");
    expect(es.words).toBe(
      "No se guardó: Nombre del puesto (es): falta (se espera una línea de texto) (data/jobs/es/physical-therapist.yml)",
    );
  });

  test("a date that does not exist", () => {
    expect(refusal(OFFER, impossible, "en").words).toMatch(
      /^Not saved: Last day \(en\): expected a date like 2026-12-31, got '2027-02-30'/,
    );
    const es = refusal(OFFER, impossible, "es");
    expect(es.words).toMatch(/^No se guardó: Último día \(en\): se espera una fecha como 2026-12-31; está escrito/);
    expect(es.marks[0]).toMatchObject({ label: "Último día", lang: "en" });
  });

  test("a 5,000-character paragraph on the home page: refused with the field's label and its limit in words", () => {
    const HOME = "app/content/data/pages/home.yml";
    const text = read(HOME);
    const body = /^( {8}body: ).*$/m;
    expect(text).toMatch(body);
    const long = text.replace(body, `$1${"Care at home. ".repeat(358)}`);
    const en = refusal(HOME, long, "en");
    expect(en.words).toBe(
      "Not saved: Slideshow › Slides › First slide: a family at home › Text (en): too long: it holds at most 1,200 characters (about 200 words); this has 5,011 (data/pages/home.yml)",
    );
    expect(en.marks[0]).toMatchObject({ label: "Text", lang: "en" });
    expect(refusal(HOME, long, "es").words).toBe(
      "No se guardó: Presentación › Diapositivas › Primera diapositiva: una familia en casa › Texto (en): demasiado largo: caben 1,200 caracteres como máximo (unas 200 palabras); tiene 5,011 (data/pages/home.yml)",
    );
  });
});
