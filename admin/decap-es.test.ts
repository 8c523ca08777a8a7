import en from "decap-cms-locales/dist/esm/en/index.js";
import es from "decap-cms-locales/dist/esm/es/index.js";
import { describe, expect, it } from "vitest";
import "./decap-es.js";

type Phrases = typeof en;
const { fill } = (globalThis as unknown as { decapSpanish: { fill: (es: Phrases, en: Phrases) => Phrases } })
  .decapSpanish;

/** Every phrase as [dotted key, text]. */
const flat = (phrases: Phrases, prefix = ""): [string, string][] =>
  Object.entries(phrases).flatMap(([key, value]) =>
    typeof value === "string" ? [[prefix + key, value]] : flat(value, `${prefix}${key}.`),
  );
const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

// Decap's words that read the same in both languages.
const SAME = new Set(["ui.errorBoundary.title", "editor.editorWidgets.markdown.markdown"]);

describe("Decap's Spanish words", () => {
  const merged = new Map(flat(fill(es, en)));
  const english = flat(en);

  it("has a Spanish phrase for every English key, none left in English", () => {
    const missing = english.filter(([key]) => merged.get(key) === undefined).map(([key]) => key);
    expect(missing).toEqual([]);
    const stillEnglish = english
      .filter(([key, text]) => merged.get(key) === text && /[a-z]{2}/i.test(text.replace(/%\{\w+\}/g, "")))
      .filter(([key, text]) => !SAME.has(key) && text !== "MMMM D")
      .map(([key]) => key);
    expect(stillEnglish).toEqual([]);
  });

  it("keeps the English phrase's %{placeholders}", () => {
    const differing = english
      .filter(([key, text]) => placeholders(merged.get(key) ?? "").join() !== placeholders(text).join())
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it("leaves Decap's own Spanish words as they are", () => {
    for (const [key, text] of flat(es))
      if ((new Map(english).get(key) ?? "") !== text) expect(merged.get(key), key).toBe(text);
  });
});
