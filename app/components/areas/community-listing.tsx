import { useMemo } from "react";
import { Link } from "react-router";
import type { AreasOverviewContent } from "~/content/areas/overview";
import { Section, SectionHeading } from "~/components/ui/section";
import { useLanguage } from "~/i18n/language-context";
import { decodeFinderData, placesByArea, type FinderData } from "~/lib/area-finder";
import { fill } from "~/i18n/format";
import type { AreaSummary } from "./types";

export const LISTING_ID = "communities";

/** Every place the finder knows, area by area: the answer by reading, with or without JavaScript. */
export function CommunityListing({
  labels,
  areas,
  data,
}: {
  labels: AreasOverviewContent["listing"];
  areas: AreaSummary[];
  data: FinderData;
}) {
  const { href } = useLanguage();
  const byArea = useMemo(() => placesByArea(decodeFinderData(data)), [data]);
  return (
    <Section headingId={`${LISTING_ID}-heading`} id={LISTING_ID} tone="teal">
      <SectionHeading id={`${LISTING_ID}-heading`} title={labels.heading} intro={labels.intro} focusable />
      <div className="mt-10 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
        {areas.map((area) => (
          <section key={area.slug} aria-labelledby={`list-${area.slug}`}>
            <h3 id={`list-${area.slug}`} className="text-xl">
              {area.name}
            </h3>
            <p className="mt-2 text-base">{(byArea.get(area.slug) ?? []).join(", ")}</p>
            <Link
              to={href(`/service-areas/${area.slug}`)}
              className="mt-1 inline-flex min-h-11 items-center font-bold underline"
            >
              {fill(labels.more, { area: area.inSentence })}
            </Link>
          </section>
        ))}
      </div>
    </Section>
  );
}
