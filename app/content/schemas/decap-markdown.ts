/**
 * The editor's collections of Markdown pages (frontmatter and a body, one file per language in
 * mirrored en/ and es/ folders): the articles, and the legal pages. Words are translated; facts
 * (address, dates) are written once and copied to the Spanish file.
 */
import { articleFactsSchema, articleWordsSchema } from "./articles.ts";
import { decapFields, i18n, jsonSchema } from "./decap-fields.ts";
import { legalFactsSchema, legalWordsSchema } from "./legal.ts";

const body = (hint: string) => ({ name: "body", label: "Text", widget: "markdown", required: true, i18n: true, hint });

const articles = () => ({
  name: "articles",
  label: "Articles",
  label_singular: "Article",
  description: "The blog. A new article appears on the blog, in the feeds and in the sitemap at the next build.",
  folder: "app/content/blog",
  extension: "md",
  format: "frontmatter",
  create: true,
  delete: true,
  i18n: true,
  identifier_field: "title",
  slug: "{{slug}}",
  summary: "{{title}} ({{date}})",
  sortable_fields: ["date", "title"],
  fields: [
    ...i18n(decapFields(jsonSchema(articleWordsSchema)), true),
    ...i18n(decapFields(jsonSchema(articleFactsSchema)), "duplicate"),
    body("Facts are written as {tokens}: {phone}, {name}. Links to pages without /es."),
  ],
});

const legal = () => ({
  name: "legal",
  label: "Legal pages",
  label_singular: "Legal page",
  description:
    "The privacy policy, the terms of use and the notice of privacy practices. Change the “Last changed” date with the text.",
  folder: "app/content/legal",
  extension: "md",
  format: "frontmatter",
  create: false,
  delete: false,
  i18n: true,
  identifier_field: "title",
  summary: "{{title}} ({{updated}})",
  fields: [
    ...i18n(decapFields(jsonSchema(legalWordsSchema)), true),
    ...i18n(decapFields(jsonSchema(legalFactsSchema)), "duplicate"),
    body(
      "Facts are written as {tokens}: {name}, {phone}, {updated}. Sections start with ## and a heading. Links to pages without /es.",
    ),
  ],
});

export const markdownCollections = () => [articles(), legal()];
