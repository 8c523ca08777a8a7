import type { ListBlock } from "~/content/services/types";
import { CheckList } from "~/components/ui/check-list";
import { Section, SectionHeading } from "~/components/ui/section";

/** A titled check-list: what happens at a visit, who a service suits, why families choose us. */
export function ListSection({ id, block, tone }: { id: string; block: ListBlock; tone?: "cream" | "white" | "teal" }) {
  const headingId = `${id}-heading`;
  return (
    <Section id={id} headingId={headingId} tone={tone}>
      <SectionHeading id={headingId} title={block.heading} intro={block.intro} />
      <CheckList items={block.items} className="mt-8 max-w-3xl md:grid-cols-2 md:max-w-none" />
    </Section>
  );
}
