import { site } from "~/content/site";
import type { SpecialsPageData } from "~/lib/shown-offers";
import { useEndedOffers } from "~/hooks/use-ended-offers";
import { CallButton } from "~/components/ui/button";
import { Section, SectionHeading } from "~/components/ui/section";
import { OfferCard } from "./offer-card";

/** The current offers: only those running (the build left out ended ones; the page hides any that end later). */
export function OffersSection({ offers }: { offers: SpecialsPageData["offers"] }) {
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
        <p className="mt-8 text-lg">{offers.none}</p>
      )}
      {ended.size > 0 && (
        <div role="status" className="mt-8 flex flex-col gap-4 rounded-2xl bg-brand-50 p-6 sm:flex-row sm:items-center">
          <p className="grow">{offers.endedNote}</p>
          <CallButton phone={site.phones.main} className="shrink-0">
            <span className="whitespace-nowrap">{site.phones.main.display}</span>
          </CallButton>
        </div>
      )}
    </Section>
  );
}
