import type { SpecialsPageData } from "~/lib/shown-offers";
import { site } from "~/content/site";
import { CallButton } from "~/components/ui/button";
import { CheckList } from "~/components/ui/check-list";
import { Section, SectionHeading } from "~/components/ui/section";

/** The family home health aide program for medically fragile children, in short, with a call to check eligibility. */
export function FamilyProgram({ family }: { family: SpecialsPageData["family"] }) {
  return (
    <Section headingId="family-heading" id="family-program" tone="white">
      <SectionHeading id="family-heading" title={family.heading} intro={family.intro} />
      <CheckList items={family.points} className="mt-8 max-w-3xl text-lg" />
      <CallButton phone={site.phones.main} className="mt-8">
        {family.cta}: <span className="whitespace-nowrap">{site.phones.main.display}</span>
      </CallButton>
    </Section>
  );
}
