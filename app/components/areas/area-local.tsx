import { Icon } from "~/components/ui/icons";
import { Section, SectionHeading } from "~/components/ui/section";
import { fill } from "~/i18n/format";
import type { AreaPageData } from "./area-page";

/** What is particular about care in this area, beside the four things families can count on. */
export function AreaLocal({ area }: { area: AreaPageData }) {
  return (
    <Section headingId="local-heading" tone="white">
      <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
        <div>
          <SectionHeading id="local-heading" title={area.local.heading} />
          <div className="mt-5 max-w-3xl space-y-4 text-lg">
            {area.local.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <div className="rounded-2xl bg-brand-50 p-6">
          <h3 className="text-2xl">{fill(area.labels.featuresHeading, { area: area.inSentence })}</h3>
          <ul className="mt-4 grid gap-3">
            {area.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <Icon name="check" className="mt-0.5 size-6 text-brand-700" />
                {feature}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
