import type { PagePhoto } from "~/content/photo-types";

/**
 * A photo of the library (docs/decisions/0024): AVIF, then WebP, then JPEG, each at the widths the
 * build made; the browser picks by `sizes` (how wide the photo shows). Width and height are the
 * photo's, so its box is sized before a byte arrives (no layout shift). `priority` is for the
 * first hero slide only: loaded at once and first; every other photo waits until it nears the screen.
 */
export function Photo({
  photo,
  sizes,
  priority = false,
  className = "",
}: {
  photo: PagePhoto;
  sizes: string;
  priority?: boolean;
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
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        className={`block h-auto w-full object-cover ${className}`}
      />
    </picture>
  );
}
