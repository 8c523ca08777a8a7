import { site } from "~/content/site";
import type { ReviewsPageData } from "~/lib/reviews-page";
import { Section } from "~/components/ui/section";
import { StarRating } from "~/components/ui/star-rating";

/** The overall rating, the number of reviews and how many families would recommend us (config). */
export function RatingSummary({ content }: { content: Pick<ReviewsPageData, "summary" | "starsLabel"> }) {
  const { summary } = content;
  return (
    <Section headingId="summary-heading" tone="white">
      <h2 id="summary-heading" className="sr-only">
        {summary.heading}
      </h2>
      <dl className="grid gap-6 md:grid-cols-2">
        <div className="flex flex-col items-center rounded-2xl bg-brand-50 p-6 text-center">
          <dt className="order-3 mt-1 text-lg">
            {summary.average}, {summary.basedOn}
          </dt>
          <dd className="order-1 text-5xl font-bold text-brand-800">{site.claims.rating.value}</dd>
          <dd className="order-2 mt-2">
            <StarRating rating={site.claims.rating.value} label={content.starsLabel} />
          </dd>
        </div>
        <div className="flex flex-col items-center justify-center rounded-2xl bg-brand-50 p-6 text-center">
          <dt className="order-2 mt-1 text-lg">{summary.recommend}</dt>
          <dd className="order-1 text-5xl font-bold text-brand-800">{site.claims.recommendPercent.value}%</dd>
        </div>
      </dl>
    </Section>
  );
}
