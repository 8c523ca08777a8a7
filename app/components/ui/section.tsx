import type { ReactNode } from "react";
import { Container } from "./container";

type Tone = "cream" | "white" | "teal";
const tones: Record<Tone, string> = { cream: "bg-cream", white: "bg-white", teal: "bg-brand-50" };

interface SectionProps {
  /** id of the section's heading, for aria-labelledby. */
  headingId: string;
  id?: string;
  tone?: Tone;
  children: ReactNode;
}

/** A page section: landmark labelled by its heading, consistent spacing and width. */
export function Section({ headingId, id, tone = "cream", children }: SectionProps) {
  return (
    <section id={id} aria-labelledby={headingId} className={`${tones[tone]} py-16 sm:py-20`}>
      <Container>{children}</Container>
    </section>
  );
}

interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  /** Focus target of in-page links ("learn about our services"). */
  focusable?: boolean;
}

export function SectionHeading({ id, eyebrow, title, intro, focusable }: SectionHeadingProps) {
  return (
    <div className="max-w-3xl">
      {eyebrow && <p className="font-bold tracking-wide text-accent-800 uppercase">{eyebrow}</p>}
      <h2 id={id} tabIndex={focusable ? -1 : undefined} className="mt-1 text-3xl sm:text-4xl">
        {title}
      </h2>
      {intro && <p className="mt-4 text-lg sm:text-xl">{intro}</p>}
    </div>
  );
}
