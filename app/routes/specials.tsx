import { specials } from "~/content/specials";
import { PageHero } from "~/components/page-hero";
import { CallToAction } from "~/components/call-to-action";
import { OffersSection } from "~/components/specials/offers-section";
import { SeasonalSection } from "~/components/specials/seasonal-section";
import { LoyaltySection } from "~/components/specials/loyalty-section";
import { PaymentSection } from "~/components/specials/payment-section";
import { contentFor, pageMeta, requestLang } from "~/lib/page-data";
import { withActiveOffers } from "~/lib/shown-offers";
import { endedOffersMarkup } from "~/components/specials/ended-note.server";
import type { Route } from "./+types/specials";

/** Runs at build time: offers whose last day has passed are left out of the page. */
export function loader({ request }: Route.LoaderArgs) {
  const data = withActiveOffers(contentFor(specials, request), requestLang(request), new Date());
  return { ...data, endedMarkup: endedOffersMarkup(data.offers) };
}
export const meta = pageMeta;

export default function SpecialsPage({ loaderData: content }: Route.ComponentProps) {
  return (
    <>
      <PageHero head={content.head} />
      <OffersSection offers={content.offers} endedMarkup={content.endedMarkup} />
      <SeasonalSection seasonal={content.seasonal} />
      <LoyaltySection loyalty={content.loyalty} />
      <PaymentSection payment={content.payment} />
      <CallToAction />
    </>
  );
}
