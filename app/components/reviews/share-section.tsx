import { profileUrl } from "~/content/facts";
import { site } from "~/content/site";
import type { ReviewsPageData } from "~/lib/reviews-page";
import { buttonClass } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { Section, SectionHeading } from "~/components/ui/section";
import { fill } from "~/i18n/format";

/** The review platforms whose profile URL the config holds, each with the URL to open. */
const platforms = site.reviewPlatforms.flatMap((p) => {
  const url = profileUrl(p.profile);
  return url ? [{ ...p, url }] : [];
});

/**
 * One button per review platform where the agency has a profile (new tab); the section is left
 * out while none is set, rather than sending visitors to a platform's home page.
 */
export function ShareSection({ share }: { share: ReviewsPageData["share"] }) {
  if (platforms.length === 0) return null;
  return (
    <Section headingId="share-heading" id="share">
      <SectionHeading id="share-heading" title={share.heading} intro={share.intro} />
      <ul className="mt-8 flex flex-wrap gap-4">
        {platforms.map((platform) => (
          <li key={platform.id}>
            <ExternalLink href={platform.url} className={buttonClass("secondary")}>
              {fill(share.button, { platform: platform.name })}
            </ExternalLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
