import { article, relatedArticles } from "~/content/blog/articles.server";
import { articleLabels } from "~/content/blog/labels";
import { blogFeed } from "~/content/blog/feed";
import { articleSlugs } from "~/pages";
import { requestLang, requestSlug } from "~/lib/page-data";
import { artMarkup } from "~/components/art/art-markup.server";
import { photo } from "~/content/photos.server";
import { photoMarkup } from "~/components/photo.server";
import { blogPageMeta } from "~/lib/feed-link";
import { blogPosting } from "~/lib/structured-data/blog-posting";
import { ArticlePage } from "~/components/blog/article-page";
import type { Route } from "./+types/article";

/** One template for the seven articles; each article's words come from its own Markdown file. */
export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const slug = requestSlug(request, "/blog/", articleSlugs);
  const found = article(slug, lang);
  return {
    ...found,
    imageSvg: found.photo ? "" : artMarkup(found.image),
    imagePhoto: photoMarkup(photo(found.photo, lang), "article"),
    labels: articleLabels[lang],
    related: relatedArticles(slug, lang),
    jsonLd: blogPosting({ ...found, path: `/blog/${slug}`, lang, description: found.head.description }),
    feedTitle: blogFeed[lang].title,
  };
}
export const meta = blogPageMeta;

export default function ArticleRoute({ loaderData }: Route.ComponentProps) {
  return <ArticlePage article={loaderData} />;
}
