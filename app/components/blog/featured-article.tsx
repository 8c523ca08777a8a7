import { Link } from "react-router";
import type { ArticleSummary } from "~/content/blog/articles.server";
import type { BlogIndexContent } from "~/content/blog/blog-index";
import { useLanguage } from "~/i18n/language-context";
import { ButtonLink } from "~/components/ui/button";
import { Art } from "~/components/art/art";
import { Section } from "~/components/ui/section";
import { ArticleMeta } from "./article-meta";
import { CategoryTag } from "./category-tag";
import { Byline } from "./byline";

interface FeaturedArticleProps {
  /** The article's illustration as SVG markup (drawn at build time). */
  svg: string;
  /** A photo instead of the illustration. */
  photo: string | null;
  article: ArticleSummary;
  words: BlogIndexContent["featured"];
  readTime: string;
  by: string;
}

/** The featured article, large, with its illustration. */
export function FeaturedArticle({ article, svg, photo, words, readTime, by }: FeaturedArticleProps) {
  const { href } = useLanguage();
  const path = `/blog/${article.slug}` as const;
  return (
    <Section headingId="featured-heading" tone="white">
      <h2 id="featured-heading" className="font-bold tracking-wide text-accent-800 uppercase">
        {words.heading}
      </h2>
      <div className="mt-6 grid items-center gap-8 lg:grid-cols-2">
        {photo ? (
          <div className="overflow-hidden rounded-2xl bg-brand-100">
            <Art svg={photo} />
          </div>
        ) : (
          <div role="img" aria-label={article.imageAlt} className="overflow-hidden rounded-2xl bg-brand-100">
            <Art svg={svg} />
          </div>
        )}
        <div>
          <p>
            <CategoryTag name={article.categoryName} />
          </p>
          <h3 className="mt-4 text-3xl sm:text-4xl">
            <Link to={href(path)} className="text-brand-900 underline decoration-2 hover:text-brand-700">
              {article.title}
            </Link>
          </h3>
          <p className="mt-4 text-lg sm:text-xl">{article.excerpt}</p>
          <p className="mt-4">
            <Byline article={article} by={by} />
          </p>
          <p className="mt-1 text-muted">
            <ArticleMeta article={article} readTime={readTime} />
          </p>
          <ButtonLink to={path} className="mt-6">
            {words.readArticle}
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}
