/**
 * The seven articles: Markdown in ./en and ./es (same file name in both), checked and rendered
 * at build time. Article routes and the blog index read them through their loaders only.
 */
import type { Lang } from "~/i18n/lang";
import { articleSlugs, type ArticleSlug, type PagePath } from "~/pages";
import { mirrored, parseDoc, renderMarkdown, splitIntro, countWords } from "../markdown.server";
import { articleFrontmatterSchema } from "../schemas/articles";
import { formatIssues } from "../schemas/issues";
import { site } from "../site";
import type { PageHead } from "../types";
import type { IsoDate } from "../schemas/fields";
import { formatDate } from "~/i18n/dates";
import { categoryNames, type ArticleImage, type CategoryKey } from "./categories";

/** What a list of articles shows about one (blog index, related articles, feeds). */
export interface ArticleSummary {
  slug: ArticleSlug;
  title: string;
  excerpt: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  /** The date as the page's language writes it. */
  dateText: string;
  /** The author's name and credential; null while the author is a sample (the byline gives `office`). */
  author: string | null;
  credential: string | null;
  role: string;
  /** "our Director of Nursing": the byline while the author is a sample. */
  office: string;
  category: CategoryKey;
  categoryName: string;
  tags: string[];
  featured: boolean;
  image: ArticleImage;
  imageAlt: string;
  /** A photo of the library shown instead of the illustration (its id), or null. */
  photo: string | null;
  /** Minutes, from the text: ceil(words / 200). */
  readMinutes: number;
}

/** A health article's review: when, by whom (the position), and when it is due again (12 months on). */
export interface ArticleReview {
  date: IsoDate;
  dateText: string;
  by: string;
  next: IsoDate;
  nextText: string;
}

export interface Article extends ArticleSummary {
  head: PageHead;
  review: ArticleReview;
  sources: { title: string; url: string }[];
  words: number;
  introHtml: string;
  bodyHtml: string;
  cta: { label: string; path: PagePath };
}

type AuthorId = keyof typeof site.authors;

/**
 * The author an article names by id in its frontmatter, from the config (site.authors). A sample
 * author's name and credential never reach a page: an invented "RN" would claim a license.
 */
function authorOf(id: AuthorId, lang: Lang) {
  const { name, credential, role, office, sample } = site.authors[id];
  return {
    author: sample ? null : name,
    credential: sample ? null : credential,
    role: role[lang],
    office: office[lang],
  };
}

/** Articles are reviewed at least once a year. */
export const REVIEW_MONTHS = 12;

/** The day a review made on `date` is due again. */
export function nextReview(date: IsoDate): IsoDate {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  // Date.UTC carries a day past the month's end over (a review on Feb 29 is due on Mar 1).
  return new Date(Date.UTC(y, m - 1 + REVIEW_MONTHS, d)).toISOString().slice(0, 10) as IsoDate;
}

/** Reading speed used for "N min read". */
export const WORDS_PER_MINUTE = 200;

const files = import.meta.glob<string>("./{en,es}/*.md", { query: "?raw", import: "default", eager: true });

/** One article file, checked by its schema and rendered; a bad file throws naming the file and the field. */
export function parseArticle(id: string, raw: string, lang: Lang): Article {
  const doc = parseDoc(raw, `app/content/blog/${lang}/${id}.md`, lang);
  const checked = articleFrontmatterSchema.safeParse(doc.data, { reportInput: true });
  if (!checked.success) throw new Error(formatIssues(doc.file, checked.error.issues).join("\n"));
  const front = checked.data;
  const { intro, rest } = splitIntro(doc.body);
  const words = countWords(doc.body);
  const { title, category, date } = front;
  return {
    slug: front.slug,
    title,
    excerpt: front.excerpt,
    date,
    dateText: formatDate(date, lang),
    ...authorOf(front.author as AuthorId, lang),
    category,
    categoryName: categoryNames[category][lang],
    tags: front.tags,
    featured: front.featured,
    image: front.image,
    imageAlt: front.imageAlt,
    photo: front.photo,
    readMinutes: Math.ceil(words / WORDS_PER_MINUTE),
    head: {
      title,
      description: front.description,
      eyebrow: categoryNames[category][lang],
      heading: title,
      intro: [],
    },
    review: {
      date: front.reviewed,
      dateText: formatDate(front.reviewed, lang),
      by: site.authors[front.reviewedBy as AuthorId].office[lang],
      next: nextReview(front.reviewed),
      nextText: formatDate(nextReview(front.reviewed), lang),
    },
    sources: front.sources,
    words,
    introHtml: renderMarkdown(intro, lang),
    bodyHtml: renderMarkdown(rest, lang),
    cta: { label: front.ctaLabel, path: front.ctaPath as PagePath },
  };
}

