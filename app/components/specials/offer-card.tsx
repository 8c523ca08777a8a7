import type { SpecialsPageData, ShownOffer } from "~/lib/shown-offers";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { fill } from "~/i18n/format";

type Labels = Pick<SpecialsPageData["offers"], "endsOn" | "ongoing" | "termsHeading">;

/** One offer: the saving, what it is, until when, its terms and a way to claim it. */
export function OfferCard({ offer, labels }: { offer: ShownOffer; labels: Labels }) {
  const headingId = `offer-${offer.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-offer-ends={offer.ends ?? "ongoing"}
      className="flex h-full flex-col rounded-2xl border-2 border-accent-300 bg-white p-6 shadow-sm"
    >
      <p className="self-start rounded-full bg-accent-700 px-4 py-1 text-xl font-bold text-white">{offer.discount}</p>
      <h3 id={headingId} className="mt-4 text-2xl">
        {offer.title}
      </h3>
      <p className="mt-3">{offer.description}</p>
      <p className="mt-4 flex items-center gap-2 font-bold text-brand-800">
        <Icon name="calendar" className="size-6 text-brand-700" />
        {offer.endsText ? fill(labels.endsOn, { date: offer.endsText }) : labels.ongoing}
      </p>
      <h4 className="mt-5 text-lg font-bold">{labels.termsHeading}</h4>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {offer.terms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
      <div className="grow" />
      <ButtonLink to="/contact" className="mt-6 self-start">
        {offer.cta}
      </ButtonLink>
    </article>
  );
}
