import type { CareersContent } from "~/content/careers";
import { site } from "~/content/site";
import { useLanguage } from "~/i18n/language-context";
import { regulatoryLine } from "~/content/regulatory-lines";
import { Section, SectionHeading } from "~/components/ui/section";

/** The four hiring steps, then (once it is real in the config) the Pennsylvania staffing license. */
export function HiringProcess({ process, staffing }: Pick<CareersContent, "process" | "staffing">) {
  const { lang } = useLanguage();
  const license = regulatoryLine(site.regulatory.pennsylvaniaStaffing, lang);
  return (
    <Section headingId="process-heading" id="hiring-process" tone="teal">
      <SectionHeading id="process-heading" title={process.heading} intro={process.intro} />
      <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {process.steps.map((step, i) => (
          <li key={step.title} className="rounded-2xl bg-white p-6 shadow-sm">
            <span
              aria-hidden="true"
              className="flex size-12 items-center justify-center rounded-full bg-brand-700 text-2xl font-bold text-white"
            >
              {i + 1}
            </span>
            <h3 className="mt-4 text-xl">{step.title}</h3>
            <p className="mt-2">{step.body}</p>
          </li>
        ))}
      </ol>
      {staffing && license && (
        <div className="mt-12 max-w-3xl rounded-2xl border border-line bg-white p-6">
          <h3 className="text-2xl">{staffing.heading}</h3>
          {staffing.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3">
              {paragraph}
            </p>
          ))}
          <p className="mt-3 text-muted">{license}</p>
        </div>
      )}
    </Section>
  );
}
