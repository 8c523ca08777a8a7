import { useEffect, useState } from "react";
import { site, type Offer } from "~/content/site";
import { isHydrating } from "~/lib/browser/hydration";
import { isOfferActive } from "~/lib/offers";

/** Marks the element that shows an offer, so hydration can tell whether the build showed it. */
export const offerAttribute = (id: Offer["id"]) => ({ "data-offer": id });

/**
 * Whether the offer runs today. The prerendered page decides at build time; while hydrating, the
 * page keeps what was served (no mismatch), then checks today's date, so a page built before an
 * offer ended stops showing it.
 */
export function useOfferActive(id: Offer["id"]): boolean {
  const offer = site.offers.find((o) => o.id === id);
  const runsNow = () => offer !== undefined && isOfferActive(offer, new Date());
  const [active, setActive] = useState(() =>
    isHydrating() ? document.querySelector(`[data-offer="${id}"]`) !== null : runsNow(),
  );
  useEffect(() => setActive(runsNow()), [id]); // eslint-disable-line react-hooks/exhaustive-deps
  return active;
}
