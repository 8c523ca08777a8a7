/**
 * Building blocks of the pages' words (app/content/data/pages/<page>.yml): every sentence a page
 * shows, English and Spanish side by side in one file, checked by one schema per page. Facts never
 * appear as typed words: they enter as named placeholders, `{phone}`, `{city}`, from the list the
 * page's schema allows, and the page's content module fills them in from the config. An unknown or
 * misspelt placeholder is refused by the editor (the field's pattern) and by the build (naming the
 * file and the field): "pages/about.yml: es.story.paragraphs.0: {ciudad} is not a fact this page
 * knows; use {name}, {city}, {founded}".
 */
import { z } from "zod";
import { MAX_ITEM, MAX_LINE, MAX_PARAGRAPH } from "./fields.ts";

/** The `{name}` placeholders written in a text. */
export const placeholdersIn = (value: string): string[] => [...value.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]!);

const listed = (allowed: readonly string[]) =>
  allowed.length ? allowed.map((name) => `{${name}}`).join(", ") : "no placeholders here";

/**
 * The words of one page: `line()` (one line), `paragraph()` (a box of several lines), `lines()` (a
 * list), each taking only `allowed` placeholders. `allowed` is the page's whole list, written once.
 */
export function wordsOf(allowed: readonly string[]) {
  const names = allowed.map((name) => name.replace(/[^\w]/g, "")).join("|");
  // Every brace opens a known placeholder and closes it: the editor checks this as the field's pattern.
  const pattern = new RegExp(names ? `^(?:[^{}]|\\{(?:${names})\\})*$` : "^[^{}]*$");
  const unknown = (value: string) => {
    const bad = placeholdersIn(value).filter((name) => !allowed.includes(name));
    return bad.length ? `{${bad[0]}}` : "a lone { or }";
  };
  const line = (max = MAX_LINE) =>
    z
      .string({ error: "expected a line of text" })
      .trim()
      .min(1, { error: "expected some text" })
      .max(max, { error: `expected at most ${max} characters` })
      .regex(pattern, {
        error: (issue) => `${unknown(String(issue.input))} is not a fact this page knows; use ${listed(allowed)}`,
      })
      .meta({ patternMessage: `Facts are written only as ${listed(allowed)}` });
  const paragraph = () => line(MAX_PARAGRAPH).meta({ widget: "text" });
  // One item of a list: a box of a few lines, shorter than a paragraph.
  const lines = () =>
    z
      .array(line(MAX_ITEM).meta({ widget: "text" }), { error: "expected a list of lines" })
      .min(1, { error: "expected at least one line" });
  /** The top of every page: its <title>, meta description, label over the heading, heading and introduction. */
  const head = () =>
    z
      .strictObject({
        title: line().meta({ title: "Title in the browser tab and in search results" }),
        description: paragraph().meta({
          title: "Description for search results",
          description: "50 to 160 characters, written for this page.",
        }),
        eyebrow: line().meta({ title: "Small label over the heading" }),
        heading: line().meta({ title: "Heading" }),
        intro: lines().meta({ title: "Introduction", description: "One to three short paragraphs." }),
      })
      .meta({ title: "Top of the page" });
  return { line, paragraph, lines, head };
}

/** The file of one page's words: `en:` and `es:`, each the whole page (the Spanish has exactly the English shape). */
export const bilingualWords = <S extends z.ZodObject>(words: S) => z.strictObject({ en: words, es: words });

/** One page's words as an entry of the editor's "Pages" and the build's data files. */
export interface PageWords {
  kind: "words";
  /** Its file's name without .yml: `about` is app/content/data/pages/about.yml. */
  name: string;
  /** A page (English path) that shows its words; the Spanish is at /es + path. Words of every page: "/". */
  path: string;
  label: string;
  /** The editor's collection the page is listed under ("Home and About", "Services", ...). */
  group: string;
  /** Shown at the top of the entry in the editor. */
  description: string;
  file: string;
  /** The words of one language. */
  words: z.ZodObject;
  /** The placeholders its words may use. */
  placeholders: readonly string[];
  /** The file: { en: words, es: words }. */
  schema: z.ZodObject;
}

export const PAGES_DIR = "app/content/data/pages";

export const pageWords = (entry: Omit<PageWords, "kind" | "file" | "schema">): PageWords => ({
  kind: "words",
  ...entry,
  file: `${PAGES_DIR}/${entry.name}.yml`,
  schema: bilingualWords(entry.words),
});
