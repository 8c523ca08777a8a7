import * as raw from "virtual:content/pages/blog";
import { filledWords } from "../page-words";
import type { BlogWords } from "../schemas/pages/blog";
import type { Bilingual } from "../types";

/** The words around an article (not the article itself); they travel with the article's data. */
export interface ArticleLabels {
  backToBlog: string;
  by: string;
  published: string;
  /** "{n} min read" */
  readTime: string;
  callBoxHeading: string;
  callBoxBody: string;
  /** "Call {phone}" */
  call: string;
  related: string;
  /** "Reviewed on {date} by {by}." */
  reviewed: string;
  /** "Next review: {date}." */
  nextReview: string;
  sources: string;
}

/** From the blog's words (app/content/data/pages/blog.yml, "Every article's page"); the placeholders are filled by the article's page. */
const words = filledWords<BlogWords, never>(raw, {});

export const articleLabels = {
  en: words.en.article,
  es: words.es.article,
} satisfies Bilingual<ArticleLabels>;
