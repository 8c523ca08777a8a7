import type { CareersContent } from "~/content/careers";
import type { Upload } from "~/lib/forms/files";
import { Section, SectionHeading } from "~/components/ui/section";
import { Island } from "~/components/island";
import { ApplicationForm } from "./application-form";
import { applyAnchor } from "./positions-section";

/**
 * The application (#apply). Each position's Apply link lands on its own anchor here (#apply-<id>).
 * The form is a framework island (components/island.tsx) on a page with islands only.
 */
export function ApplicationSection({
  content,
}: {
  content: Pick<CareersContent, "application" | "positions"> & { resume: Upload | null };
}) {
  const { application, positions, resume } = content;
  return (
    <Section headingId="apply-heading" id="apply" tone="white">
      {positions.items.map((p) => (
        <span key={p.id} id={applyAnchor(p.id)} />
      ))}
      <SectionHeading id="apply-heading" title={application.heading} intro={application.intro} />
      <div className="mt-8 max-w-2xl lg:max-w-none">
        <Island name="application-form" props={{ words: application, positions: positions.items, resume }}>
          <ApplicationForm words={application} positions={positions.items} resume={resume} />
        </Island>
      </div>
    </Section>
  );
}
