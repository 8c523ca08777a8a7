import type { ArticleSummary } from "~/content/blog/articles.server";

/**
 * "By Maria Santos, RN, BSN": the author's name and credential, or, while the author is a sample
 * in the config, the position only ("By our Director of Nursing"): no invented credential shows.
 */
export function Byline({ article, by, withRole = false }: { article: ArticleSummary; by: string; withRole?: boolean }) {
  if (article.author === null)
    return (
      <>
        {by} <strong>{article.office}</strong>
      </>
    );
  return (
    <>
      {by} <strong>{article.author}</strong>, {article.credential}
      {withRole && <span className="text-muted">, {article.role}</span>}
    </>
  );
}
