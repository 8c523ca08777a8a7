import type { ReactNode } from "react";
import { Link } from "react-router";
import type { HomeContent } from "~/content/home";
import { profileUrl } from "~/content/facts";
import { shownMainOffice } from "~/content/shown-offices";
import { directionsHref } from "~/lib/contact";
import { useLanguage } from "~/i18n/language-context";
import { ExternalLink } from "~/components/ui/external-link";
import { Icon, type IconName } from "~/components/ui/icons";
import { Section, SectionHeading } from "~/components/ui/section";
import { SampleMark } from "~/components/ui/sample-mark";

type SocialKey = keyof HomeContent["social"]["links"];

/**
 * Where to read reviews (the site's own page), the directions to the main office (once its address
 * may be shown), and the agency's social profiles: a profile card appears only once the config holds its URL.
 */
const cards: { key: SocialKey; icon: IconName; href: string | null; internal?: boolean }[] = [
  { key: "reviews", icon: "star", href: "/reviews", internal: true },
  // No directions while the main office's address is a sample this build leaves out.
  { key: "directions", icon: "pin", href: shownMainOffice.address && directionsHref(shownMainOffice.address) },
  { key: "facebook", icon: "chat", href: profileUrl("facebook") },
  { key: "instagram", icon: "camera", href: profileUrl("instagram") },
];

const cardClass =
  "flex h-full flex-col rounded-2xl border border-line bg-white p-6 text-ink no-underline shadow-sm hover:border-brand-600 hover:shadow-md";

export function SocialSection({ social }: { social: HomeContent["social"] }) {
  const { href } = useLanguage();
  const shown = cards.filter((card) => card.href !== null);
  return (
    <Section headingId="social-heading">
      <SectionHeading id="social-heading" title={social.heading} intro={social.intro} />
      <ul className={`mt-10 grid gap-5 sm:grid-cols-2 ${shown.length > 2 ? "lg:grid-cols-4" : ""}`}>
        {shown.map(({ key, icon, href: url, internal }) => {
          const body: ReactNode = (
            <>
              <Icon name={icon} className="size-9 text-brand-700" />
              <span className="mt-3 text-xl font-bold text-brand-900 underline">{social.links[key].label}</span>
              <span className="mt-1">{social.links[key].description}</span>
            </>
          );
          return (
            <li key={key}>
              {internal ? (
                <Link to={href("/reviews")} className={cardClass}>
                  {body}
                </Link>
              ) : (
                <ExternalLink href={url!} className={cardClass}>
                  {body}
                </ExternalLink>
              )}
              <SampleMark when={key === "directions" && shownMainOffice.sample} className="mt-2" />
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
