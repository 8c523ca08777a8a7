import { locations } from "~/content/contact/locations";
import { PageHero } from "~/components/page-hero";
import { CallToAction } from "~/components/call-to-action";
import { contentFor, pageMeta } from "~/lib/page-data";
import type { Route } from "./+types/locations";

export const loader = ({ request }: Route.LoaderArgs) => contentFor(locations, request);
export const meta = pageMeta;

export default function LocationsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero head={loaderData.head} />
      <CallToAction />
    </>
  );
}
