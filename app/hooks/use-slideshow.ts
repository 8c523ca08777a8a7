import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState, type FocusEvent } from "react";
import { initialSlideshow, SLIDE_INTERVAL_MS, slideshowReducer } from "~/lib/browser/slideshow";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * Auto-advancing slideshow (WCAG 2.2.2): rotates every `interval` ms unless the visitor paused
 * it, the pointer is over it, focus is inside it, or the visitor prefers reduced motion (then it
 * starts paused and plays only if asked to).
 *
 * The pointer and focus pauses stop and restart the timer without re-rendering anything: on a
 * phone, a tap on "next" enters and focuses the slideshow first, and those renders would delay
 * the slide it asked for.
 */
export function useSlideshow(count: number, interval = SLIDE_INTERVAL_MS) {
  const [state, dispatch] = useReducer(slideshowReducer, count, initialSlideshow);
  // Nothing moves before the visitor's motion preference is known (and never on the server).
  const [motionChecked, setMotionChecked] = useState(false);
  const held = useRef({ hovered: false, focused: false });
  const timer = useRef<number | undefined>(undefined);
  const settings = useRef({ running: false, interval });

  useEffect(() => {
    if (window.matchMedia?.(REDUCED_MOTION).matches) dispatch({ type: "setPlaying", playing: false });
    setMotionChecked(true);
  }, []);

  /** Starts the wait for the next slide afresh, or stops it while paused, pointed at or focused. */
  const restart = useCallback(() => {
    window.clearInterval(timer.current);
    timer.current = undefined;
    if (!settings.current.running || held.current.hovered || held.current.focused) return;
    timer.current = window.setInterval(() => dispatch({ type: "tick" }), settings.current.interval);
  }, []);

  const running = motionChecked && state.playing;
  // A layout effect: the timer exists as soon as the DOM says "playing" (data-state). Every change
  // of slide waits a whole interval again.
  useLayoutEffect(() => {
    settings.current = { running, interval };
    restart();
    return () => window.clearInterval(timer.current);
  }, [running, interval, state.index, restart]);

  const hold = (what: "hovered" | "focused", on: boolean) => {
    held.current[what] = on;
    restart();
  };

  return {
    index: state.index,
    playing: state.playing,
    announce: state.announce,
    /** Playing (the visitor's choice and motion preference); the pointer and focus pauses aside. */
    running,
    next: () => dispatch({ type: "next" }),
    prev: () => dispatch({ type: "prev" }),
    goTo: (index: number) => dispatch({ type: "goTo", index }),
    /** Play overrides the hover and focus pauses (the visitor asked for it) until they happen again. */
    togglePlaying: () => {
      if (!state.playing) held.current = { hovered: false, focused: false };
      dispatch({ type: "setPlaying", playing: !state.playing });
    },
    /** Spread on the slideshow's container. */
    containerProps: {
      onMouseEnter: () => hold("hovered", true),
      onMouseLeave: () => hold("hovered", false),
      onFocus: () => hold("focused", true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hold("focused", false);
      },
    },
  };
}
