import { renderToStaticMarkup } from "react-dom/server";
import type { HeroArt as ArtName } from "~/content/home-hero";
import { HeroArt } from "~/components/home/hero-art";

/** How every illustration is sized: 4:3, full width of its box. */
const ART_CLASS = "block aspect-[4/3] h-auto w-full";

/** The SVG markup of an illustration, for a loader to send with the page's data (build time only). */
export function artMarkup(art: ArtName): string {
  return renderToStaticMarkup(<HeroArt art={art} className={ART_CLASS} />);
}
