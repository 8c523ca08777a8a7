/**
 * The photos a page shows, for its loader (build time only): from "Photos on pages"
 * (app/content/data/photos-on-pages.yml) and the library, made into files by scripts/photos.ts.
 * A place with no photo keeps its illustration (null).
 */
import photos from "virtual:content/photos";
import * as placed from "virtual:content/photosOnPages";
import type { Lang } from "~/i18n/lang";
import type { PagePhoto } from "./photo-types";

export type { PagePhoto };

/** A photo of the library by id, described in `lang`; null for none. */
export function photo(id: string | null | undefined, lang: Lang): PagePhoto | null {
  if (!id) return null;
  const found = photos[id];
  if (!found) throw new Error(`no photo "${id}" in the library (app/content/data/photos/en/${id}.yml)`);
  const { alt, ...files } = found;
  return { ...files, alt: alt[lang] };
}

/** The home slideshow's photo for the slide with the illustration `art` (family, nurse, child, senior). */
export const heroPhoto = (art: string, lang: Lang) => photo((placed.home as Record<string, string | null>)[art], lang);

/** The photo beside the top of the About or careers page. */
export const pagePhoto = (page: "about" | "careers", lang: Lang) => photo(placed[page], lang);

/** The photo of an area's page. */
export const areaPhoto = (slug: string, lang: Lang) => photo(placed.areas.find((a) => a.area === slug)?.photo, lang);
