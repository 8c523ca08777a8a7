import { careers } from "~/content/careers";
import { PageHero } from "~/components/page-hero";
import { CallToAction } from "~/components/call-to-action";
import { contentFor, pageMeta } from "~/lib/page-data";
import type { Route } from "./+types/careers";

export const loader = ({ request }: Route.LoaderArgs) => contentFor(careers, request);
export const meta = pageMeta;

export default function CareersPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero head={loaderData.head} />
      <CallToAction />
    </>
  );
}
