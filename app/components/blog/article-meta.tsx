import type { ArticleSummary } from "~/content/blog/articles.server";
import { fill } from "~/i18n/format";

/** "December 12, 2024 · 8 min read": the date as the page's language writes it, and the computed read time. */
export function ArticleMeta({ article, readTime }: { article: ArticleSummary; readTime: string }) {
  return (
    <>
      <time dateTime={article.date}>{article.dateText}</time>
      <span aria-hidden="true"> · </span>
      <span className="sr-only">, </span>
      <span>{fill(readTime, { n: article.readMinutes })}</span>
    </>
  );
}
