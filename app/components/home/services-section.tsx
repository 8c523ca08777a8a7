import type { HomeContent } from "~/content/home";
import { serviceGroups } from "~/pages";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CheckList } from "~/components/ui/check-list";
import { Icon } from "~/components/ui/icons";
import { Section, SectionHeading } from "~/components/ui/section";
import { useLanguage } from "~/i18n/language-context";
import { Link } from "react-router";
import { SERVICES_ANCHOR } from "./hero";

/** The pages the content's cards lead to, card by card, in the site's one order of services. */
const mainServicePages = serviceGroups.main.map((slug) => `/services/${slug}` as const);
const agePages = serviceGroups.byAge.map((slug) => `/services/${slug}` as const);

/** The target of the hero's "learn about our services" button. */
export function ServicesSection({ services }: { services: HomeContent["services"] }) {
  const { href } = useLanguage();
  return (
    <Section id={SERVICES_ANCHOR} headingId={`${SERVICES_ANCHOR}-heading`}>
      <SectionHeading
        id={`${SERVICES_ANCHOR}-heading`}
        eyebrow={services.eyebrow}
        title={services.heading}
        intro={services.intro}
        focusable
      />
      <ul className="mt-10 grid gap-6 lg:grid-cols-2">
        {services.main.map((service, i) => (
          <li key={service.title}>
            <Card className="flex h-full flex-col p-7">
              <h3 className="text-2xl">{service.title}</h3>
              <p className="mt-1 font-bold text-accent-800">{service.subtitle}</p>
              <p className="mt-3">{service.body}</p>
              <CheckList items={service.features} className="mt-4" />
              <div className="mt-auto pt-6">
                <ButtonLink to={mainServicePages[i] ?? "/services"} variant="secondary">
                  {service.cta}
                </ButtonLink>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <h3 className="mt-14 text-2xl">{services.ageHeading}</h3>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {services.ageGroups.map((group, i) => (
          <li key={group.title}>
            <Card className="flex h-full flex-col">
              <p className="font-bold text-accent-800">{group.ages}</p>
              <h4 className="mt-1 text-xl font-bold text-brand-900">{group.title}</h4>
              <p className="mt-2">{group.body}</p>
              <Link
                to={href(agePages[i] ?? "/services")}
                className="mt-auto inline-flex min-h-11 items-center gap-2 pt-4 font-bold underline"
              >
                {group.cta}
                <Icon name="arrowRight" className="size-5" />
              </Link>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
