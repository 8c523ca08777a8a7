import { emergency } from "~/content/contact/emergency";
import { PageHero } from "~/components/page-hero";
import { CallToAction } from "~/components/call-to-action";
import { contentFor, pageMeta } from "~/lib/page-data";
import type { Route } from "./+types/emergency";

export const loader = ({ request }: Route.LoaderArgs) => contentFor(emergency, request);
export const meta = pageMeta;

export default function EmergencyPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero head={loaderData.head} />
      <CallToAction />
    </>
  );
}
