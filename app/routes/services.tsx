import { servicesOverview } from "~/content/services/overview";
import { PageHero } from "~/components/page-hero";
import { CallToAction } from "~/components/call-to-action";
import { CardsSection } from "~/components/services/cards-section";
import { ListSection } from "~/components/services/list-section";
import { MainServicesSection } from "~/components/services/main-services-section";
import { ProgramsSection } from "~/components/services/programs-section";
import { StepsSection } from "~/components/services/steps-section";
import { contentFor, pageMeta } from "~/lib/page-data";
import type { Route } from "./+types/services";

export const loader = ({ request }: Route.LoaderArgs) => contentFor(servicesOverview, request);
export const meta = pageMeta;

export default function ServicesPage({ loaderData: c }: Route.ComponentProps) {
  return (
    <>
      <PageHero head={c.head} />
      <MainServicesSection main={c.main} />
      <CardsSection id="more" block={c.more} cols={2} />
      <ProgramsSection programs={c.programs} />
      <StepsSection steps={c.steps} />
      <ListSection id="why" block={c.why} />
      <CallToAction />
    </>
  );
}
