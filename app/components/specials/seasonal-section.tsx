import type { SpecialsPageData } from "~/lib/shown-offers";
import { site } from "~/content/site";
import { CallButton } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CheckList } from "~/components/ui/check-list";
import { Icon } from "~/components/ui/icons";
import { Section, SectionHeading } from "~/components/ui/section";

/** Holiday, spring wellness and summer safety: what each season adds, and when. */
export function SeasonalSection({ seasonal }: { seasonal: SpecialsPageData["seasonal"] }) {
  return (
    <Section headingId="seasonal-heading" id="seasonal">
      <SectionHeading id="seasonal-heading" title={seasonal.heading} intro={seasonal.intro} />
      <ul className="mt-10 grid gap-6 lg:grid-cols-3">
        {seasonal.programs.map((program) => (
          <li key={program.id}>
            <Card className="h-full">
              <p className="flex items-center gap-2 font-bold text-accent-800">
                <Icon name="calendar" className="size-6" />
                {program.months}
              </p>
              <h3 className="mt-3 text-2xl">{program.title}</h3>
              <p className="mt-2">{program.description}</p>
              <CheckList items={program.highlights} className="mt-4" />
            </Card>
          </li>
        ))}
      </ul>
      <CallButton phone={site.phones.main} className="mt-8">
        {seasonal.cta}: <span className="whitespace-nowrap">{site.phones.main.display}</span>
      </CallButton>
    </Section>
  );
}
