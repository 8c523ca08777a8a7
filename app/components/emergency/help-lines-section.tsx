import type { EmergencyContent } from "~/content/contact/emergency";
import { publicLines } from "~/content/public-lines";
import { CallButton } from "~/components/ui/button";
import { Section, SectionHeading } from "~/components/ui/section";

/** Public lines beside the care line: Poison Control and the 988 Suicide & Crisis Lifeline. */
export function HelpLinesSection({ helpLines }: { helpLines: EmergencyContent["helpLines"] }) {
  const items = [
    { id: "poison", ...helpLines.poison, phone: publicLines.poisonControl },
    { id: "crisis", ...helpLines.crisis, phone: publicLines.crisis },
  ];
  return (
    <Section id="help-lines" headingId="help-lines-heading" tone="white">
      <SectionHeading id="help-lines-heading" title={helpLines.heading} intro={helpLines.intro} />
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        {items.map((item) => (
          <li key={item.id} className="flex flex-col rounded-2xl border border-line bg-cream p-6">
            <h3 className="text-xl">{item.title}</h3>
            <p className="mt-2 grow">{item.body}</p>
            <CallButton phone={item.phone} variant="secondary" className="mt-4 self-start">
              {item.phone.display}
            </CallButton>
          </li>
        ))}
      </ul>
    </Section>
  );
}
