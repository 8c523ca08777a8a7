import type { ReviewsPageData } from "~/lib/reviews-page";
import { Section, SectionHeading } from "~/components/ui/section";
import { StarRating } from "~/components/ui/star-rating";
import { fill } from "~/i18n/format";
import { SampleMark } from "~/components/ui/sample-mark";

/** Rating and number of reviews on each platform this build may show (config; the counts add up to the total); none, no section. */
export function PlatformsSection({ content }: { content: Pick<ReviewsPageData, "platforms" | "starsLabel"> }) {
  const { platforms } = content;
  if (platforms.items.length === 0) return null;
  return (
    <Section headingId="platforms-heading" id="platforms" tone="white">
      <SectionHeading id="platforms-heading" title={platforms.heading} intro={platforms.intro} />
      <SampleMark when={platforms.samples} className="mt-6" />
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {platforms.items.map((platform) => (
          <li key={platform.id} className="rounded-2xl border border-line bg-cream p-6 text-center">
            <h3 className="text-xl">{platform.name}</h3>
            <p className="mt-2 text-4xl font-bold text-brand-800">{platform.rating.toFixed(1)}</p>
            <StarRating rating={platform.rating} label={content.starsLabel} className="mt-2" />
            <p className="mt-2 text-muted">{fill(platforms.reviewCount, { count: platform.count })}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
