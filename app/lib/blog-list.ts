/**
 * The /blog list's rules (the category list filters, the count follows, "Load More
 * Articles" reveals the next page and is disabled when nothing is left).
 *
 * "All Articles" lists every article but the featured one (it has its own place above the list);
 * a category lists every article of that category, the featured one included.
 */
import { fill } from "~/i18n/format";

export const PAGE_SIZE = 3;

/** "all" or a category key. */
export type CategoryFilter = string;
export const ALL = "all";

export interface ListedArticle {
  category: string;
  featured: boolean;
}

export interface ListView<T> {
  /** The articles the filter selects. */
  matching: T[];
  /** The ones on screen: the first `pages` pages of `matching`. */
  shown: T[];
  /** Whether "Load More Articles" has anything left to reveal. */
  more: boolean;
}

export function listView<T extends ListedArticle>(articles: T[], filter: CategoryFilter, pages: number): ListView<T> {
  const matching = filter === ALL ? articles.filter((a) => !a.featured) : articles.filter((a) => a.category === filter);
  const limit = Math.max(1, pages) * PAGE_SIZE;
  return { matching, shown: matching.slice(0, limit), more: matching.length > limit };
}

export interface CountWords {
  countOne: string;
  countOther: string;
  countShowing: string;
  inCategory: string;
}

/** "6 articles", "Showing 3 of 6 articles", "1 article in Safety & Prevention". */
export function countText(words: CountWords, shown: number, total: number, categoryName?: string): string {
  const count =
    shown < total
      ? fill(words.countShowing, { shown, total })
      : total === 1
        ? words.countOne
        : fill(words.countOther, { total });
  return categoryName ? fill(words.inCategory, { count, category: categoryName }) : count;
}
