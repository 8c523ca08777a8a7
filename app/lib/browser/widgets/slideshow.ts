import { initialSlideshow, SLIDE_INTERVAL_MS, slideshowReducer, type SlideshowAction } from "~/lib/browser/slideshow";
import { pictureClass, slideClass } from "~/lib/browser/slide-classes";
import { whenIdle } from "~/lib/browser/after-paint";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * The home page's hero slideshow on a page React does not hydrate: the same rules as the React
 * slideshow (slideshowReducer, slideClass) over its server markup. It shows its controls, rotates
 * every `interval` ms unless paused by the visitor, pointed at, focused within, or the visitor
 * prefers reduced motion (then it starts paused), announces only the visitor's changes, and
 * prepares the next slide's picture while the page is idle. Returns the undo (tests).
 */
export function enhanceSlideshow(region: HTMLElement, interval = SLIDE_INTERVAL_MS): () => void {
  const slides = [...region.querySelectorAll<HTMLElement>("[data-slide]")];
  const dots = [...region.querySelectorAll<HTMLElement>("[data-slideshow-dot]")];
  const controls = region.querySelector<HTMLElement>("[data-slideshow-controls]");
  const toggle = region.querySelector<HTMLElement>("[data-slideshow-toggle]");
  const announcer = region.querySelector<HTMLElement>("[data-slideshow-announce]");
  if (slides.length === 0 || !controls || !toggle || !announcer) return () => {};

  let state = initialSlideshow(slides.length);
  if (window.matchMedia?.(REDUCED_MOTION).matches) state = { ...state, playing: false };
  const prepared = new Set([0]);
  const held = { hovered: false, focused: false };
  let timer: number | undefined;
  let cancelIdle: (() => void) | undefined; // a slide waiting to be prepared

  /** Starts the wait for the next slide afresh, or stops it while paused, pointed at or focused. */
  const restart = () => {
    window.clearInterval(timer);
    timer = undefined;
    if (!state.playing || held.hovered || held.focused) return;
    timer = window.setInterval(() => dispatch({ type: "tick" }), interval);
  };

  /** Sets an attribute only when it changes: a tap restyles only the two slides that change. */
  const set = (el: Element | null, name: string, value: string | null) => {
    if (!el || el.getAttribute(name) === value) return;
    if (value === null) el.removeAttribute(name);
    else el.setAttribute(name, value);
  };
  const draw = () => {
    slides.forEach((slide, i) => {
      const active = i === state.index;
      set(slide, "class", slideClass(active, prepared.has(i)));
      set(slide, "aria-hidden", String(!active));
      set(slide.querySelector("[data-slide-picture]"), "class", pictureClass(active || prepared.has(i)));
      set(slide.querySelector("[data-slide-words]"), "inert", active ? null : "");
    });
    dots.forEach((dot, i) => set(dot, "aria-current", i === state.index ? "true" : null));
    set(region, "data-state", state.playing ? "playing" : "paused");
    set(toggle.querySelector('[data-icon="pause"]'), "hidden", state.playing ? null : "");
    set(toggle.querySelector('[data-icon="play"]'), "hidden", state.playing ? "" : null);
    const label = toggle.querySelector<HTMLElement>("[data-label]");
    const text = (state.playing ? toggle.dataset.labelPause : toggle.dataset.labelPlay) ?? "";
    if (label && label.textContent !== text) label.textContent = text;
    const current = slides[state.index]!;
    const said = state.announce
      ? `${current.getAttribute("aria-label")}: ${current.querySelector("h2")?.textContent ?? ""}`
      : "";
    if (announcer.textContent !== said) announcer.textContent = said;
  };

  /** The slide after the one showing is drawn (invisibly) while the page is idle. */
  const prepareNext = () => {
    const upcoming = (state.index + 1) % slides.length;
    if (prepared.has(upcoming) || cancelIdle) return;
    cancelIdle = whenIdle(() => {
      cancelIdle = undefined;
      prepared.add(upcoming);
      draw();
      prepareNext();
    });
  };

  function dispatch(action: SlideshowAction) {
    const before = state;
    state = slideshowReducer(state, action);
    draw();
    if (state.index !== before.index || state.playing !== before.playing) restart();
    prepareNext();
  }

  const hold = (what: "hovered" | "focused", on: boolean) => {
    held[what] = on;
    restart();
  };
  const onClick = (event: Event) => {
    const button = (event.target as Element).closest("button");
    if (!button || !region.contains(button)) return;
    if (button.dataset.slideshowAction === "prev") dispatch({ type: "prev" });
    else if (button.dataset.slideshowAction === "next") dispatch({ type: "next" });
    else if (button.hasAttribute("data-slideshow-dot")) dispatch({ type: "goTo", index: dots.indexOf(button) });
    else if (button === toggle) {
      // Play overrides the pointer and focus pauses (the visitor asked for it) until they happen again.
      if (!state.playing) Object.assign(held, { hovered: false, focused: false });
      dispatch({ type: "setPlaying", playing: !state.playing });
    }
  };
  const enter = () => hold("hovered", true);
  const leave = () => hold("hovered", false);
  const focusIn = () => hold("focused", true);
  const focusOut = (event: FocusEvent) => {
    if (!region.contains(event.relatedTarget as Node | null)) hold("focused", false);
  };
  region.addEventListener("click", onClick);
  region.addEventListener("mouseenter", enter);
  region.addEventListener("mouseleave", leave);
  region.addEventListener("focusin", focusIn);
  region.addEventListener("focusout", focusOut);
  controls.classList.remove("invisible");
  draw();
  restart();
  prepareNext();

  return () => {
    window.clearInterval(timer);
    cancelIdle?.();
    region.removeEventListener("click", onClick);
    region.removeEventListener("mouseenter", enter);
    region.removeEventListener("mouseleave", leave);
    region.removeEventListener("focusin", focusIn);
    region.removeEventListener("focusout", focusOut);
  };
}
