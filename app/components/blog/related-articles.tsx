import type { ArticleSummary } from "~/content/blog/articles.server";
import { Section } from "~/components/ui/section";
import { ArticleCard } from "./article-card";

/** Two articles to read next (chosen at build time: same category first, then the newest). */
export function RelatedArticles({
  articles,
  heading,
  readTime,
}: {
  articles: ArticleSummary[];
  heading: string;
  readTime: string;
}) {
  return (
    <div className="print:hidden">
      <Section headingId="related-heading" tone="white">
        <h2 id="related-heading" className="text-3xl">
          {heading}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {articles.map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} readTime={readTime} />
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
