import type { SpecialsPageData } from "~/lib/shown-offers";
import { useEndedOffers } from "~/hooks/use-ended-offers";
import { Section, SectionHeading } from "~/components/ui/section";
import { OfferCard } from "./offer-card";
import { EndedNote, NoOffers } from "./ended-note";

/**
 * The current offers: only those running (the build left out ended ones; the page hides any that
 * end later: by this component's state where React hydrates the page, else by the DOM code that
 * reads each card's `data-offer-ends` and takes its note from `endedMarkup`, drawn at build time).
 */
export function OffersSection({ offers, endedMarkup }: { offers: SpecialsPageData["offers"]; endedMarkup: string }) {
  const ended = useEndedOffers(offers.shown);
  const running = offers.shown.filter((o) => !ended.has(o.id));
  return (
    <Section headingId="offers-heading" id="offers" tone="white">
      <SectionHeading id="offers-heading" title={offers.heading} intro={offers.intro} />
      {running.length > 0 ? (
        <ul className="mt-10 grid gap-6 lg:grid-cols-3">
          {running.map((offer) => (
            <li key={offer.id}>
              <OfferCard offer={offer} labels={offers} />
            </li>
          ))}
        </ul>
      ) : (
        <NoOffers text={offers.none} />
      )}
      {ended.size > 0 ? (
        <EndedNote text={offers.endedNote} />
      ) : (
        <template data-offers-ended dangerouslySetInnerHTML={{ __html: endedMarkup }} />
      )}
    </Section>
  );
}
