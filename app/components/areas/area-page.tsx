import type { AreaPageContent } from "~/content/areas/types";
import type { AreaLabels } from "~/content/areas/labels";
import type { AreaSlug } from "~/pages";
import { PageHero } from "~/components/page-hero";
import { CallToAction } from "~/components/call-to-action";
import { AreaLocal } from "./area-local";
import { AreaCommunities } from "./area-communities";
import { AreaServices } from "./area-services";
import { AreaOffice } from "./area-office";

export interface AreaPageData extends AreaPageContent {
  slug: AreaSlug;
  name: string;
  labels: AreaLabels;
  /** A photo's <picture> markup (components/photo.server.tsx). */
  photo?: string | null;
}

/** The one template of the nine area pages: the words and facts come from the area's module. */
export function AreaPage({ area }: { area: AreaPageData }) {
  return (
    <>
      <PageHero head={area.head} photo={area.photo} />
      <AreaLocal area={area} />
      <AreaCommunities area={area} />
      <AreaServices area={area} />
      <AreaOffice area={area} />
      <CallToAction />
    </>
  );
}
