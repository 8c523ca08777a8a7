import { reviews } from "~/content/reviews";
import { PageHero } from "~/components/page-hero";
import { CallToAction } from "~/components/call-to-action";
import { RatingSummary } from "~/components/reviews/rating-summary";
import { FeaturedReviews } from "~/components/reviews/featured-reviews";
import { PlatformsSection } from "~/components/reviews/platforms-section";
import { AwardsSection } from "~/components/reviews/awards-section";
import { ShareSection } from "~/components/reviews/share-section";
import { contentFor, pageMeta, requestLang } from "~/lib/page-data";
import { withReviewDates } from "~/lib/reviews-page";
import type { Route } from "./+types/reviews";

/** Runs at build time: each review's date is said as its month and year. */
export const loader = ({ request }: Route.LoaderArgs) =>
  withReviewDates(contentFor(reviews, request), requestLang(request));
export const meta = pageMeta;

export default function ReviewsPage({ loaderData: content }: Route.ComponentProps) {
  return (
    <>
      <PageHero head={content.head} />
      <RatingSummary content={content} />
      <FeaturedReviews featured={content.featured} starsLabel={content.starsLabel} />
      <PlatformsSection content={content} />
      <AwardsSection awards={content.awards} />
      <ShareSection share={content.share} />
      <CallToAction />
    </>
  );
}
