import type { ReactNode } from "react";
import type { PageHead } from "~/content/types";
import type { PagePhoto } from "~/content/photo-types";
import { Container } from "~/components/ui/container";
import { Photo } from "~/components/photo";

/**
 * The top of an inner page: eyebrow, the page's <h1> and its introduction. `afterHeading` goes
 * between the <h1> and the introduction, for what must be read first (the 911 warning); `children`
 * after the introduction, for actions (links). `photo` (Photos on pages) shows beside the words on
 * a wide screen, after them on a phone.
 */
export function PageHero({
  head,
  afterHeading,
  children,
  photo,
}: {
  head: PageHead;
  afterHeading?: ReactNode;
  children?: ReactNode;
  photo?: PagePhoto | null;
}) {
  const words = (
    <div>
      <p className="font-bold tracking-wide text-accent-800 uppercase">{head.eyebrow}</p>
      <h1 className="mt-2 text-4xl sm:text-5xl">{head.heading}</h1>
      {afterHeading}
      {head.intro.length > 0 && (
        <div className="mt-5 max-w-3xl space-y-4 text-lg sm:text-xl">
          {head.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      )}
      {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
    </div>
  );
  return (
    <section className="border-b border-line bg-brand-50">
      {photo ? (
        <Container className="grid grid-cols-[minmax(0,1fr)] items-center gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_26rem]">
          {words}
          <Photo photo={photo} sizes={PAGE_PHOTO_SIZES} className="rounded-2xl" />
        </Container>
      ) : (
        <Container className="py-12 sm:py-16">{words}</Container>
      )}
    </section>
  );
}

/** 26rem beside the words on a wide screen; the column less its margins on a phone (at most 72rem). */
const PAGE_PHOTO_SIZES = "(min-width: 1024px) 416px, calc(100vw - 40px)";
