import type { EmergencyContent } from "~/content/contact/emergency";
import { Section, SectionHeading } from "~/components/ui/section";
import { SampleMark } from "~/components/ui/sample-mark";

/** Response times by region (site.responseTimes), those this build may show; none, no section. */
export function ResponseTimesSection({ response }: { response: EmergencyContent["response"] }) {
  if (response.rows.length === 0) return null;
  return (
    <Section id="response-times" headingId="response-heading" tone="teal">
      <SectionHeading id="response-heading" title={response.heading} intro={response.intro} />
      <SampleMark when={response.samples} className="mt-6 max-w-3xl" />
      {/* A data table: with large text on a phone it scrolls sideways in its own box. */}
      <div
        role="region"
        aria-labelledby="response-heading"
        tabIndex={0}
        className="mt-8 max-w-3xl overflow-x-auto rounded-2xl bg-white"
      >
        <table className="w-full text-left text-lg">
          <thead className="bg-brand-800 text-white">
            <tr>
              <th scope="col" className="px-4 py-3">
                {response.regionLabel}
              </th>
              <th scope="col" className="px-4 py-3">
                {response.timeLabel}
              </th>
            </tr>
          </thead>
          <tbody>
            {response.rows.map((row) => (
              <tr key={row.region} className="border-t border-line">
                <th scope="row" className="px-4 py-3 font-bold">
                  {row.region}
                </th>
                <td className="px-4 py-3">{row.time}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-4 max-w-3xl">{response.note}</p>
    </Section>
  );
}
