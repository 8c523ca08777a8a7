import type { Review, ReviewsContent } from "~/content/reviews";
import type { Lang } from "~/i18n/lang";
import { monthYear } from "~/i18n/dates";

export type DatedReview = Review & { when: string };
export type ReviewsPageData = Omit<ReviewsContent, "featured"> & {
  featured: Omit<ReviewsContent["featured"], "items"> & { items: DatedReview[] };
};

/** The reviews page's data: each review's date said as its month and year ("September 2026"). */
export function withReviewDates(content: ReviewsContent, lang: Lang): ReviewsPageData {
  const items = content.featured.items.map((review) => ({ ...review, when: monthYear(review.date, lang) }));
  return { ...content, featured: { ...content.featured, items } };
}
