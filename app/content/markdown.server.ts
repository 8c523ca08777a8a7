/**
 * Long prose (articles, legal pages) is Markdown, one file per language in mirrored trees
 * (docs/decisions/0004-content-pipeline.md). This module turns a file into checked frontmatter
 * and HTML at build time: config facts replace {tokens}, internal links get the page's language,
 * external links open in a new tab. Only loaders import it, so none of it reaches the browser.
 */
import { parse as parseYaml } from "yaml";
import { unified } from "unified";
import remarkParse from "remark-parse";
import remarkGfm from "remark-gfm";
import remarkRehype from "remark-rehype";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import { visit } from "unist-util-visit";
import type { Element, Root } from "hast";
import { civilRights, familyAideProgram, site } from "./site";
import { localizePath, type Lang } from "~/i18n/lang";
import { formDestination } from "./form-destination";
import { founded, shown } from "./facts";
import { addressLine, shownMainOffice } from "./shown-offices";
import { withoutSentencesNaming } from "./samples";
import { grouped } from "~/i18n/format";
import { unbreakableText } from "./unbreakable-text.server";

export interface MarkdownDoc {
  /** Where the file came from, for error messages. */
  file: string;
  data: Record<string, unknown>;
  /** The body with tokens filled in. */
  body: string;
}

/** A file's name and frontmatter, before its body is filled in. */
type FrontMatter = Pick<MarkdownDoc, "file" | "data">;

/** How the notices name the Section 1557 coordinator: the role, and the person once the config names one. */
const coordinatorRole = { en: "our Section 1557 Coordinator", es: "nuestro coordinador de la Sección 1557" };

/** The facts a Markdown file may name as {token}; each is read from the config (null: a sample this build leaves out). */
export function tokens(lang: Lang): Record<string, string | null> {
  const phone = site.phones.main;
  const { coordinator, phone: coordinatorLine, tty } = civilRights;
  // While the coordinator's line is a sample, the notices give the main number.
  const civilRightsPhone = coordinatorLine.sample ? phone : coordinatorLine.value;
  return {
    name: site.name,
    phone: phone.display,
    phoneHref: `tel:${phone.e164}`,
    email: site.emails.care,
    emailHref: `mailto:${site.emails.care}`,
    privacyEmail: site.emails.privacy,
    privacyEmailHref: `mailto:${site.emails.privacy}`,
    careersEmail: site.emails.careers,
    founded: founded === null ? null : String(founded),
    families: shown(site.claims.families) ? grouped(site.claims.families.value) : null,
    // Null (its sentences dropped) while the main office's address is a sample this build leaves out.
    address: shownMainOffice.address && addressLine(shownMainOffice.address),
    formDestination: formDestination(lang),
    coordinator: coordinator.sample ? coordinatorRole[lang] : `${coordinator.name}, ${coordinatorRole[lang]}`,
    coordinatorPhone: civilRightsPhone.display,
    coordinatorPhoneHref: `tel:${civilRightsPhone.e164}`,
    tty: tty.value,
    // 711 (Florida Relay) is dialled as it is; an agency's own TTY number as +1 and its ten digits.
    ttyHref: `tel:${/^\d{3}$/.test(tty.value) ? tty.value : `+1${tty.value.replace(/\D/g, "")}`}`,
    familyAideHours: String(familyAideProgram.trainingHours),
    familyAideAge: String(familyAideProgram.underAge),
    dischargeExt: site.phones.hospitalDischarge.ext,
  };
}

/**
 * Replaces every {token} (`extra` adds a file's own tokens); an unknown token stops the build with
 * the file's name. A sentence naming a sample this build leaves out is dropped.
 */
export function fillTokens(text: string, lang: Lang, file: string, extra: Record<string, string> = {}): string {
  const values = { ...tokens(lang), ...extra };
  const hidden = Object.keys(values).filter((key) => values[key] === null);
  // A line left with nothing (a list item giving only a fact left out) goes, so no empty item stays.
  const kept = text
    .split("\n")
    .flatMap((line) => {
      const left = withoutSentencesNaming(line, hidden);
      return left === "" && line !== "" ? [] : [left];
    })
    .join("\n");
  return kept.replace(/\{([a-zA-Z]+)\}/g, (match, key: string) => {
    if (!Object.hasOwn(values, key)) throw new Error(`${file}: unknown token ${match}`);
    return values[key]!;
  });
}

/**
 * Splits `---` YAML frontmatter from the body. `extra` gives tokens read from the file's own
 * frontmatter (a legal page's {updated} date), so a fact is written once per file.
 */
