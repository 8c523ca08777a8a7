import type { ServicesOverviewContent } from "~/content/services/types";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CheckList } from "~/components/ui/check-list";
import { Section, SectionHeading } from "~/components/ui/section";

/** The two main services on /services, each linked to its page by slug. */
export function MainServicesSection({ main }: { main: ServicesOverviewContent["main"] }) {
  return (
    <Section id="main-services" headingId="main-services-heading" tone="white">
      <SectionHeading id="main-services-heading" title={main.heading} intro={main.intro} />
      <ul className="mt-10 grid gap-6 lg:grid-cols-2">
        {main.services.map((service) => (
          <li key={service.slug} data-key={service.slug}>
            <Card className="flex h-full flex-col p-7">
              <h3 className="text-2xl">{service.title}</h3>
              <p className="mt-1 font-bold text-accent-800">{service.subtitle}</p>
              <p className="mt-3">{service.body}</p>
              <CheckList items={service.features} className="mt-4" />
              <p className="mt-5 rounded-xl bg-brand-50 px-4 py-3">
                <span className="font-bold">{service.agesLabel}:</span> {service.ages}
              </p>
              <div className="mt-auto pt-6">
                <ButtonLink to={`/services/${service.slug}`} variant="secondary">
                  {service.linkLabel}
                </ButtonLink>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
