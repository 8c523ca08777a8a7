/** The hero slideshow's rules, as a pure reducer (unit-tested with fake timers through the hook). */

/** A new slide every 5 s. */
export const SLIDE_INTERVAL_MS = 5000;

export interface SlideshowState {
  index: number;
  count: number;
  /** The visitor's choice: play/pause button. */
  playing: boolean;
  /** Set when the visitor (not the timer) changed the slide, so the change is announced. */
  announce: boolean;
}

export type SlideshowAction =
  | { type: "tick" }
  | { type: "next" }
  | { type: "prev" }
  | { type: "goTo"; index: number }
  | { type: "setPlaying"; playing: boolean };

const wrap = (index: number, count: number) => ((index % count) + count) % count;

export function initialSlideshow(count: number): SlideshowState {
  return { index: 0, count, playing: true, announce: false };
}

export function slideshowReducer(state: SlideshowState, action: SlideshowAction): SlideshowState {
  switch (action.type) {
    case "tick":
      return { ...state, index: wrap(state.index + 1, state.count), announce: false };
    case "next":
      return { ...state, index: wrap(state.index + 1, state.count), announce: true };
    case "prev":
      return { ...state, index: wrap(state.index - 1, state.count), announce: true };
    case "goTo":
      return { ...state, index: wrap(action.index, state.count), announce: true };
    case "setPlaying":
      return { ...state, playing: action.playing };
  }
}
