import type { ReactNode } from "react";
import type { PageHead } from "~/content/types";
import { Container } from "~/components/ui/container";
import { Art } from "~/components/art/art";

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
  /** A photo's <picture> markup, drawn at build time (components/photo.server.tsx). */
  photo?: string | null;
}) {
  return (
    <section className="border-b border-line bg-brand-50">
      <Container className="page-hero py-12 sm:py-16">
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
        {photo && <Art svg={photo} className="page-photo mt-8 overflow-hidden rounded-2xl" />}
      </Container>
    </section>
  );
}
