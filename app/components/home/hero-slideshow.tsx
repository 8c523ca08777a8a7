import { memo, useEffect, useState } from "react";
import type { HomeContent } from "~/content/home";
import { useHydrated } from "~/hooks/use-hydrated";
import { useSlideshow } from "~/hooks/use-slideshow";
import { Icon, type IconName } from "~/components/ui/icons";
import { fill } from "~/i18n/format";
import { useLanguage } from "~/i18n/language-context";
import { Art } from "~/components/art/art";
import { whenIdle } from "~/lib/browser/after-paint";
import { pictureClass, slideClass } from "~/lib/browser/slide-classes";

type Hero = HomeContent["hero"];

/**
 * Four slides stacked in one grid cell (the tallest sets the height, so changing slides never
 * shifts the layout). Hidden slides are invisible and out of the accessibility tree, their words
 * inert. Changes the visitor makes are announced politely; automatic ones are not. The controls
 * appear once React runs: before that (or without JavaScript) the first slide simply shows, with
 * nothing that cannot act.
 */
export function HeroSlideshow({ hero, art, photos }: { hero: Hero; art: string[]; photos: (string | null)[] }) {
  const { slides } = hero;
  const show = useSlideshow(slides.length);
  const { t } = useLanguage();
  const current = slides[show.index]!;
  const hydrated = useHydrated();
  // Slides whose picture has been styled, laid out and drawn (kept so): the one showing, and the
  // next one, prepared while the page is idle, so that "next" (or the timer) only has to reveal it.
  const [ready, setReady] = useState(() => new Set([0]));
  const upcoming = (show.index + 1) % slides.length;
  useEffect(() => {
    if (!hydrated || ready.has(upcoming)) return;
    const prepare = () => setReady((r) => new Set([...r, upcoming]));
    return whenIdle(prepare);
  }, [hydrated, ready, upcoming]);

  return (
    <div
      role="region"
      aria-roledescription={t("slideshow.carousel")}
      aria-label={hero.regionLabel}
      data-state={show.running ? "playing" : "paused"}
      data-slideshow
      className="rounded-3xl bg-white p-4 shadow-lg sm:p-5"
      {...show.containerProps}
    >
      <div className="grid">
        {slides.map((slide, i) => (
          <Slide
            key={slide.art}
            slide={slide}
            label={fill(hero.slideLabel, { n: i + 1, total: slides.length })}
            roleDescription={t("slideshow.slide")}
            art={art[i] ?? ""}
            photo={photos[i] ?? null}
            active={i === show.index}
            prepared={ready.has(i)}
          />
        ))}
      </div>

      {/* The controls take their place from the first paint, so nothing moves when they come
          alive; they stay invisible (not focusable, not read) until they can act, and take no
          room at all when scripting is off. */}
      <div
        data-slideshow-controls
        className={`mt-4 flex flex-wrap items-center justify-between gap-2 noscript:hidden print:hidden ${hydrated ? "" : "invisible"}`}
      >
        <div className="flex flex-wrap items-center gap-1">
          <ControlButton icon="chevronLeft" label={hero.prev} onClick={show.prev} action="prev" />
          <div role="group" aria-label={hero.dotsLabel} className="flex">
            {slides.map((slide, i) => (
              <button
                key={slide.art}
                type="button"
                className="group inline-flex h-11 w-9 items-center justify-center rounded-full sm:w-11"
                aria-label={fill(hero.slideLabel, { n: i + 1, total: slides.length })}
                aria-current={i === show.index ? "true" : undefined}
                data-slideshow-dot
                onClick={() => show.goTo(i)}
              >
                {/* The current dot is a filled pill, the others empty rings: shape, not only colour (forced colours too). */}
                <span className="h-3.5 w-3.5 rounded-full border-2 border-brand-700 forced-color-adjust-none group-aria-[current=true]:w-6 group-aria-[current=true]:bg-brand-700 forced-colors:border-[ButtonText] forced-colors:group-aria-[current=true]:bg-[ButtonText]" />
              </button>
            ))}
          </div>
          <ControlButton icon="chevronRight" label={hero.next} onClick={show.next} action="next" />
        </div>
        {/* Both icons are drawn, one hidden: the DOM code that runs the slideshow where React does not
            (app/lib/browser/widgets/slideshow.ts) swaps them, and the label from data-label-*. */}
        <button
          type="button"
          onClick={show.togglePlaying}
          data-slideshow-toggle
          data-label-play={hero.play}
          data-label-pause={hero.pause}
          className={CONTROL_CLASS}
        >
          <span data-icon="pause" hidden={!show.playing}>
            <Icon name="pause" className="size-5" />
          </span>
          <span data-icon="play" hidden={show.playing}>
            <Icon name="play" className="size-5" />
          </span>
          <span data-label>{show.playing ? hero.pause : hero.play}</span>
        </button>
      </div>

      <p aria-live="polite" aria-atomic="true" className="sr-only" data-slideshow-announce>
        {show.announce
          ? `${fill(hero.slideLabel, { n: show.index + 1, total: slides.length })}: ${current.heading}`
          : ""}
      </p>
    </div>
  );
}

interface SlideProps {
  slide: Hero["slides"][number];
  label: string;
  roleDescription: string;
  art: string;
  /** The slide's photo as <picture> markup (drawn at build time), instead of its illustration. */
  photo: string | null;
  active: boolean;
  prepared: boolean;
}

/** One slide. Memoised: a change of slide re-renders only the two slides whose state changes. */
const Slide = memo(function Slide({ slide, label, roleDescription, art, photo, active, prepared }: SlideProps) {
  return (
    <div
      role="group"
      aria-roledescription={roleDescription}
      aria-label={label}
      aria-hidden={!active}
      data-slide
      className={slideClass(active, prepared)}
    >
      {/* A hidden slide's picture (hundreds of SVG shapes) is not styled or laid out until it is
          about to show: its box keeps its 4:3 size, so the height never changes. The slide about
          to show is then drawn in a layer of its own at opacity 0 (taking no taps, its words
          inert): showing it only changes its opacity, with nothing to restyle or draw. */}
      <div
        role={photo ? undefined : "img"}
        aria-label={photo ? undefined : slide.alt}
        data-slide-picture
        className={pictureClass(active || prepared)}
      >
        {/* A photo fills the same 4:3 box (cropped to it); the first slide's is the page's largest picture, loaded first. */}
        <Art svg={photo ?? art} />
      </div>
      <div inert={!active} data-slide-words>
        <h2 className="mt-4 text-2xl">{slide.heading}</h2>
        <p className="mt-1">{slide.body}</p>
      </div>
    </div>
  );
});

const CONTROL_CLASS =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full border-2 border-brand-700 px-3 font-bold text-brand-800 hover:bg-brand-50";

interface ControlButtonProps {
  icon: IconName;
  label: string;
  onClick: () => void;
  action: "prev" | "next";
}

function ControlButton({ icon, label, onClick, action }: ControlButtonProps) {
  return (
    <button type="button" onClick={onClick} data-slideshow-action={action} className={CONTROL_CLASS}>
      <Icon name={icon} className="size-5" />
      <span className="sr-only">{label}</span>
    </button>
  );
}
