import { locations } from "~/content/contact/locations";
import { shownOffices } from "~/content/shown-offices";
import { PageHero } from "~/components/page-hero";
import { CallToAction } from "~/components/call-to-action";
import { ButtonLink } from "~/components/ui/button";
import { Section, SectionHeading } from "~/components/ui/section";
import { OfficeCard } from "~/components/locations/office-card";
import { contentFor, pageMeta } from "~/lib/page-data";
import type { Route } from "./+types/locations";

export const loader = ({ request }: Route.LoaderArgs) => contentFor(locations, request);
export const meta = pageMeta;

export default function LocationsPage({ loaderData }: Route.ComponentProps) {
  const { offices, visit } = loaderData;
  return (
    <>
      <PageHero head={loaderData.head} />
      <Section headingId="offices-heading">
        <SectionHeading id="offices-heading" title={offices.heading} />
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {shownOffices.map((office) => (
            <li key={office.id}>
              <OfficeCard office={office} words={offices} />
            </li>
          ))}
        </ul>
      </Section>
      <Section headingId="visit-heading" tone="white">
        <SectionHeading id="visit-heading" title={visit.heading} />
        <div className="mt-4 max-w-3xl space-y-4">
          {visit.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <ButtonLink to="/service-areas" variant="secondary" className="mt-6">
          {visit.areasLink}
        </ButtonLink>
      </Section>
      <CallToAction />
    </>
  );
}
