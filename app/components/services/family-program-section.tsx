import type { FamilyProgramBlock } from "~/content/services/types";
import { site } from "~/content/site";
import { CallButton } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CheckList } from "~/components/ui/check-list";
import { SampleMark } from "~/components/ui/sample-mark";
import { Section, SectionHeading } from "~/components/ui/section";

/** The Medicaid family home health aide program for medically fragile children. */
export function FamilyProgramSection({ program }: { program: FamilyProgramBlock }) {
  const lists = [
    { key: "benefits", title: program.benefitsHeading, items: program.benefits },
    { key: "eligibility", title: program.eligibilityHeading, items: program.eligibility },
  ];
  return (
    <Section id="family-program" headingId="family-program-heading" tone="teal">
      <SectionHeading id="family-program-heading" title={program.heading} intro={program.intro} />
      <SampleMark when={program.sample} className="mt-6" />
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {lists.map((list) => (
          <Card key={list.key}>
            <h3 className="text-xl">{list.title}</h3>
            <CheckList items={list.items} className="mt-4" />
          </Card>
        ))}
      </div>
      <CallButton phone={site.phones.main} className="mt-8">
        {program.callLabel}: {site.phones.main.display}
      </CallButton>
    </Section>
  );
}
