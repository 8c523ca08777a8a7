import { Link } from "react-router";
import type { AreaServiceKey } from "~/content/areas/labels";
import { serviceSlugs, type SitePath } from "~/pages";
import { Card } from "~/components/ui/card";
import { Icon, type IconName } from "~/components/ui/icons";
import { Section, SectionHeading } from "~/components/ui/section";
import { useLanguage } from "~/i18n/language-context";
import { fill } from "~/i18n/format";
import type { AreaPageData } from "./area-page";

/** The six services, each tied by key to its page and icon (24/7 support leads to the emergency page). */
const services: Record<AreaServiceKey, { to: SitePath; icon: IconName }> = {
  "private-duty-nursing": { to: "/services/private-duty-nursing", icon: "medicare" },
  "personal-care": { to: "/services/personal-care", icon: "heart" },
  "senior-care": { to: "/services/senior-care", icon: "users" },
  "adult-care": { to: "/services/adult-care", icon: "shield" },
  "pediatric-care": { to: "/services/pediatric-care", icon: "star" },
  support: { to: "/contact/emergency", icon: "clock" },
};
/** The services in the site's one order (app/pages.ts), then 24/7 support. */
const order: readonly AreaServiceKey[] = [...serviceSlugs, "support"];

export function AreaServices({ area }: { area: AreaPageData }) {
  const { href } = useLanguage();
  const { labels } = area;
  return (
    <Section headingId="area-services-heading" tone="white">
      <SectionHeading
        id="area-services-heading"
        title={fill(labels.servicesHeading, { area: area.inSentence })}
        intro={labels.servicesIntro}
      />
      <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {order.map((key) => {
          const service = labels.services[key];
          return (
            <li key={key}>
              <Card className="h-full p-0">
                <Link to={href(services[key].to)} className="flex h-full flex-col p-6 no-underline hover:bg-brand-50">
                  <Icon name={services[key].icon} className="size-9 text-brand-700" />
                  <span className="mt-3 flex items-center gap-2 text-xl font-bold text-brand-900 underline">
                    {service.name}
                    <Icon name="arrowRight" className="size-5" />
                  </span>
                  <span className="mt-2 text-ink">{service.body}</span>
                </Link>
              </Card>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
