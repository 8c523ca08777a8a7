import type { Review, ReviewsContent } from "~/content/reviews";
import type { Lang } from "~/i18n/lang";
import { relativeDate } from "~/i18n/dates";

export type DatedReview = Review & { when: string };
export type ReviewsPageData = Omit<ReviewsContent, "featured"> & {
  featured: Omit<ReviewsContent["featured"], "items"> & { items: DatedReview[] };
};

/** The reviews page's data when the page is built: each review's day said as "2 weeks ago". */
export function withReviewDates(content: ReviewsContent, lang: Lang, now: Date): ReviewsPageData {
  const items = content.featured.items.map((review) => ({ ...review, when: relativeDate(review.date, now, lang) }));
  return { ...content, featured: { ...content.featured, items } };
}
