import { servicePages } from "~/content/services";
import { PageHero } from "~/components/page-hero";
import { CallToAction } from "~/components/call-to-action";
import { contentFor, pageMeta, requestSlug } from "~/lib/page-data";
import { serviceSlugs } from "~/pages";
import type { Route } from "./+types/service";

/** One template for every page under /services/, fed by its slug's content module. */
export const loader = ({ request }: Route.LoaderArgs) =>
  contentFor(servicePages[requestSlug(request, "/services/", serviceSlugs)], request);
export const meta = pageMeta;

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero head={loaderData.head} />
      <CallToAction />
    </>
  );
}
