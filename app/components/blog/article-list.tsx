import { startTransition, useEffect, useMemo, useRef, useState } from "react";
import type { ArticleSummary } from "~/content/blog/articles.server";
import type { BlogIndexContent } from "~/content/blog/blog-index";
import { useHydrated } from "~/hooks/use-hydrated";
import { ALL, countText, listView, type CategoryFilter as Filter } from "~/lib/blog-list";
import { afterNextPaint } from "~/lib/browser/after-paint";
import { buttonClass } from "~/components/ui/button";
import { ArticleCard } from "./article-card";
import { CategoryFilter } from "./category-filter";

interface ArticleListProps {
  articles: ArticleSummary[];
  categories: { key: string; name: string }[];
  words: BlogIndexContent["list"];
  readTime: string;
}

/**
 * The list of articles with its count, category filter and "Load More Articles". The prerendered
 * HTML (and a visit without JavaScript) lists every article; the filter and "load more" appear
 * once the page is hydrated, so no control is ever shown that cannot work. A category button
 * shows itself pressed at once; the list follows after that paint (a slow phone answers the tap
 * first, then redraws the cards).
 */
export function ArticleList({ articles, categories, words, readTime }: ArticleListProps) {
  const hydrated = useHydrated();
  const [pressed, setPressed] = useState<Filter>(ALL);
  const [filter, setFilter] = useState<Filter>(ALL);
  const [pages, setPages] = useState(1);
  const view = useMemo(
    () => listView(articles, filter, hydrated ? pages : Infinity),
    [articles, filter, hydrated, pages],
  );
  const categoryName = categories.find((c) => c.key === filter)?.name;
  const cards = useMemo(
    () =>
      view.shown.map((article) => (
        <li key={article.slug} data-category={article.category}>
          <ArticleCard article={article} readTime={readTime} />
        </li>
      )),
    [view, readTime],
  );

  // After "load more", focus moves to the first article it revealed (the button may now be disabled).
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    if (focusFrom.current === null) return;
    listRef.current?.children[focusFrom.current]?.querySelector("a")?.focus();
    focusFrom.current = null;
  }, [pages]);

  const select = (key: Filter) => {
    setPressed(key);
    afterNextPaint(() =>
      startTransition(() => {
        setFilter(key);
        setPages(1);
      }),
    );
  };
  const loadMore = () => {
    focusFrom.current = view.shown.length;
    setPages((p) => p + 1);
  };

  return (
    <div>
      {hydrated && (
        <CategoryFilter
          label={words.categoriesLabel}
          allLabel={words.allArticles}
          categories={categories}
          selected={pressed}
          onSelect={select}
        />
      )}
      <p role="status" className="mt-6 text-lg font-bold text-brand-900">
        {countText(words, view.shown.length, view.matching.length, categoryName)}
      </p>
      <ul ref={listRef} className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {cards}
      </ul>
      {hydrated && (
        <button
          type="button"
          onClick={loadMore}
          disabled={!view.more}
          className={buttonClass("secondary", "mt-8 disabled:cursor-not-allowed disabled:opacity-60")}
        >
          {words.loadMore}
        </button>
      )}
    </div>
  );
}
