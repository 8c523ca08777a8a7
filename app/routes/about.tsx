import { about } from "~/content/about";
import { PageHero } from "~/components/page-hero";
import { CallToAction } from "~/components/call-to-action";
import { contentFor, pageMeta } from "~/lib/page-data";
import type { Route } from "./+types/about";

export const loader = ({ request }: Route.LoaderArgs) => contentFor(about, request);
export const meta = pageMeta;

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero head={loaderData.head} />
      <CallToAction />
    </>
  );
}
