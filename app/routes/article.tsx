import { article } from "~/content/blog/articles.server";
import { articleLabels } from "~/content/blog/labels";
import { articleSlugs } from "~/pages";
import { pageMeta, requestLang, requestSlug } from "~/lib/page-data";
import { formatDate } from "~/lib/dates";
import { artMarkup } from "~/components/art/art-markup.server";
import { ArticlePage } from "~/components/blog/article-page";
import type { Route } from "./+types/article";

/** One template for the seven articles; each article's words come from its own Markdown file. */
export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const found = article(requestSlug(request, "/blog/", articleSlugs), lang);
  return {
    ...found,
    imageSvg: artMarkup(found.image),
    dateText: formatDate(found.date, lang),
    labels: articleLabels[lang],
  };
}
export const meta = pageMeta;

export default function ArticleRoute({ loaderData }: Route.ComponentProps) {
  return <ArticlePage article={loaderData} />;
}
