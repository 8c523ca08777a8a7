import { home } from "~/content/home";
import { contentFor, pageMeta, requestLang } from "~/lib/page-data";
import { heroPhoto } from "~/content/photos.server";
import { photoMarkup } from "~/components/photo.server";
import { artMarkup } from "~/components/art/art-markup.server";
import type { Route } from "./+types/home";
import { CallToAction } from "~/components/call-to-action";
import { Hero } from "~/components/home/hero";
import { TrustSection } from "~/components/home/trust-section";
import { ServicesSection } from "~/components/home/services-section";
import { InsuranceSection } from "~/components/home/insurance-section";
import { FamilyProgramSection } from "~/components/home/family-program-section";
import { SocialSection } from "~/components/home/social-section";

export function loader({ request }: Route.LoaderArgs) {
  const content = contentFor(home, request);
  const lang = requestLang(request);
  // A slide with a photo (Photos on pages) sends the photo instead of its illustration.
  const photos = content.hero.slides.map((slide, i) =>
    photoMarkup(heroPhoto(slide.art, lang), "hero", { load: i === 0 ? "first" : "lazy", className: "aspect-[4/3]" }),
  );
  return { ...content, photos, art: content.hero.slides.map((slide, i) => (photos[i] ? "" : artMarkup(slide.art))) };
}
export const meta = pageMeta;

export default function Home({ loaderData: content }: Route.ComponentProps) {
  return (
    <>
      <Hero content={content} art={content.art} photos={content.photos} />
      <TrustSection trust={content.trust} />
      <ServicesSection services={content.services} />
      <InsuranceSection insurance={content.insurance} callLabel={content.hero.callLabel} />
      {content.family && <FamilyProgramSection family={content.family} />}
      <SocialSection social={content.social} />
      <CallToAction />
    </>
  );
}
