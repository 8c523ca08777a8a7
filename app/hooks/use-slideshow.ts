import { useEffect, useLayoutEffect, useReducer, useState, type FocusEvent } from "react";
import { initialSlideshow, SLIDE_INTERVAL_MS, slideshowReducer } from "~/lib/browser/slideshow";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * Auto-advancing slideshow (WCAG 2.2.2): rotates every `interval` ms unless the visitor paused
 * it, the pointer is over it, focus is inside it, or the visitor prefers reduced motion (then it
 * starts paused and plays only if asked to).
 */
export function useSlideshow(count: number, interval = SLIDE_INTERVAL_MS) {
  const [state, dispatch] = useReducer(slideshowReducer, count, initialSlideshow);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Nothing moves before the visitor's motion preference is known (and never on the server).
  const [motionChecked, setMotionChecked] = useState(false);

  useEffect(() => {
    if (window.matchMedia?.(REDUCED_MOTION).matches) dispatch({ type: "setPlaying", playing: false });
    setMotionChecked(true);
  }, []);

  const running = motionChecked && state.playing && !hovered && !focused;
  // A layout effect: the timer exists as soon as the DOM says "playing" (data-state).
  useLayoutEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => dispatch({ type: "tick" }), interval);
    return () => window.clearInterval(timer);
  }, [running, interval, state.index]);

  return {
    index: state.index,
    playing: state.playing,
    announce: state.announce,
    running,
    next: () => dispatch({ type: "next" }),
    prev: () => dispatch({ type: "prev" }),
    goTo: (index: number) => dispatch({ type: "goTo", index }),
    /** Play overrides the hover and focus pauses (the visitor asked for it) until they happen again. */
    togglePlaying: () => {
      if (!state.playing) {
        setHovered(false);
        setFocused(false);
      }
      dispatch({ type: "setPlaying", playing: !state.playing });
    },
    /** Spread on the slideshow's container. */
    containerProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
