import { Link } from "react-router";
import type { ArticleSummary } from "~/content/blog/articles.server";
import { useLanguage } from "~/i18n/language-context";
import { Card } from "~/components/ui/card";
import { ArticleMeta } from "./article-meta";
import { CategoryTag } from "./category-tag";

interface ArticleCardProps {
  article: ArticleSummary;
  /** "{n} min read" in the page's language. */
  readTime: string;
}

/** One article in a list (blog index, related articles): category, linked title, excerpt, date and read time. */
export function ArticleCard({ article, readTime }: ArticleCardProps) {
  const { href } = useLanguage();
  return (
    <Card className="flex h-full flex-col">
      <p>
        <CategoryTag name={article.categoryName} />
      </p>
      <h3 className="mt-3 text-2xl">
        <Link to={href(`/blog/${article.slug}`)} className="text-brand-900 underline decoration-2 hover:text-brand-700">
          {article.title}
        </Link>
      </h3>
      <p className="mt-3">{article.excerpt}</p>
      <p className="mt-auto pt-4 text-muted">
        <ArticleMeta article={article} readTime={readTime} />
      </p>
    </Card>
  );
}