export function parseDoc(
  raw: string,
  file: string,
  lang: Lang,
  extra?: (doc: FrontMatter) => Record<string, string>,
): MarkdownDoc {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(raw);
  if (!match) throw new Error(`${file}: no frontmatter (a --- block at the top)`);
  const data = parseYaml(match[1]!) as unknown;
  if (!data || typeof data !== "object") throw new Error(`${file}: frontmatter is not a mapping`);
  const front = { file, data: data as Record<string, unknown> };
  return { ...front, body: fillTokens(match[2]!, lang, file, extra?.(front)) };
}

/** Words of a text as a reader counts them (whitespace-separated, Markdown marks ignored). */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[#>*_`|-]+(?=\s)/g, " ")
    .trim();
  return text ? text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length : 0;
}

/** Internal links get the page's language; external ones open in a new tab, safely; phone links read left to right. */
function linkRewriter(lang: Lang) {
  return () => (tree: Root) => {
    visit(tree, "element", (node: Element) => {
      if (node.tagName !== "a") return;
      const href = String(node.properties.href ?? "");
      if (href.startsWith("/")) node.properties.href = localizePath(href, lang);
      // A phone number reads left to right, even inside right-to-left text (the Arabic tagline).
      else if (href.startsWith("tel:")) node.properties.dir = "ltr";
      else if (/^https?:/.test(href)) {
        node.properties.target = "_blank";
        node.properties.rel = ["noopener", "noreferrer"];
      }
    });
  };
}

/** Languages written right to left, among those a marker may name. */
const RTL = new Set(["ar", "fa", "he", "ur"]);

/**
 * A paragraph or list item that begins with a marker like `{lang=vi}` is in that language: the
 * marker becomes its lang attribute (and dir="rtl" for Arabic and the like), so screen readers
 * read each tagline of the language-assistance notice in its own language. (Not the bracketed
 * form: Tailwind would read that as a CSS property and write it into the stylesheet.)
 */
function languageMarkers() {
  return () => (tree: Root) => {
    visit(tree, "element", (node: Element) => {
      if (node.tagName !== "p" && node.tagName !== "li") return;
      let first = node.children[0];
      while (first?.type === "element" && first.tagName === "p") first = first.children[0];
      if (first?.type !== "text") return;
      const marker = /^\{lang=([a-zA-Z]{2,3}(?:-[a-zA-Z]{2,4})?)\}\s*/.exec(first.value);
      if (!marker) return;
      first.value = first.value.slice(marker[0].length);
      node.properties.lang = marker[1]!;
      if (RTL.has(marker[1]!.split("-")[0]!)) node.properties.dir = "rtl";
    });
  };
}

/**
 * Each `## ` heading and what follows it, up to the next, becomes a <section>: the part a phone's
 * first frame may leave for later when it is off screen (app.css, "cv"), as it does with a page's
 * other sections. What comes before the first heading stays as it is.
 */
function headingSections() {
  return () => (tree: Root) => {
    const children: Root["children"] = [];
    let section: Element | undefined;
    for (const node of tree.children) {
      if (node.type === "element" && node.tagName === "h2") {
        section = { type: "element", tagName: "section", properties: {}, children: [] };
        children.push(section);
      }
      if (section && node.type !== "doctype") section.children.push(node);
      else children.push(node);
    }
    tree.children = children;
  };
}

/** Markdown to HTML. Headings get ids (anchors); the HTML is trusted: it is our own files. */
export function renderMarkdown(markdown: string, lang: Lang): string {
  return String(
    unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(remarkRehype)
      .use(rehypeSlug)
      .use(linkRewriter(lang))
      .use(languageMarkers())
      .use(headingSections())
      .use(unbreakableText())
      .use(rehypeStringify)
      .processSync(markdown),
  );
}

/** The paragraphs before the first `## ` heading, and the rest. */
export function splitIntro(body: string): { intro: string; rest: string } {
  const at = body.search(/^## /m);
  return at < 0 ? { intro: body.trim(), rest: "" } : { intro: body.slice(0, at).trim(), rest: body.slice(at).trim() };
}

/** Loads a mirrored tree: { id: { en: raw, es: raw } }; a file missing in one language stops the build. */
export function mirrored(files: Record<string, string>, kind: string): Record<string, Record<Lang, string>> {
  const byId: Record<string, Partial<Record<Lang, string>>> = {};
  for (const [path, raw] of Object.entries(files)) {
    const match = /\/(en|es)\/([^/]+)\.md$/.exec(path);
    if (!match) continue;
    (byId[match[2]!] ??= {})[match[1] as Lang] = raw;
  }
  for (const [id, both] of Object.entries(byId)) {
    if (!both.en || !both.es) throw new Error(`${kind} "${id}" needs both en/${id}.md and es/${id}.md`);
  }
  return byId as Record<string, Record<Lang, string>>;
}
