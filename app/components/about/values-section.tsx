import type { AboutContent, ValueKey } from "~/content/about";
import { Card } from "~/components/ui/card";
import { Icon, type IconName } from "~/components/ui/icons";
import { Section, SectionHeading } from "~/components/ui/section";

const icons: Record<ValueKey, IconName> = { compassion: "heart", trust: "shield", excellence: "star", family: "users" };

export function ValuesSection({ values }: { values: AboutContent["values"] }) {
  return (
    <Section id="values" headingId="values-heading">
      <SectionHeading id="values-heading" title={values.heading} intro={values.intro} />
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {values.items.map((value) => (
          <li key={value.key} data-key={value.key}>
            <Card className="h-full">
              <Icon name={icons[value.key]} className="size-10 text-brand-700" />
              <h3 className="mt-3 text-2xl">{value.title}</h3>
              <p className="mt-2">{value.body}</p>
              <p className="mt-4 rounded-xl bg-brand-50 px-4 py-3">
                <span className="font-bold">{values.atVisitLabel}:</span> {value.atVisit}
              </p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
