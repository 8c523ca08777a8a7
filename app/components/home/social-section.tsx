import type { HomeContent } from "~/content/home";
import { site } from "~/content/site";
import { ExternalLink } from "~/components/ui/external-link";
import { Icon, type IconName } from "~/components/ui/icons";
import { Section, SectionHeading } from "~/components/ui/section";

type SocialKey = keyof HomeContent["social"]["links"];
const order: { key: SocialKey; icon: IconName }[] = [
  { key: "reviews", icon: "star" },
  { key: "directions", icon: "pin" },
  { key: "facebook", icon: "chat" },
  { key: "instagram", icon: "camera" },
];

/** Links to the agency's profiles elsewhere (config): each opens in a new tab. */
export function SocialSection({ social }: { social: HomeContent["social"] }) {
  return (
    <Section headingId="social-heading">
      <SectionHeading id="social-heading" title={social.heading} intro={social.intro} />
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {order.map(({ key, icon }) => (
          <li key={key}>
            <ExternalLink
              href={site.links[key]}
              className="flex h-full flex-col rounded-2xl border border-line bg-white p-6 text-ink no-underline shadow-sm hover:border-brand-600 hover:shadow-md"
            >
              <Icon name={icon} className="size-9 text-brand-700" />
              <span className="mt-3 text-xl font-bold text-brand-900 underline">{social.links[key].label}</span>
              <span className="mt-1">{social.links[key].description}</span>
            </ExternalLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
