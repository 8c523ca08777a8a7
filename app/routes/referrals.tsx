import { referrals } from "~/content/contact/referrals";
import { PageHero } from "~/components/page-hero";
import { CallToAction } from "~/components/call-to-action";
import { contentFor, pageMeta } from "~/lib/page-data";
import type { Route } from "./+types/referrals";

export const loader = ({ request }: Route.LoaderArgs) => contentFor(referrals, request);
export const meta = pageMeta;

export default function ReferralsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero head={loaderData.head} />
      <CallToAction />
    </>
  );
}
