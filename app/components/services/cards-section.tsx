import type { CardsBlock } from "~/content/services/types";
import { Card } from "~/components/ui/card";
import { CheckList } from "~/components/ui/check-list";
import { Section, SectionHeading } from "~/components/ui/section";

type Tone = "cream" | "white" | "teal";
const columns = { 2: "md:grid-cols-2", 3: "md:grid-cols-2 lg:grid-cols-3" } as const;

interface CardsSectionProps {
  /** Section id; the heading gets `${id}-heading`. */
  id: string;
  block: CardsBlock;
  tone?: Tone;
  cols?: keyof typeof columns;
}

/** A titled grid of cards (roles, age groups, conditions, programs, hours). */
export function CardsSection({ id, block, tone, cols = 3 }: CardsSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Section id={id} headingId={headingId} tone={tone}>
      <SectionHeading id={headingId} title={block.heading} intro={block.intro} />
      <ul className={`mt-10 grid gap-6 ${columns[cols]}`}>
        {block.items.map((item) => (
          <li key={item.key} data-key={item.key}>
            <Card className="h-full">
              {item.label && <p className="font-bold text-accent-800">{item.label}</p>}
              <h3 className="mt-1 text-xl">{item.title}</h3>
              <p className="mt-2">{item.body}</p>
              {item.points && <CheckList items={item.points} className="mt-4" />}
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
