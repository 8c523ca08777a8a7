import { areaPage } from "~/content/areas";
import { areaLabels } from "~/content/areas/labels";
import { AreaPage } from "~/components/areas/area-page";
import { pageMeta, requestLang, requestSlug } from "~/lib/page-data";
import { areaPhoto } from "~/content/photos.server";
import { photoMarkup } from "~/components/photo.server";
import { areaSlugs } from "~/pages";
import type { Route } from "./+types/area";

/** One template for every page under /service-areas/, fed by its slug's content module. */
export function loader({ request }: Route.LoaderArgs) {
  const slug = requestSlug(request, "/service-areas/", areaSlugs);
  const lang = requestLang(request);
  return {
    ...areaPage(slug)[lang],
    slug,
    labels: areaLabels[lang],
    photo: photoMarkup(areaPhoto(slug, lang), "page", { load: "eager" }),
  };
}
export const meta = pageMeta;

export default function AreaRoute({ loaderData }: Route.ComponentProps) {
  return <AreaPage area={loaderData} />;
}
