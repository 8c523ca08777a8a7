import { Link } from "react-router";
import type { ServicesOverviewContent } from "~/content/services/types";
import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icons";
import { Section, SectionHeading } from "~/components/ui/section";
import { useLanguage } from "~/i18n/language-context";

/** The three specialized programs on /services, each linked to its service page. */
export function ProgramsSection({ programs }: { programs: ServicesOverviewContent["programs"] }) {
  const { href } = useLanguage();
  return (
    <Section id="programs" headingId="programs-heading" tone="teal">
      <SectionHeading id="programs-heading" title={programs.heading} intro={programs.intro} />
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {programs.items.map((item) => (
          <li key={item.key} data-key={item.key}>
            <Card className="flex h-full flex-col">
              <h3 className="text-xl">{item.title}</h3>
              <p className="mt-2">{item.body}</p>
              <Link
                to={href(`/services/${item.slug}`)}
                className="mt-auto inline-flex min-h-11 items-center gap-2 pt-4 font-bold text-brand-800 underline"
              >
                {item.linkLabel}
                <Icon name="arrowRight" className="size-5" />
              </Link>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
