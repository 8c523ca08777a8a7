/**
 * Every page's words file: it passes its schema with the placeholders it uses; an unknown or
 * misspelt placeholder is refused alike by the editor (the field's pattern), by the server's check
 * before a save and by the build, naming the file and the field.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { checkChanges } from "../../../server/editor/check";
import { ContentError, loadCollection, type ContentSource } from "../content-data.server";
import { editorBackend } from "../../../scripts/admin";
import { decapConfig, type DecapField } from "./decap-config";
import { pageWordsList } from "./pages/index";
import { placeholdersIn } from "./words";

type Json = Record<string, unknown>;
const root = path.resolve(import.meta.dirname, "../../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const editorFiles = (
  decapConfig(editorBackend({})).collections as { files?: (Json & { fields: DecapField[] })[] }[]
).flatMap((c) => c.files ?? []);

/** The path of the first text in a language's words, and the text. */
function firstText(value: unknown, at: string[] = []): { at: string[]; text: string } {
  if (typeof value === "string") return { at, text: value };
  const [key, inner] = Array.isArray(value) ? [0, value[0]] : Object.entries(value as Json)[0]!;
  return firstText(inner, [...at, String(key)]);
}

/** The editor's field at a path of the words (a list's lines share one field). */
function editorField(fields: DecapField[], at: string[]): DecapField {
  const [name, ...rest] = at;
  const field = fields.find((f) => f.name === name)!;
  if (!rest.length) return field;
  if (field.widget === "list")
    return field.field ? (field.field as DecapField) : editorField(field.fields as DecapField[], rest.slice(1));
  return editorField(field.fields as DecapField[], rest);
}

const buildSays = (file: string, text: string, c: (typeof pageWordsList)[number]): string[] => {
  const source: ContentSource = { read: (f) => (f === file ? text : read(f)), list: () => [] };
  try {
    loadCollection(root, c, source);
    return [];
  } catch (error) {
    return (error as ContentError).lines;
  }
};

describe("page words", () => {
  for (const page of pageWordsList) {
    it(`${page.name}: uses only the placeholders its schema allows`, () => {
      const used = new Set(placeholdersIn(read(page.file).replace(/^#.*$/gm, "")));
      for (const name of used) expect(page.placeholders, `${page.file}: {${name}}`).toContain(name);
      expect(buildSays(page.file, read(page.file), page)).toEqual([]);
    });

    it(`${page.name}: a misspelt placeholder is refused by the editor, the server and the build alike`, () => {
      const data = parse(read(page.file)) as { en: unknown; es: unknown };
      const { at, text } = firstText(data.es);
      const bad = `${text} {nosuchfact}`;
      let node = data.es as Json;
      for (const key of at.slice(0, -1)) node = node[key] as Json;
      node[at.at(-1)!] = bad;
      const changed = stringify(data);
      const server = checkChanges(root, new Map([[page.file, changed]]));
      expect(server).toEqual([
        `${page.file}: es.${at.join(".")}: {nosuchfact} is not a fact this page knows; use ${
          page.placeholders.map((p) => `{${p}}`).join(", ") || "no placeholders here"
        }, got '${bad}'`,
      ]);
      expect(buildSays(page.file, changed, page)).toEqual(server);
      const field = editorField(editorFiles.find((f) => f.name === page.name)!.fields, at);
      const [pattern] = field.pattern as [string, string];
      expect(new RegExp(pattern).test(bad)).toBe(false);
      expect(new RegExp(pattern).test(text)).toBe(true);
    });
  }
});
