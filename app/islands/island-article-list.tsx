/** The blog's list of articles with its category filter and "load more" (/blog) as a framework island. */
import { hydrateRoot } from "react-dom/client";
import { ArticleList } from "~/components/blog/article-list";
import type { IslandProps } from "~/components/island";
import type { ArticleSummary } from "~/content/blog/articles.server";
import type { BlogIndexContent } from "~/content/blog/blog-index";
import { LanguageProvider } from "~/i18n/language-context";

type Props = IslandProps<{
  articles: ArticleSummary[];
  categories: { key: string; name: string }[];
  words: BlogIndexContent["list"];
  readTime: string;
}>;

export function hydrate(root: HTMLElement, { lang, articles, categories, words, readTime }: Props) {
  hydrateRoot(
    root,
    <LanguageProvider lang={lang}>
      <ArticleList articles={articles} categories={categories} words={words} readTime={readTime} />
    </LanguageProvider>,
  );
}