/** The facts written once per article must agree in both files. */
export function sameFacts(id: string, en: Article, es: Article) {
  if (
    en.slug !== es.slug ||
    en.date !== es.date ||
    en.category !== es.category ||
    en.featured !== es.featured ||
    en.photo !== es.photo ||
    en.review.date !== es.review.date ||
    en.sources.length !== es.sources.length
  )
    throw new Error(
      `article "${id}": slug, date, category, featured, photo, the review date and the number of sources must match in en and es`,
    );
}

function loadArticles(): Record<ArticleSlug, Record<Lang, Article>> {
  const result: Partial<Record<ArticleSlug, Record<Lang, Article>>> = {};
  for (const [id, raw] of Object.entries(mirrored(files, "article"))) {
    const en = parseArticle(id, raw.en, "en");
    const es = parseArticle(id, raw.es, "es");
    sameFacts(id, en, es);
    if (result[en.slug]) throw new Error(`two articles have the slug ${en.slug}`);
    result[en.slug] = { en, es };
  }
  const missing = articleSlugs.filter((slug) => !result[slug]);
  if (missing.length)
    throw new Error(
      `no Markdown for the article(s) ${missing.join(", ")} (app/pages.ts lists them from app/content/blog/en/)`,
    );
  return result as Record<ArticleSlug, Record<Lang, Article>>;
}

let cache: Record<ArticleSlug, Record<Lang, Article>> | undefined;
/** Every article in both languages, checked (parsed once per build). */
export function articles(): Record<ArticleSlug, Record<Lang, Article>> {
  return (cache ??= loadArticles());
}

export function article(slug: ArticleSlug, lang: Lang): Article {
  const found = articles()[slug];
  if (!found) throw new Error(`no article has the slug ${slug}`);
  return found[lang];
}

/** Newest first. */
export function articleList(lang: Lang): Article[] {
  return articleSlugs.map((slug) => article(slug, lang)).sort((a, b) => b.date.localeCompare(a.date));
}

/**
 * The articles to read next: others of the same category first, then the newest others.
 * (Today every category holds one article, so these are the two newest others.)
 */
export function relatedArticles(slug: ArticleSlug, lang: Lang, count = 2): ArticleSummary[] {
  const { category } = article(slug, lang);
  return articleList(lang)
    .filter((a) => a.slug !== slug)
    .sort((a, b) => Number(b.category === category) - Number(a.category === category))
    .slice(0, count)
    .map(summary);
}

export function summary(a: Article): ArticleSummary {
  return {
    slug: a.slug,
    title: a.title,
    excerpt: a.excerpt,
    date: a.date,
    dateText: a.dateText,
    author: a.author,
    credential: a.credential,
    office: a.office,
    role: a.role,
    category: a.category,
    categoryName: a.categoryName,
    tags: a.tags,
    featured: a.featured,
    image: a.image,
    imageAlt: a.imageAlt,
    photo: a.photo,
    readMinutes: a.readMinutes,
  };
}

/** Each article's last review, for the launch check (which lists those older than 12 months). */
export function articleReviews(): { slug: ArticleSlug; reviewed: IsoDate }[] {
  return articleSlugs.map((slug) => ({ slug, reviewed: article(slug, "en").review.date }));
}
