import { blogIndex } from "~/content/blog/blog-index";
import { articleList, summary } from "~/content/blog/articles.server";
import { categoryKeys, categoryNames } from "~/content/blog/categories";
import { blogFeed } from "~/content/blog/feed";
import { PageHero } from "~/components/page-hero";
import { CallToAction } from "~/components/call-to-action";
import { Section } from "~/components/ui/section";
import { ButtonLink } from "~/components/ui/button";
import { FeaturedArticle } from "~/components/blog/featured-article";
import { ArticleList } from "~/components/blog/article-list";
import { CallBox } from "~/components/blog/call-box";
import { NewsletterBox } from "~/components/blog/newsletter-box";
import { Container } from "~/components/ui/container";
import { Island } from "~/components/island";
import { requestLang } from "~/lib/page-data";
import { blogPageMeta } from "~/lib/feed-link";
import { artMarkup } from "~/components/art/art-markup.server";
import { photo } from "~/content/photos.server";
import { photoMarkup } from "~/components/photo.server";
import type { Route } from "./+types/blog";

/** The page's words, the seven article summaries (newest first) and the categories, in the request's language. */
export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const articles = articleList(lang);
  const featured = articles.find((a) => a.featured);
  return {
    ...blogIndex[lang],
    articles: articles.map(summary),
    featuredSvg: featured && !featured.photo ? artMarkup(featured.image) : "",
    featuredPhoto: photoMarkup(photo(featured?.photo, lang), "featured"),
    categories: categoryKeys.map((key) => ({ key, name: categoryNames[key][lang] })),
    feedTitle: blogFeed[lang].title,
  };
}
export const meta = blogPageMeta;

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { articles, list, callBox, readTime } = loaderData;
  const featured = articles.find((a) => a.featured);
  return (
    <>
      <PageHero head={loaderData.head} />
      {featured && (
        <FeaturedArticle
          article={featured}
          svg={loaderData.featuredSvg}
          photo={loaderData.featuredPhoto}
          words={loaderData.featured}
          readTime={readTime}
          by={loaderData.by}
        />
      )}
      <Section headingId="articles-heading">
        <h2 id="articles-heading" className="mb-6 text-3xl sm:text-4xl">
          {list.heading}
        </h2>
        <Island name="article-list" props={{ articles, categories: loaderData.categories, words: list, readTime }}>
          <ArticleList articles={articles} categories={loaderData.categories} words={list} readTime={readTime} />
        </Island>
      </Section>
      <div className="bg-cream pb-16 sm:pb-20">
        <Container className="grid items-start gap-6 md:grid-cols-2">
          <Island name="newsletter" props={{ words: loaderData.newsletter }}>
            <NewsletterBox words={loaderData.newsletter} />
          </Island>
          <CallBox headingId="blog-call-heading" heading={callBox.heading} body={callBox.body} call={callBox.call}>
            <ButtonLink to="/contact" variant="outlineLight">
              {callBox.contact}
            </ButtonLink>
          </CallBox>
        </Container>
      </div>
      <CallToAction />
    </>
  );
}
