import type { HomeContent } from "~/content/home";
import { site } from "~/content/site";
import { CallButton } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CheckList } from "~/components/ui/check-list";
import { SampleMark } from "~/components/ui/sample-mark";
import { Section, SectionHeading } from "~/components/ui/section";

export function FamilyProgramSection({ family }: { family: NonNullable<HomeContent["family"]> }) {
  const lists = [
    { title: family.benefitsHeading, items: family.benefits },
    { title: family.eligibilityHeading, items: family.eligibility },
  ];
  return (
    <Section headingId="family-heading" tone="teal">
      <SectionHeading id="family-heading" eyebrow={family.eyebrow} title={family.heading} intro={family.intro} />
      <SampleMark when={family.sample} className="mt-6" />
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {lists.map((list) => (
          <Card key={list.title}>
            <h3 className="text-xl">{list.title}</h3>
            <CheckList items={list.items} className="mt-4" />
          </Card>
        ))}
      </div>
      <CallButton phone={site.phones.main} className="mt-8">
        {family.cta}: {site.phones.main.display}
      </CallButton>
    </Section>
  );
}
