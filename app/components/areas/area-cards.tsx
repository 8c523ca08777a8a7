import { Link } from "react-router";
import type { AreasOverviewContent } from "~/content/areas/overview";
import { Card } from "~/components/ui/card";
import { CheckList } from "~/components/ui/check-list";
import { CallButton } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { Section, SectionHeading } from "~/components/ui/section";
import { SampleMark } from "~/components/ui/sample-mark";
import { useLanguage } from "~/i18n/language-context";
import { fill } from "~/i18n/format";
import { officeById } from "./office-facts";
import type { AreaSummary } from "./types";

/** The nine areas: description, four features, the nearest office's phone and a link to the page. */
export function AreaCards({ labels, areas }: { labels: AreasOverviewContent["cards"]; areas: AreaSummary[] }) {
  const { href } = useLanguage();
  return (
    <Section headingId="areas-heading" id="areas" tone="white">
      <SectionHeading id="areas-heading" title={labels.heading} intro={labels.intro} />
      {/* The offices' own numbers are the demo's samples (the main number stands in for them on a real site). */}
      <SampleMark when={areas.some((area) => officeById(area.office).sample)} className="mt-6" />
      <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {areas.map((area) => {
          const office = officeById(area.office);
          return (
            <li key={area.slug}>
              <Card className="flex h-full flex-col">
                <h3 className="flex items-center gap-2 text-2xl">
                  <Icon name="pin" className="size-7 text-accent-700" />
                  {area.name}
                </h3>
                <p className="mt-3">{area.summary}</p>
                <CheckList items={area.features} className="mt-4" />
                <p className="mt-4 text-muted">
                  {labels.office}: {office.city}
                </p>
                <Link
                  to={href(`/service-areas/${area.slug}`)}
                  className="mt-2 flex min-h-11 items-center self-start font-bold underline"
                >
                  {/* The arrow follows the last word when the link wraps. */}
                  <span>
                    {fill(labels.more, { area: area.inSentence })}
                    <Icon name="arrowRight" className="ml-2 inline size-5 align-middle" />
                  </span>
                </Link>
                {/* Last and pushed down: the call buttons of a row of cards line up at the cards' bottoms. */}
                <div className="mt-auto flex flex-col pt-5">
                  <CallButton phone={office.phone} variant="secondary">
                    {fill(labels.call, { phone: office.phone.display })}
                  </CallButton>
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
