import { areaPages } from "~/content/areas";
import { PageHero } from "~/components/page-hero";
import { CallToAction } from "~/components/call-to-action";
import { contentFor, pageMeta, requestSlug } from "~/lib/page-data";
import { areaSlugs } from "~/pages";
import type { Route } from "./+types/area";

/** One template for every page under /service-areas/, fed by its slug's content module. */
export const loader = ({ request }: Route.LoaderArgs) =>
  contentFor(areaPages[requestSlug(request, "/service-areas/", areaSlugs)], request);
export const meta = pageMeta;

export default function AreaPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero head={loaderData.head} />
      <CallToAction />
    </>
  );
}
