import type { Article, ArticleSummary } from "~/content/blog/articles.server";
import type { ArticleLabels } from "~/content/blog/labels";
import type { JsonLdObject } from "~/lib/structured-data/json-ld";
import { Container } from "~/components/ui/container";
import { ButtonLink } from "~/components/ui/button";
import { Art } from "~/components/art/art";
import { Prose } from "~/components/prose/prose";
import { JsonLd } from "~/components/json-ld";
import { CallToAction } from "~/components/call-to-action";
import { ArticleHeader } from "./article-header";
import { CallBox } from "./call-box";
import { RelatedArticles } from "./related-articles";
import { ArticleSources } from "./article-sources";

export interface ArticleView extends Article {
  labels: ArticleLabels;
  /** The illustration's SVG markup (drawn at build time). */
  imageSvg: string;
  /** A photo instead of the illustration. */
  imagePhoto: string | null;
  related: ArticleSummary[];
  jsonLd: JsonLdObject;
}

/**
 * An article: header (back link, category, title, author, date, read time), illustration, body,
 * its review and sources, the call box with the article's own link, two related articles, and its BlogPosting data.
 */
export function ArticlePage({ article }: { article: ArticleView }) {
  const { labels } = article;
  return (
    <>
      <article>
        <ArticleHeader article={article} labels={labels} />
        <Container className="py-10 sm:py-14">
          <div className="grid gap-10 lg:grid-cols-[minmax(0,42rem)_1fr]">
            <div>
              {article.imagePhoto ? (
                <div className="overflow-hidden rounded-2xl bg-brand-100 print:max-w-md">
                  <Art svg={article.imagePhoto} />
                </div>
              ) : (
                <div
                  role="img"
                  aria-label={article.imageAlt}
                  className="overflow-hidden rounded-2xl bg-brand-100 print:max-w-md"
                >
                  <Art svg={article.imageSvg} />
                </div>
              )}
              <Prose html={article.introHtml} className="mt-8 text-xl" />
              <Prose html={article.bodyHtml} className="mt-8" />
              <ArticleSources article={article} labels={labels} />
            </div>
            <div className="self-start lg:sticky lg:top-40">
              <CallBox
                headingId="call-box-heading"
                heading={labels.callBoxHeading}
                body={labels.callBoxBody}
                call={labels.call}
              >
                <ButtonLink to={article.cta.path} variant="outlineLight">
                  {article.cta.label}
                </ButtonLink>
              </CallBox>
            </div>
          </div>
        </Container>
        <JsonLd data={article.jsonLd} />
      </article>
      <RelatedArticles articles={article.related} heading={labels.related} readTime={labels.readTime} />
      <CallToAction />
    </>
  );
}
