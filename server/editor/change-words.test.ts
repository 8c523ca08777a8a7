/**
 * The site's history tells a change by the editor's labels, not the fields' paths, in the
 * person's office language: the commit's message names each field by its English label, and the
 * history shows it in Spanish to a person whose office language is Spanish.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { changeInWords } from "./change-words";
import { describeChange } from "./words";

const root = path.resolve(import.meta.dirname, "../..");
const OFFER = "app/content/data/offers/en/referral-credit.yml";
const HOME = "app/content/data/pages/home.yml";
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

describe("a change in words", () => {
  test("an entry's field by its label, its new value in quotes", () => {
    const text = read(OFFER).replace(/^ends: .*$/m, "ends: 2027-03-31");
    const message = describeChange(root, new Map([[OFFER, text]]));
    expect(message).toBe("Offers: referral credit (en: Last day “2027-03-31”)");
    expect(changeInWords(message, "es")).toBe("Ofertas: referral credit (en: Último día “2027-03-31”)");
    expect(changeInWords(message, "en")).toBe(message);
  });

  test("a page's words by the labels of the field and its group, with the column", () => {
    const text = read(HOME).replace(/^( {2}head:\n(?: {4}.*\n)*? {4}eyebrow: ).*$/m, "$1A new label");
    expect(text).not.toBe(read(HOME));
    const message = describeChange(root, new Map([[HOME, text]]));
    expect(message).toBe("Page: Home (Top of the page › Small label over the heading (en))");
    expect(changeInWords(message, "es")).toBe(
      "Página: Inicio (Parte superior de la página › Etiqueta pequeña sobre el encabezado (en))",
    );
  });

  test("leaves values and names it does not know as they are", () => {
    expect(changeInWords("Undo: Offers: referral credit (en: Title “Title”)", "es")).toBe(
      "Deshacer: Ofertas: referral credit (en: Título “Title”)",
    );
  });
});
