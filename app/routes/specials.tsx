import { specials } from "~/content/specials";
import { PageHero } from "~/components/page-hero";
import { CallToAction } from "~/components/call-to-action";
import { contentFor, pageMeta } from "~/lib/page-data";
import type { Route } from "./+types/specials";

export const loader = ({ request }: Route.LoaderArgs) => contentFor(specials, request);
export const meta = pageMeta;

export default function SpecialsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero head={loaderData.head} />
      <CallToAction />
    </>
  );
}
