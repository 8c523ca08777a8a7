/**
 * An article's frontmatter (app/content/blog/{en,es}/<id>.md). The facts of an article (its URL,
 * date, author, category, picture, call box link) are the same in both languages; its words differ.
 * Loaded through Vite only (it reads the config and the page list).
 */
import { z } from "zod";
import { site } from "../site";
import { pagePaths } from "../../pages";
import { articleImages, categoryKeys, categoryNames } from "../blog/categories";
import { isoDate, matching, paragraph, SLUG_PATTERN, text } from "./fields.ts";

/** "family-caregiver-support:-you're-not-alone": the title in lowercase, hyphens for spaces. */
export const ARTICLE_SLUG_PATTERN = "^[a-z0-9][a-z0-9:'-]*$";
const authorIds = Object.keys(site.authors) as [string, ...string[]];
const authorLabels = Object.fromEntries(
  Object.entries(site.authors).map(([id, a]) => [id, `${a.name}, ${a.credential}`]),
);
/** Where an article's call box may send: any page but an article. */
const ctaPaths = pagePaths.filter((p) => !p.startsWith("/blog/")) as [string, ...string[]];

export const articleFactsSchema = z.object({
  slug: matching(
    new RegExp(ARTICLE_SLUG_PATTERN),
    "expected the title in lowercase letters, with hyphens for spaces",
  ).meta({
    title: "Address (URL)",
    description: "The title in lowercase, spaces turned into hyphens: my-new-article",
  }),
  date: isoDate().meta({ title: "Date" }),
  author: z.enum(authorIds, { error: `expected one of ${authorIds.join(", ")}` }).meta({
    title: "Author",
    editorDefault: authorIds[0],
    labels: authorLabels,
  }),
  reviewed: isoDate().meta({
    title: "Last reviewed",
    description:
      "The day a clinician last checked the article against its sources. The launch check lists articles not reviewed in the last 12 months.",
  }),
  reviewedBy: z.enum(authorIds, { error: `expected one of ${authorIds.join(", ")}` }).meta({
    title: "Reviewed by",
    editorDefault: authorIds[0],
    labels: authorLabels,
  }),
  category: z.enum(categoryKeys, { error: `expected one of ${categoryKeys.join(", ")}` }).meta({
    title: "Category",
    labels: Object.fromEntries(categoryKeys.map((k) => [k, categoryNames[k].en])),
  }),
  featured: z.boolean({ error: "expected true or false" }).meta({ title: "Featured on the blog" }),
  image: z
    .enum(articleImages, { error: `expected one of ${articleImages.join(", ")}` })
    .meta({ title: "Picture", editorDefault: articleImages[0] }),
  photo: matching(new RegExp(SLUG_PATTERN), "expected a photo of the library").nullable().default(null).meta({
    title: "Photo",
    description: "A photo of the library to show instead of the picture above. Empty keeps the picture.",
    widget: "relation",
    collection: "photos",
  }),
  ctaPath: z.enum(ctaPaths, { error: "expected the path of a page of the site, like /contact" }).meta({
    title: "Call box link",
    editorDefault: "/contact",
  }),
});

export const articleWordsSchema = z.object({
  title: text().meta({ title: "Title" }),
  description: paragraph().meta({ title: "Description for search engines", description: "One or two sentences." }),
  excerpt: paragraph().meta({ title: "Excerpt on the blog page" }),
  tags: z.array(text()).min(1, { error: "expected at least one tag" }).meta({ title: "Tags" }),
  imageAlt: text().meta({ title: "Picture description (for blind readers)" }),
  ctaLabel: text().meta({ title: "Call box button" }),
  sources: z
    .array(
      z.strictObject({
        title: text().meta({
          title: "Name of the source",
          description: "The page or document as its publisher names it.",
        }),
        url: matching(/^https:\/\/\S+$/, "expected an address starting https://").meta({
          title: "Address of the source",
        }),
      }),
    )
    .min(1, { error: "expected at least one source" })
    .meta({ title: "Sources", description: "Where the article's health and coverage facts come from." }),
});

export const articleFrontmatterSchema = z.strictObject({ ...articleFactsSchema.shape, ...articleWordsSchema.shape });
