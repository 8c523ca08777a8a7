import type { DatedReview, ReviewsPageData } from "~/lib/reviews-page";
import { Card } from "~/components/ui/card";
import { Section, SectionHeading } from "~/components/ui/section";
import { StarRating } from "~/components/ui/star-rating";
import { SampleMark } from "~/components/ui/sample-mark";

type Featured = ReviewsPageData["featured"];

/**
 * The reviews this build may show: stars (read as words), the words, who wrote them, where, the
 * month and for which service. With none, what the page says instead: how to reach the agency.
 */
export function FeaturedReviews({ featured, starsLabel }: { featured: Featured; starsLabel: string }) {
  return (
    <Section headingId="featured-heading" id="featured-reviews">
      <SectionHeading id="featured-heading" title={featured.heading} intro={featured.intro} />
      <SampleMark when={featured.samples} className="mt-6" />
      {featured.items.length > 0 && (
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {featured.items.map((review) => (
            <li key={review.id}>
              <ReviewCard
                review={review}
                starsLabel={starsLabel}
                serviceLabel={featured.serviceLabel}
                translatedNote={featured.translated}
              />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function ReviewCard({
  review,
  starsLabel,
  serviceLabel,
  translatedNote,
}: {
  review: DatedReview;
  starsLabel: string;
  serviceLabel: string;
  translatedNote: string;
}) {
  return (
    <Card className="flex h-full flex-col">
      <figure className="flex grow flex-col">
        <StarRating rating={review.rating} label={starsLabel} />
        <blockquote className="mt-4 grow">
          <p>“{review.text}”</p>
        </blockquote>
        {review.translated && <p className="mt-2 text-base text-muted italic">{translatedNote}</p>}
        <figcaption className="mt-5 border-t border-line pt-4">
          <span className="block font-bold text-brand-900">{review.name}</span>
          <span className="block text-muted">
            {review.location} · <time dateTime={review.date}>{review.when}</time>
          </span>
          <span className="mt-2 block">
            <span className="font-bold">{serviceLabel}:</span> {review.service}
          </span>
        </figcaption>
      </figure>
    </Card>
  );
}
