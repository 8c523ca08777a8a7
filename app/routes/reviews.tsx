import { reviews } from "~/content/reviews";
import { PageHero } from "~/components/page-hero";
import { CallToAction } from "~/components/call-to-action";
import { contentFor, pageMeta } from "~/lib/page-data";
import type { Route } from "./+types/reviews";

export const loader = ({ request }: Route.LoaderArgs) => contentFor(reviews, request);
export const meta = pageMeta;

export default function ReviewsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero head={loaderData.head} />
      <CallToAction />
    </>
  );
}
