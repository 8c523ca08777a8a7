import type { EmergencyContent } from "~/content/contact/emergency";
import { specialNeedsRegistry } from "~/content/public-lines";
import { ExternalLink } from "~/components/ui/external-link";
import { Section, SectionHeading } from "~/components/ui/section";

/** What to do before and during a power outage or a hurricane, with the link to Florida's Special Needs Registry. */
export function StormSection({ storm }: { storm: EmergencyContent["storm"] }) {
  return (
    <Section id="power-and-hurricanes" headingId="storm-heading">
      <SectionHeading id="storm-heading" title={storm.heading} />
      <div className="mt-6 grid max-w-3xl gap-4">
        {storm.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p>
          <ExternalLink href={specialNeedsRegistry} className="font-bold underline">
            {storm.registry}
          </ExternalLink>
        </p>
      </div>
    </Section>
  );
}
