import type { EmergencyContent } from "~/content/contact/emergency";
import { CheckList } from "~/components/ui/check-list";
import { Section, SectionHeading } from "~/components/ui/section";

/**
 * Urgent home-care needs (call us) and medical emergencies (call 911) side by side, and between
 * them in weight, what needs the doctor or the emergency room now rather than a home visit.
 */
export function TriageSection({ triage }: { triage: EmergencyContent["triage"] }) {
  return (
    <Section id="urgent-or-911" headingId="triage-heading">
      <SectionHeading id="triage-heading" title={triage.heading} intro={triage.intro} />
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <div className="rounded-2xl border-2 border-brand-700 bg-white p-6 shadow-sm">
          <h3 id="urgent-list" className="text-xl">
            {triage.urgentHeading}
          </h3>
          <CheckList items={triage.urgent} className="mt-4" />
        </div>
        <div className="rounded-2xl border-4 border-accent-800 bg-white p-6 shadow-sm md:row-span-2">
          <h3 id="call-911-list" className="text-xl text-accent-800">
            {triage.emergencyHeading}
          </h3>
          <ul className="mt-4 grid list-disc gap-3 pl-6 marker:text-accent-800">
            {triage.emergency.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl border-2 border-accent-800 bg-white p-6 shadow-sm">
          <h3 id="doctor-now-list" className="text-xl text-accent-800">
            {triage.doctorHeading}
          </h3>
          <ul className="mt-4 grid list-disc gap-3 pl-6 marker:text-accent-800">
            {triage.doctor.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
