import { areasOverview } from "~/content/areas/overview";
import { PageHero } from "~/components/page-hero";
import { CallToAction } from "~/components/call-to-action";
import { contentFor, pageMeta } from "~/lib/page-data";
import type { Route } from "./+types/service-areas";

export const loader = ({ request }: Route.LoaderArgs) => contentFor(areasOverview, request);
export const meta = pageMeta;

export default function ServiceAreasPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero head={loaderData.head} />
      <CallToAction />
    </>
  );
}
