import { contact } from "~/content/contact/contact";
import { PageHero } from "~/components/page-hero";
import { CallToAction } from "~/components/call-to-action";
import { contentFor, pageMeta } from "~/lib/page-data";
import type { Route } from "./+types/contact";

export const loader = ({ request }: Route.LoaderArgs) => contentFor(contact, request);
export const meta = pageMeta;

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero head={loaderData.head} />
      <CallToAction />
    </>
  );
}
