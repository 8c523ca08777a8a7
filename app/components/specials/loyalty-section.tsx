import type { SpecialsPageData } from "~/lib/shown-offers";
import { CheckList } from "~/components/ui/check-list";
import { Section, SectionHeading } from "~/components/ui/section";

const tierTone = {
  bronze: "border-[#b87333]",
  silver: "border-[#8a9597]",
  gold: "border-[#c9a227]",
  platinum: "border-brand-700",
} as const;

/** The four loyalty tiers (names, hours and discounts from the page's words file). */
export function LoyaltySection({ loyalty }: { loyalty: SpecialsPageData["loyalty"] }) {
  return (
    <Section headingId="loyalty-heading" id="loyalty" tone="teal">
      <SectionHeading id="loyalty-heading" title={loyalty.heading} intro={loyalty.intro} />
      <ol className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {loyalty.tiers.map((tier) => (
          <li
            key={tier.id}
            className={`rounded-2xl border-t-8 bg-white p-6 text-center shadow-sm ${tierTone[tier.id]}`}
          >
            <h3 className="text-2xl">{tier.name}</h3>
            <p className="mt-2 text-4xl font-bold text-brand-800">{tier.discount}</p>
            <p className="mt-2 text-muted">{tier.hours}</p>
          </li>
        ))}
      </ol>
      <CheckList items={loyalty.notes} className="mt-8 max-w-3xl" />
    </Section>
  );
}
