import type { OfferCopy, OfferId, SpecialsContent } from "~/content/specials";
import { site, type IsoDate, type Offer } from "~/content/site";
import type { Lang } from "~/i18n/lang";
import { formatDate } from "~/i18n/dates";
import { activeOffers } from "./offers";

/** An offer as the page shows it: its words, its last day (for the client check) and that day in words. */
export interface ShownOffer extends OfferCopy {
  id: OfferId;
  ends: IsoDate | null;
  /** "December 31, 2026" / "31 de diciembre de 2026"; null while the offer is ongoing. */
  endsText: string | null;
}

export type SpecialsPageData = Omit<SpecialsContent, "offers"> & {
  offers: Omit<SpecialsContent["offers"], "items"> & { shown: ShownOffer[] };
};

/**
 * The specials page's data at `now` (the build): only the offers still running, in the config's
 * order. The page hides any of them whose day passes after the build (use-ended-offers.ts).
 */
export function withActiveOffers(
  content: SpecialsContent,
  lang: Lang,
  now: Date,
  offers: readonly Offer[] = site.offers,
): SpecialsPageData {
  const { items, ...words } = content.offers;
  const shown = activeOffers(now, offers).map((o) => ({
    ...items[o.id]!,
    id: o.id,
    ends: o.ends,
    endsText: o.ends === null ? null : formatDate(o.ends, lang),
  }));
  return { ...content, offers: { ...words, shown } };
}
