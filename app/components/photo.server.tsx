import { renderToStaticMarkup } from "react-dom/server";
import type { PagePhoto } from "~/content/photo-types";

/**
 * A photo of the library (docs/decisions/0024): AVIF, then WebP, then JPEG, each at the widths the
 * build made; the browser picks by `sizes` (how wide the photo shows). Width and height are the
 * photo's, so its box is sized before a byte arrives (no layout shift). `load`: "first" for the
 * first hero slide (at once, before anything else), "eager" for a photo at the top of a page (at
 * once), "lazy" for the others (once they near the screen).
 * Drawn at build time (photoMarkup), like the illustrations: no page's JavaScript carries it.
 */
function Photo({
  photo,
  sizes,
  load = "lazy",
  className = "",
}: {
  photo: PagePhoto;
  sizes: string;
  load?: "first" | "eager" | "lazy";
  className?: string;
}) {
  return (
    <picture>
      <source type="image/avif" srcSet={photo.avif} sizes={sizes} />
      <source type="image/webp" srcSet={photo.webp} sizes={sizes} />
      <img
        src={photo.src}
        srcSet={photo.jpeg}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
        alt={photo.alt}
        decoding="async"
        loading={load === "lazy" ? "lazy" : "eager"}
        fetchPriority={load === "first" ? "high" : undefined}
        className={`block h-auto w-full object-cover ${className}`}
      />
    </picture>
  );
}

/** How wide each place shows its photo, for `sizes`. */
export const PHOTO_SIZES = {
  /** Half the page's 72rem column on a wide screen; the screen less its margins and the slide's padding on a phone. */
  hero: "(min-width: 1024px) 520px, calc(100vw - 72px)",
  /** 26rem beside the words on a wide screen (PageHero); the column less its margins on a phone. */
  page: "(min-width: 1024px) 416px, calc(100vw - 40px)",
  article: "(min-width: 736px) 672px, calc(100vw - 40px)",
  featured: "(min-width: 1024px) 540px, calc(100vw - 40px)",
} as const;

/** The <picture> markup of a photo, for a loader to send with the page's data (build time only); null for none. */
export function photoMarkup(
  photo: PagePhoto | null,
  place: keyof typeof PHOTO_SIZES,
  options: { load?: "first" | "eager" | "lazy"; className?: string } = {},
): string | null {
  return photo && renderToStaticMarkup(<Photo photo={photo} sizes={PHOTO_SIZES[place]} {...options} />);
}
