import type { AboutContent } from "~/content/about";
import { Section, SectionHeading } from "~/components/ui/section";
import { SampleMark } from "~/components/ui/sample-mark";

/** The agency in up to four numbers (values computed from the config in the content module; a sample left out on a real site). */
export function StatsSection({ stats }: { stats: AboutContent["stats"] }) {
  return (
    <Section id="stats" headingId="stats-heading" tone="teal">
      <SectionHeading id="stats-heading" title={stats.heading} />
      <SampleMark when={stats.samples} className="mt-6" />
      <dl className="mt-8 grid xs:grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
        {stats.items.map((stat) => (
          <div key={stat.key} data-key={stat.key} className="flex flex-col rounded-2xl bg-white p-5 text-center">
            <dt className="order-2 text-muted">{stat.label}</dt>
            <dd className="order-1 text-3xl font-bold whitespace-nowrap text-brand-800 sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
