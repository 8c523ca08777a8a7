import { useEffect, useState } from "react";
import type { IsoDate } from "~/content/site";
import { floridaDate } from "~/lib/offers";

/**
 * The offers whose last day has passed since the page was built. The prerendered page shows
 * every offer the build found running (so hydration matches), then this checks today's date
 * in Florida once the page is live: an offer that ended in the meantime disappears.
 */
export function useEndedOffers<I extends string>(offers: readonly { id: I; ends: IsoDate | null }[]): ReadonlySet<I> {
  const [ended, setEnded] = useState<ReadonlySet<I>>(() => new Set());
  const key = offers.map((o) => `${o.id}:${o.ends}`).join();
  useEffect(() => {
    const today = floridaDate(new Date());
    const gone = offers.filter((o) => o.ends !== null && o.ends < today).map((o) => o.id);
    if (gone.length) setEnded(new Set(gone));
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps
  return ended;
}
