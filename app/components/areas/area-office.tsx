import { Link } from "react-router";
import { CallButton } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { Section, SectionHeading } from "~/components/ui/section";
import { useLanguage } from "~/i18n/language-context";
import { fill } from "~/i18n/format";
import { SampleMark } from "~/components/ui/sample-mark";
import type { AreaPageData } from "./area-page";
import { officeById, responseById } from "./office-facts";

/**
 * The office that serves this area, its address and phone (the main number while its own is a sample
 * this build leaves out), what it covers, and the area's urgent response time (while this build may show it).
 */
export function AreaOffice({ area }: { area: AreaPageData }) {
  const { href, lang } = useLanguage();
  const { labels } = area;
  const office = officeById(area.office);
  const response = responseById(area.response);
  return (
    <Section headingId="office-heading" tone="teal">
      <SectionHeading id="office-heading" title={labels.officeHeading} intro={labels.officeIntro} />
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <div className="rounded-2xl border border-line bg-white p-6">
          <h3 className="flex items-center gap-2 text-2xl">
            <Icon name="pin" className="size-7 text-accent-700" />
            {office.name[lang]}
          </h3>
          <SampleMark when={office.sample} className="mt-3" />
          {office.address && (
            <address className="mt-3 not-italic">
              {office.address.street}
              <br />
              {office.city}, {office.region} {office.address.postalCode}
            </address>
          )}
          <p className="mt-3">
            <strong className="text-brand-900">{labels.coverageLabel}:</strong> {office.coverage[lang]}
          </p>
          {area.license && <p className="mt-2">{area.license}</p>}
          <CallButton phone={office.phone} className="mt-5">
            {fill(labels.call, { phone: office.phone.display })}
          </CallButton>
        </div>
        <div className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-6">
          {response && (
            <p className="flex items-center gap-3">
              <Icon name="clock" className="size-9 text-brand-700" />
              <span>
                <span className="block font-bold text-brand-900">
                  {fill(labels.responseLabel, { area: area.inSentence })}
                </span>
                <span className="text-2xl font-bold text-brand-800">{response.time[lang]}</span>
              </span>
            </p>
          )}
          <SampleMark when={response?.sample === true} />
          <Link
            to={href("/service-areas#finder")}
            className="inline-flex min-h-11 items-center gap-2 font-bold underline"
          >
            {labels.finderLink}
            <Icon name="arrowRight" className="size-5" />
          </Link>
          <Link to={href("/service-areas")} className="inline-flex min-h-11 items-center gap-2 font-bold underline">
            {labels.allAreas}
            <Icon name="arrowRight" className="size-5" />
          </Link>
        </div>
      </div>
    </Section>
  );
}
