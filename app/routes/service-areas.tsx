import { areasOverview } from "~/content/areas/overview";
import { areaPages } from "~/content/areas";
import { areaSummaries } from "~/content/areas/area-pages";
import { finderData } from "~/lib/build/finder-data.server";
import { PageHero } from "~/components/page-hero";
import { CallToAction } from "~/components/call-to-action";
import { AreaCards } from "~/components/areas/area-cards";
import { AreaFinder } from "~/components/areas/area-finder";
import { finderMarkup } from "~/components/areas/finder-markup.server";
import { CommunityListing } from "~/components/areas/community-listing";
import { pageMeta, requestLang } from "~/lib/page-data";
import type { Route } from "./+types/service-areas";

/** Build time only: the page's words, one card per area, and the finder's small ZIP code index. */
export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const words = areasOverview[lang];
  const areas = areaSummaries(areaPages, lang);
  const data = finderData();
  return { ...words, areas, finderData: data, finderMarkup: finderMarkup(words.finder, areas, data, lang) };
}
export const meta = pageMeta;

export default function ServiceAreasPage({ loaderData }: Route.ComponentProps) {
  const { head, finder, cards, listing, areas, finderData, finderMarkup: markup } = loaderData;
  return (
    <>
      <PageHero head={head} />
      <AreaFinder labels={finder} areas={areas} data={finderData} markup={markup} />
      <AreaCards labels={cards} areas={areas} />
      <CommunityListing labels={listing} areas={areas} data={finderData} />
      <CallToAction />
    </>
  );
}
