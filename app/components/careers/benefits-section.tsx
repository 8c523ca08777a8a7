import type { BenefitId, CareersContent } from "~/content/careers";
import { Icon, type IconName } from "~/components/ui/icons";
import { Section, SectionHeading } from "~/components/ui/section";

const icons: Record<BenefitId, IconName> = {
  pay: "check",
  schedule: "calendar",
  health: "medicare",
  "time-off": "clock",
  growth: "license",
};

/** The five benefits (anchor #benefits). */
export function BenefitsSection({ benefits }: { benefits: CareersContent["benefits"] }) {
  return (
    <Section headingId="benefits-heading" id="benefits" tone="teal">
      <SectionHeading id="benefits-heading" title={benefits.heading} intro={benefits.intro} />
      {/* Rows of two, then three, each one full: five cards sit 2 + 2 + 1 (whole row), then 3 + 2 (halves). */}
      <ul className="mt-10 grid gap-5 sm:cards-in-twos lg:cards-in-threes">
        {benefits.items.map((item) => (
          <li key={item.id} className="rounded-2xl bg-white p-6 shadow-sm">
            <Icon name={icons[item.id]} className="size-9 text-brand-700" />
            <h3 className="mt-3 text-xl">{item.title}</h3>
            <p className="mt-2">{item.body}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
