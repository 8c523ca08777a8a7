import { site } from "~/content/site";
import type { ReviewsPageData } from "~/lib/reviews-page";
import { buttonClass } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { Section, SectionHeading } from "~/components/ui/section";
import { fill } from "~/lib/format";

/** One button per review platform (URLs in the config), each opening it in a new tab. */
export function ShareSection({ share }: { share: ReviewsPageData["share"] }) {
  return (
    <Section headingId="share-heading" id="share">
      <SectionHeading id="share-heading" title={share.heading} intro={share.intro} />
      <ul className="mt-8 flex flex-wrap gap-4">
        {site.reviewPlatforms.map((platform) => (
          <li key={platform.id}>
            <ExternalLink href={site.links[platform.link]} className={buttonClass("secondary")}>
              {fill(share.button, { platform: platform.name })}
            </ExternalLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
