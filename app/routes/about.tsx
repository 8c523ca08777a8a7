import { about } from "~/content/about";
import { PageHero } from "~/components/page-hero";
import { CallToAction } from "~/components/call-to-action";
import { StorySection } from "~/components/about/story-section";
import { StatsSection } from "~/components/about/stats-section";
import { ValuesSection } from "~/components/about/values-section";
import { LicenseSection } from "~/components/about/license-section";
import { contentFor, pageMeta, requestLang } from "~/lib/page-data";
import { pagePhoto } from "~/content/photos.server";
import { photoMarkup } from "~/components/photo.server";
import type { Route } from "./+types/about";

export const loader = ({ request }: Route.LoaderArgs) => ({
  ...contentFor(about, request),
  photo: photoMarkup(pagePhoto("about", requestLang(request)), "page", { load: "eager" }),
});
export const meta = pageMeta;

export default function AboutPage({ loaderData: c }: Route.ComponentProps) {
  return (
    <>
      <PageHero head={c.head} photo={c.photo} />
      <StorySection story={c.story} />
      <StatsSection stats={c.stats} />
      <ValuesSection values={c.values} />
      <LicenseSection license={c.license} />
      <CallToAction />
    </>
  );
}
