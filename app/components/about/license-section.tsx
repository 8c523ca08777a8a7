import type { AboutContent } from "~/content/about";
import { site } from "~/content/site";
import { Section, SectionHeading } from "~/components/ui/section";
import { useLanguage } from "~/i18n/language-context";
import { regulatoryLines } from "~/content/regulatory-lines";
import { statusLineIds } from "~/content/facts";

export function LicenseSection({ license }: { license: AboutContent["license"] }) {
  const { lang } = useLanguage();
  // The agency's status lines, in order; each is left off while it is a sample.
  const lines = regulatoryLines(site.regulatory, lang, [...statusLineIds]);
  return (
    <Section id="license" headingId="license-heading" tone="white">
      <SectionHeading id="license-heading" title={license.heading} />
      <div className="mt-5 max-w-3xl space-y-4 text-lg">
        {license.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      {lines.length > 0 && (
        <div className="mt-6 max-w-3xl rounded-2xl border border-line bg-cream p-5">
          <h3 className="text-xl">{license.linesLabel}</h3>
          <ul className="mt-2 space-y-1">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
    </Section>
  );
}
