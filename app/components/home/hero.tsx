import type { MouseEvent } from "react";
import type { HomeContent } from "~/content/home";
import { figure, showsAnySample, shownFigures, yearsServing } from "~/content/facts";
import { site } from "~/content/site";
import { buttonClass, CallButton } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { fill } from "~/i18n/format";
import { SampleMark } from "~/components/ui/sample-mark";
import { HeroSlideshow } from "./hero-slideshow";
import { scrollToHeading } from "~/lib/browser/scroll-to-heading";

export const SERVICES_ANCHOR = "services";

/** Smooth scroll to the services section and move focus to its heading (keyboard and screen readers follow). */
function scrollToServices(event: MouseEvent<HTMLAnchorElement>) {
  if (scrollToHeading(`${SERVICES_ANCHOR}-heading`)) event.preventDefault();
}

/** `art`: the slides' illustrations as SVG markup, in slide order (drawn at build time); `photos`: a slide's photo instead. */
export function Hero({ content, art, photos }: { content: HomeContent; art: string[]; photos: (string | null)[] }) {
  const { head, hero } = content;
  const stats = shownFigures([
    { value: figure.families, label: hero.stats.families },
    { value: yearsServing === null ? null : String(yearsServing), label: hero.stats.years },
    { value: "24/7", label: hero.stats.always },
  ]);
  return (
    <section aria-labelledby="hero-heading" className="bg-gradient-to-b from-brand-50 to-cream">
      <Container className="grid grid-cols-[minmax(0,1fr)] items-center gap-10 py-10 sm:py-14 lg:grid-cols-[1.05fr_1fr] lg:py-16">
        <div>
          <p className="font-bold tracking-wide text-accent-800 uppercase">{head.eyebrow}</p>
          <h1 id="hero-heading" className="mt-2 text-4xl sm:text-5xl">
            {head.heading}
          </h1>
          {head.intro.map((paragraph) => (
            <p key={paragraph} className="mt-5 text-lg sm:text-xl">
              {paragraph}
            </p>
          ))}
          <div className="mt-7 flex flex-wrap gap-3">
            <CallButton phone={site.phones.main}>
              {fill(hero.callLabel, { phone: site.phones.main.display })}
            </CallButton>
            <a
              href={`#${SERVICES_ANCHOR}`}
              onClick={scrollToServices}
              data-scroll-to={`${SERVICES_ANCHOR}-heading`}
              className={buttonClass("secondary")}
            >
              {hero.servicesLabel}
            </a>
          </div>
          <dl className="mt-9 grid max-w-lg grid-cols-[repeat(auto-fit,minmax(min(100%,7em),1fr))] gap-4">
            {stats.map((stat) => (
              <div key={stat.label} className="flex flex-col border-l-4 border-accent-300 pl-3">
                <dt className="order-2 text-base leading-snug text-muted">{stat.label}</dt>
                <dd className="order-1 text-3xl font-bold text-brand-800">{stat.value}</dd>
              </div>
            ))}
          </dl>
          <SampleMark when={showsAnySample(site.claims.families, site.founded)} className="mt-4 max-w-lg text-base" />
        </div>
        <HeroSlideshow hero={hero} art={art} photos={photos} />
      </Container>
    </section>
  );
}
