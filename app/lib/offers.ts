import { site, type Offer } from "~/content/site";
import { isPublishable } from "~/content/facts";
import { floridaDate } from "./florida-date";

export { floridaDate };

/** Offers run to the end of their last day in Florida. */
export const OFFER_TIME_ZONE = "America/New_York";

/** Whether `offer` still runs at `now`: an ongoing offer always does; one with an end date until that day is over in Florida. */
export function isOfferActive(offer: Offer, now: Date): boolean {
  return offer.ends === null || floridaDate(now) <= offer.ends;
}

/** The offers still running at `now` that may be published at all (isPublishable), in the config's order. */
export function activeOffers(now: Date, offers: readonly Offer[] = site.offers): Offer[] {
  return offers.filter((offer) => isPublishable(offer) && isOfferActive(offer, now));
}

/** Whole days from `now` (in Florida) to the offer's last day: 0 on the last day, negative once ended, null if ongoing. */
export function daysLeft(offer: Offer, now: Date): number | null {
  if (offer.ends === null) return null;
  const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
  return Math.round(day(offer.ends) - day(floridaDate(now)));
}
