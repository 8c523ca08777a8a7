import type { ServicesOverviewContent } from "~/content/services/types";
import { Section, SectionHeading } from "~/components/ui/section";

/** The four steps to start care, as an ordered list. */
export function StepsSection({ steps }: { steps: ServicesOverviewContent["steps"] }) {
  return (
    <Section id="steps" headingId="steps-heading" tone="white">
      <SectionHeading id="steps-heading" title={steps.heading} intro={steps.intro} />
      <ol className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {steps.items.map((step, i) => (
          <li key={step.key} className="flex flex-col rounded-2xl border border-line bg-cream p-6">
            <span
              aria-hidden="true"
              className="flex size-12 items-center justify-center rounded-full bg-brand-800 text-xl font-bold text-white"
            >
              {i + 1}
            </span>
            <p className="mt-4 font-bold text-accent-800">{step.label}</p>
            <h3 className="mt-1 text-xl">{step.title}</h3>
            <p className="mt-2">{step.body}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
