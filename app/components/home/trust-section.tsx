import type { HomeContent } from "~/content/home";
import { figure, showsAnySample, shownFigures, yearsServing } from "~/content/facts";
import { site } from "~/content/site";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Icon, type IconName } from "~/components/ui/icons";
import { Section, SectionHeading } from "~/components/ui/section";
import { SampleMark } from "~/components/ui/sample-mark";
import { offerAttribute, useOfferActive } from "~/hooks/use-offer-active";

/** A card's icon follows what it claims (cards for regulatory facts still samples never reach the page). */
const certificationIcon = (fact: string | null): IconName =>
  fact === "license" ? "license" : fact === "medicare" ? "medicare" : "shield";

export function TrustSection({ trust }: { trust: HomeContent["trust"] }) {
  const showSpecial = useOfferActive(trust.special.offer);
  const stats = shownFigures([
    { value: figure.families, label: trust.stats.families },
    { value: figure.rating, label: trust.stats.rating },
    { value: yearsServing === null ? null : String(yearsServing), label: trust.stats.years },
    { value: "24/7", label: trust.stats.always },
  ]);
  return (
    <Section headingId="trust-heading" tone="white">
      <SectionHeading id="trust-heading" title={trust.heading} intro={trust.intro} />
      <SampleMark when={showsAnySample(site.claims.families, site.claims.rating, site.founded)} className="mt-6" />
      <dl className="mt-10 grid xs:grid-cols-2 gap-6 lg:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col rounded-2xl bg-brand-50 p-5 text-center">
            <dt className="order-2 text-muted">{stat.label}</dt>
            <dd className="order-1 text-3xl font-bold whitespace-nowrap text-brand-800 sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {trust.certifications.map((card) => (
          <li key={card.title}>
            <Card className="h-full">
              <Icon name={certificationIcon(card.fact)} className="size-10 text-brand-700" />
              <h3 className="mt-3 text-xl">{card.title}</h3>
              <p className="mt-2">{card.body}</p>
            </Card>
          </li>
        ))}
      </ul>
      {showSpecial && <SpecialBanner special={trust.special} />}
    </Section>
  );
}

function SpecialBanner({ special }: { special: HomeContent["trust"]["special"] }) {
  return (
    <div
      {...offerAttribute(special.offer)}
      data-offer-last-day={site.offers.find((o) => o.id === special.offer)?.ends ?? undefined}
      className="mt-10 flex flex-col gap-5 rounded-2xl border-2 border-accent-300 bg-accent-50 p-6 sm:p-8 md:flex-row md:items-center md:justify-between"
    >
      <div>
        <p className="inline-block rounded-full bg-accent-700 px-3 py-1 text-base font-bold text-white">
          {special.badge}
        </p>
        <h3 className="mt-3 text-2xl">{special.heading}</h3>
        <p className="mt-2 max-w-2xl">{special.body}</p>
      </div>
      <ButtonLink to="/specials" className="shrink-0">
        {special.cta}
      </ButtonLink>
    </div>
  );
}
