import type { ReviewsPageData } from "~/lib/reviews-page";
import { Section } from "~/components/ui/section";
import { StarRating } from "~/components/ui/star-rating";
import { SampleMark } from "~/components/ui/sample-mark";

/** The overall rating, the number of reviews and how many families would recommend us (config): each figure only when it may be shown. */
export function RatingSummary({ content }: { content: Pick<ReviewsPageData, "summary" | "starsLabel"> }) {
  const { summary } = content;
  const { rating, recommendPercent } = summary;
  if (rating === null && recommendPercent === null) return null;
  return (
    <Section headingId="summary-heading" tone="white">
      <h2 id="summary-heading" className="sr-only">
        {summary.heading}
      </h2>
      <SampleMark when={summary.samples} className="mb-6" />
      <dl className="grid gap-6 md:grid-cols-2">
        {rating !== null && (
          <div className="flex flex-col items-center rounded-2xl bg-brand-50 p-6 text-center">
            <dt className="order-3 mt-1 text-lg">
              {summary.average}, {summary.basedOn}
            </dt>
            <dd className="order-1 text-5xl font-bold text-brand-800">{rating}</dd>
            <dd className="order-2 mt-2">
              <StarRating rating={rating} label={content.starsLabel} />
            </dd>
          </div>
        )}
        {recommendPercent !== null && (
          <div className="flex flex-col items-center justify-center rounded-2xl bg-brand-50 p-6 text-center">
            <dt className="order-2 mt-1 text-lg">{summary.recommend}</dt>
            <dd className="order-1 text-5xl font-bold text-brand-800">{recommendPercent}%</dd>
          </div>
        )}
      </dl>
    </Section>
  );
}
