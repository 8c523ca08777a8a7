import type { LocationsContent } from "~/content/contact/locations";
import type { Office } from "~/content/site";
import { useLanguage } from "~/i18n/language-context";
import { directionsHref, telHref } from "~/lib/contact";
import { Card } from "~/components/ui/card";
import { ExternalLink } from "~/components/ui/external-link";
import { Icon } from "~/components/ui/icons";
import { OfficeHours } from "~/components/contact/office-hours";

const linkClass = "font-bold text-brand-800 underline underline-offset-4 hover:text-brand-900";

/** One office of the config: address, phone, areas served, hours and a directions link (new tab). */
export function OfficeCard({ office, words }: { office: Office; words: LocationsContent["offices"] }) {
  const { lang } = useLanguage();
  const headingId = `office-${office.id}`;
  const directions = directionsHref(office);
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
        <dl className="mt-4 grid gap-4">
          <div>
            <dt className="font-bold">{words.address}</dt>
            <dd>
              <address className="not-italic">
                {office.street}
                <br />
                {office.city}, {office.region} {office.postalCode}
              </address>
              <ExternalLink href={directions} className={`${linkClass} inline-flex items-center gap-1 py-1`}>
                <Icon name="pin" className="size-5" />
                {words.directions}
                <span className="sr-only">: {office.name[lang]}</span>
              </ExternalLink>
            </dd>
          </div>
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
              <OfficeHours className="mt-1" />
            </dd>
          </div>
        </dl>
      </article>
    </Card>
  );
}
