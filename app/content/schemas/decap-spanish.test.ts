import { describe, expect, it } from "vitest";
import { decapConfig } from "./decap-config";
import { sameInSpanish, toSpanish, withoutSpanish } from "./decap-spanish";

type Json = Record<string, unknown>;
const backend = { kind: "server", proxyUrl: "/admin/api" } as const;
const english = decapConfig(backend, "en");
const spanish = decapConfig(backend, "es");

/** Every text a person reads in the editor's forms, with where it is: [path, key, text]. */
function texts(node: unknown, at = "", out: [string, string, string][] = []): [string, string, string][] {
  if (Array.isArray(node)) node.forEach((item, i) => texts(item, `${at}.${i}`, out));
  else if (node && typeof node === "object")
    for (const [key, value] of Object.entries(node as Json)) {
      if (["label", "label_singular", "hint", "description"].includes(key) && typeof value === "string")
        out.push([at, key, value]);
      else if (key === "pattern" && Array.isArray(value)) out.push([at, key, String(value[1])]);
      else texts(value, `${at}.${key}`, out);
    }
  return out;
}
const placeholders = (text: string) => [...text.matchAll(/\{\{?\w+\}?\}/g)].map((m) => m[0]).sort();

describe("the editor for a person whose office language is Spanish", () => {
  const en = texts(english.collections);
  const es = texts(spanish.collections);

  it("has Spanish for every collection, file, field, hint and pattern message", () => {
    expect(withoutSpanish(english.collections)).toEqual([]);
    expect(es.length).toBe(en.length);
  });

  it("changes only the words: names, widgets and rules are the English configuration's", () => {
    const shape = (config: Json) =>
      JSON.stringify(config.collections, (key, value) =>
        ["label", "label_singular", "hint", "description"].includes(key) ? "" : value,
      );
    const withoutMessages = (s: string) => s.replace(/"pattern":\["([^"\\]|\\.)*","([^"\\]|\\.)*"\]/g, "");
    expect(withoutMessages(shape(spanish))).toBe(withoutMessages(shape(english)));
    expect(spanish.locale).toBe("es");
    expect(english.locale).toBeUndefined();
  });

  it("says in Spanish what the English says, never the English itself, and keeps every {placeholder}", () => {
    const same: string[] = [];
    en.forEach(([at, key, text], i) => {
      const [atEs, keyEs, textEs] = es[i]!;
      expect(`${atEs} ${keyEs}`).toBe(`${at} ${key}`);
      if (textEs === text && !sameInSpanish.has(text) && !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(text)) same.push(text);
      expect(placeholders(textEs), `${at}.${key}: ${textEs}`).toEqual(placeholders(text));
    });
    expect(same).toEqual([]);
  });

  it("names collections and the most common fields in Spanish", () => {
    const collections = spanish.collections as Json[];
    expect(collections.map((c) => c.label)).toContain("Ofertas");
    expect(collections.map((c) => c.label)).toContain("Páginas: Inicio y Nosotros");
    expect(toSpanish("Title")).toBe("Título");
    expect(toSpanish("Facts are written only as {phone}")).toBe("Los datos se escriben solo como {phone}");
    expect(toSpanish("a label no schema has")).toBeNull();
  });

  it("fails for a label that has no Spanish", () => {
    expect(withoutSpanish([{ label: "A new field nobody translated", hint: "Title" }])).toEqual([
      "A new field nobody translated",
    ]);
  });
});
