import type { ContactContent } from "~/content/contact/contact";
import { site } from "~/content/site";
import { shownMainOffice as mainOffice } from "~/content/shown-offices";
import { directionsHref, mailtoHref, telHref } from "~/lib/contact";
import { Card } from "~/components/ui/card";
import { EmailText } from "~/components/ui/email-text";
import { ExternalLink } from "~/components/ui/external-link";
import { Icon } from "~/components/ui/icons";
import { SampleMark } from "~/components/ui/sample-mark";
import { OfficeHours } from "./office-hours";

const linkClass = "font-bold text-brand-800 underline underline-offset-4 hover:text-brand-900";

/** Phone, e-mail, main office (its city alone while its address is a sample left out) and office hours, all from the config. */
export function ContactDetails({ words }: { words: ContactContent["details"] }) {
  return (
    <Card>
      <h2 id="details-heading" className="text-2xl">
        {words.heading}
      </h2>
      <dl className="mt-5 grid gap-5">
        <div>
          <dt className="font-bold">{words.phoneLabel}</dt>
          <dd>
            <a href={telHref(site.phones.main)} className={`${linkClass} text-xl`}>
              {site.phones.main.display}
            </a>
            <p className="text-muted">{words.phoneNote}</p>
          </dd>
        </div>
        <div>
          <dt className="font-bold">{words.emailLabel}</dt>
          <dd>
            <a href={mailtoHref(site.emails.care)} className={linkClass}>
              <EmailText email={site.emails.care} />
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-bold">{words.officeLabel}</dt>
          <dd>
            <SampleMark when={mainOffice.sample} className="mb-2" />
            <address className="not-italic">
              {mainOffice.address ? (
                <>
                  {mainOffice.address.street}
                  <br />
                  {mainOffice.city}, {mainOffice.region} {mainOffice.address.postalCode}
                </>
              ) : (
                `${mainOffice.city}, ${mainOffice.region}`
              )}
            </address>
            {mainOffice.address && (
              <ExternalLink
                href={directionsHref(mainOffice.address)}
                className={`${linkClass} inline-flex items-center gap-1 py-1`}
              >
                <Icon name="pin" className="size-5" />
                {words.directions}
              </ExternalLink>
            )}
          </dd>
        </div>
      </dl>
      <h3 className="mt-6 text-xl">{words.hoursHeading}</h3>
      <OfficeHours className="mt-2" />
      {/* Empty while the reply time is a sample this build leaves out. */}
      {words.reply && <p className="mt-4 rounded-lg bg-brand-50 p-3 font-bold text-brand-900">{words.reply}</p>}
    </Card>
  );
}
