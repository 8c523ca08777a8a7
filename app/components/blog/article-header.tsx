import { Link } from "react-router";
import type { ArticleSummary } from "~/content/blog/articles.server";
import type { ArticleLabels } from "~/content/blog/labels";
import { useLanguage } from "~/i18n/language-context";
import { Container } from "~/components/ui/container";
import { ArticleMeta } from "./article-meta";
import { CategoryTag } from "./category-tag";
import { Byline } from "./byline";

/** The top of an article: back link, category, title (the page's h1), author (with credential once real), date, read time. */
export function ArticleHeader({ article, labels }: { article: ArticleSummary; labels: ArticleLabels }) {
  const { href } = useLanguage();
  return (
    <header className="border-b border-line bg-brand-50">
      <Container className="py-10 sm:py-14">
        <Link
          to={href("/blog")}
          className="inline-flex min-h-11 items-center gap-1 font-bold underline underline-offset-4 print:hidden"
        >
          <span aria-hidden="true">←</span>
          {labels.backToBlog}
        </Link>
        <p className="mt-4">
          <CategoryTag name={article.categoryName} />
        </p>
        <h1 className="mt-4 max-w-4xl text-4xl sm:text-5xl">{article.title}</h1>
        <p className="mt-5 text-lg">
          <Byline article={article} by={labels.by} withRole />
        </p>
        <p className="mt-1 text-lg text-muted">
          <ArticleMeta article={article} readTime={labels.readTime} />
        </p>
      </Container>
    </header>
  );
}
