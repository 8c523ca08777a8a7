import type { EmergencyContent } from "~/content/contact/emergency";
import { site } from "~/content/site";
import { Section, SectionHeading } from "~/components/ui/section";
import { useLanguage } from "~/i18n/language-context";

/** Response times by region, straight from site.responseTimes. */
export function ResponseTimesSection({ response }: { response: EmergencyContent["response"] }) {
  const { lang } = useLanguage();
  return (
    <Section id="response-times" headingId="response-heading" tone="teal">
      <SectionHeading id="response-heading" title={response.heading} intro={response.intro} />
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
            {site.responseTimes.map((row) => (
              <tr key={row.region.en} className="border-t border-line">
                <th scope="row" className="px-4 py-3 font-bold">
                  {row.region[lang]}
                </th>
                <td className="px-4 py-3">{row.time[lang]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-4 max-w-3xl">{response.note}</p>
    </Section>
  );
}
