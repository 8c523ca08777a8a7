import type { EmergencyContent } from "~/content/contact/emergency";
import { site } from "~/content/site";
import { CallButton } from "~/components/ui/button";
import { EmergencyLine } from "~/components/layout/emergency-line";
import { Section, SectionHeading } from "~/components/ui/section";

/** The agency's 24/7 care line (site.phones.emergency). */
export function HotlineSection({ hotline }: { hotline: EmergencyContent["hotline"] }) {
  return (
    <Section id="hotline" headingId="hotline-heading" tone="white">
      <SectionHeading id="hotline-heading" title={hotline.heading} intro={hotline.body} />
      <CallButton phone={site.phones.emergency} className="mt-6 text-xl">
        {hotline.callLabel}: {site.phones.emergency.display}
      </CallButton>
      <p className="mt-4 text-lg">{hotline.note}</p>
      <EmergencyLine className="mt-4 text-lg text-accent-800" />
    </Section>
  );
}
