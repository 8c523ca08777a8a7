import { servicesOverview } from "~/content/services/overview";
import { PageHero } from "~/components/page-hero";
import { CallToAction } from "~/components/call-to-action";
import { contentFor, pageMeta } from "~/lib/page-data";
import type { Route } from "./+types/services";

export const loader = ({ request }: Route.LoaderArgs) => contentFor(servicesOverview, request);
export const meta = pageMeta;

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero head={loaderData.head} />
      <CallToAction />
    </>
  );
}
