import type { InsuranceContent } from "~/content/contact/insurance";
import { Section, SectionHeading } from "~/components/ui/section";

/** How billing works, as numbered steps. */
export function BillingSteps({ billing }: { billing: InsuranceContent["billing"] }) {
  return (
    <Section headingId="billing-heading">
      <SectionHeading id="billing-heading" title={billing.heading} intro={billing.intro} />
      <ol className="mt-8 grid max-w-3xl gap-4">
        {billing.steps.map((step, index) => (
          <li key={step} className="flex gap-4 rounded-2xl border border-line bg-white p-5">
            <span
              aria-hidden="true"
              className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-700 font-bold text-white"
            >
              {index + 1}
            </span>
            <span className="min-w-0 self-center">{step}</span>
          </li>
        ))}
      </ol>
      <p className="mt-6 max-w-3xl font-bold">{billing.questions}</p>
    </Section>
  );
}
