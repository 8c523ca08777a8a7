/**
 * The legal pages: Markdown in ./en and ./es (same file name in both), the frontmatter checked by
 * its schema (../schemas/legal.ts), rendered at build time; the legal route's loader reads them.
 */
import type { Lang } from "~/i18n/lang";
import { legalPaths } from "~/pages";
import { mirrored, parseDoc, renderMarkdown, splitIntro } from "../markdown.server";
import { legalFrontmatterSchema, type LegalFrontmatter } from "../schemas/legal";
import { formatIssues } from "../schemas/issues";
import type { PageHead } from "../types";
import { formatDate } from "~/i18n/dates";

export type LegalPath = (typeof legalPaths)[number];

export interface LegalPage {
  head: PageHead;
  /** ISO date the text was last changed. */
  updated: string;
  /** ISO date a notice takes effect, its own date (`effective` in the frontmatter), when the page has one. */
  effective?: string;
  introHtml: string;
  bodyHtml: string;
  /** The sections (the body's `## ` headings), for the "On this page" list: anchor and heading HTML. */
  sections: { id: string; html: string }[];
}

/** The body's <h2> headings, as rehype-slug gave them ids. */
export function sectionsOf(bodyHtml: string): LegalPage["sections"] {
  return [...bodyHtml.matchAll(/<h2 id="([^"]+)">([\s\S]*?)<\/h2>/g)].map((m) => ({ id: m[1]!, html: m[2]! }));
}

const files = import.meta.glob<string>("./{en,es}/*.md", { query: "?raw", import: "default", eager: true });

/**
 * A legal page's frontmatter, checked by its schema: a bad file stops the build naming the file
 * and the field. A field an editor cleared ("" or nothing) counts as absent.
 */
export function legalFrontmatter(file: string, data: Record<string, unknown>): LegalFrontmatter {
  const given = Object.fromEntries(Object.entries(data).filter(([, v]) => v !== "" && v !== null));
  const checked = legalFrontmatterSchema.safeParse(given, { reportInput: true });
  if (!checked.success) throw new Error(formatIssues(file, checked.error.issues).join("\n"));
  return checked.data;
}

/** One legal page's file, checked and rendered; a bad file throws naming the file and the field. */
export function parseLegal(id: string, raw: string, lang: Lang): LegalPage & { path: LegalPath } {
  // {updated} and {effective} in the text are the frontmatter's dates, each written once; a page
  // that names {effective} without the field stops the build (unknown token).
  const doc = parseDoc(raw, `app/content/legal/${lang}/${id}.md`, lang, ({ file, data }) => {
    const { updated, effective } = legalFrontmatter(file, data);
    return {
      updated: formatDate(updated, lang),
      ...(effective ? { effective: formatDate(effective, lang) } : {}),
    };
  });
  const front = legalFrontmatter(doc.file, doc.data);
  const { intro, rest } = splitIntro(doc.body);
  const bodyHtml = renderMarkdown(rest, lang);
  return {
    path: front.slug,
    head: {
      title: front.title,
      description: front.description,
      eyebrow: front.eyebrow,
      heading: front.heading,
      intro: [],
    },
    updated: front.updated,
    ...(front.effective ? { effective: front.effective } : {}),
    introHtml: renderMarkdown(intro, lang),
    bodyHtml,
    sections: sectionsOf(bodyHtml),
  };
}

let cache: Record<LegalPath, Record<Lang, LegalPage>> | undefined;

/** Every legal page in both languages, checked (parsed once per build). */
export function legalPages(): Record<LegalPath, Record<Lang, LegalPage>> {
  if (cache) return cache;
  const result: Partial<Record<LegalPath, Record<Lang, LegalPage>>> = {};
  for (const [id, raw] of Object.entries(mirrored(files, "legal page"))) {
    const { path, ...en } = parseLegal(id, raw.en, "en");
    const { path: esPath, ...es } = parseLegal(id, raw.es, "es");
    if (path !== esPath) throw new Error(`legal page "${id}": the slug differs between en and es`);
    result[path] = { en, es };
  }
  const missing = legalPaths.filter((p) => !result[p]);
  if (missing.length) throw new Error(`no Markdown for the legal page(s) ${missing.join(", ")}`);
  return (cache = result as Record<LegalPath, Record<Lang, LegalPage>>);
}
