import type { CareersContent, ReasonId } from "~/content/careers";
import { Card } from "~/components/ui/card";
import { Icon, type IconName } from "~/components/ui/icons";
import { Section, SectionHeading } from "~/components/ui/section";

const icons: Record<ReasonId, IconName> = { families: "heart", support: "clock", close: "pin", respect: "chat" };

export function WhySection({ why }: { why: CareersContent["why"] }) {
  return (
    <Section headingId="why-heading" id="why" tone="white">
      <SectionHeading id="why-heading" title={why.heading} intro={why.intro} />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {why.items.map((item) => (
          <li key={item.id}>
            <Card className="h-full">
              <Icon name={icons[item.id]} className="size-10 text-brand-700" />
              <h3 className="mt-3 text-xl">{item.title}</h3>
              <p className="mt-2">{item.body}</p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
