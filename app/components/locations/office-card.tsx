import type { LocationsContent } from "~/content/contact/locations";
import type { ShownOffice } from "~/content/shown-offices";
import { hoursAreSample } from "~/content/facts";
import { useLanguage } from "~/i18n/language-context";
import { directionsHref, telHref } from "~/lib/contact";
import { Card } from "~/components/ui/card";
import { ExternalLink } from "~/components/ui/external-link";
import { Icon } from "~/components/ui/icons";
import { SampleMark } from "~/components/ui/sample-mark";
import { OfficeHours } from "~/components/contact/office-hours";

const linkClass = "font-bold text-brand-800 underline underline-offset-4 hover:text-brand-900";

/**
 * One office as this build may show it: address and a directions link (new tab), phone, areas
 * served and hours. While its particulars are a sample left out, its city and the main number.
 */
export function OfficeCard({ office, words }: { office: ShownOffice; words: LocationsContent["offices"] }) {
  const { lang } = useLanguage();
  const headingId = `office-${office.id}`;
  const { address } = office;
  return (
    <Card className="h-full">
      <article aria-labelledby={headingId}>
        {office.main && (
          <p className="mb-2 inline-block rounded-full bg-accent-100 px-3 py-1 text-base font-bold text-accent-800">
            {words.mainBadge}
          </p>
        )}
        <h3 id={headingId} className="text-2xl">
          {office.name[lang]}
        </h3>
        {/* One mark for the card: the office's particulars and the hours under them. */}
        <SampleMark when={office.sample || hoursAreSample} className="mt-3" />
        <dl className="mt-4 grid gap-4">
          {address && (
            <div>
              <dt className="font-bold">{words.address}</dt>
              <dd>
                <address className="not-italic">
                  {address.street}
                  <br />
                  {address.city}, {address.region} {address.postalCode}
                </address>
                <ExternalLink
                  href={directionsHref(address)}
                  className={`${linkClass} inline-flex items-center gap-1 py-1`}
                >
                  <Icon name="pin" className="size-5" />
                  {words.directions}
                  <span className="sr-only">: {office.name[lang]}</span>
                </ExternalLink>
              </dd>
            </div>
          )}
          <div>
            <dt className="font-bold">{words.phone}</dt>
            <dd>
              <a href={telHref(office.phone)} className={`${linkClass} inline-block py-1 text-xl`}>
                {office.phone.display}
              </a>
            </dd>
          </div>
          <div>
            <dt className="font-bold">{words.coverage}</dt>
            <dd>{office.coverage[lang]}</dd>
          </div>
          <div>
            <dt className="font-bold">{words.hours}</dt>
            <dd>
              <OfficeHours className="mt-1" marked={false} />
            </dd>
          </div>
        </dl>
      </article>
    </Card>
  );
}
