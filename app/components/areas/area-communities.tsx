import { Icon } from "~/components/ui/icons";
import { Section, SectionHeading } from "~/components/ui/section";
import type { AreaPageData } from "./area-page";

/** The communities we serve in this area and the hospitals families here come home from. */
export function AreaCommunities({ area }: { area: AreaPageData }) {
  const { labels } = area;
  return (
    <Section headingId="communities-heading" id="communities">
      <div className="grid gap-10 lg:grid-cols-2">
        <div>
          <SectionHeading id="communities-heading" title={labels.communitiesHeading} intro={labels.communitiesIntro} />
          <ul className="mt-6 grid grid-cols-1 gap-x-6 gap-y-2 @min-[25rem]/page:grid-cols-2">
            {area.communities.map((name) => (
              <li key={name} className="flex items-center gap-2 text-lg">
                <Icon name="pin" className="size-5 text-accent-700" />
                {name}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 id="hospitals-heading" className="text-3xl sm:text-4xl">
            {labels.hospitalsHeading}
          </h2>
          <p className="mt-4 text-lg">{area.hospitalsIntro}</p>
          <ul className="mt-5 grid gap-2">
            {area.hospitals.map((name) => (
              <li key={name} className="flex gap-2">
                <Icon name="heart" className="mt-0.5 size-5 text-brand-700" />
                {name}
              </li>
            ))}
          </ul>
          <p className="mt-4 text-base text-muted">{labels.hospitalsNote}</p>
        </div>
      </div>
    </Section>
  );
}
