import { useEffect } from "react";
import { whenIdle } from "~/lib/browser/after-paint";

type Make = (type: string) => Event;
const kinds = (types: string[], make: Make) => types.map((type) => [type, make] as const);

/** The events of a tap, a click and a key press, in the order a visitor's finger sends them. */
const WARM_EVENTS = [
  ...kinds(["pointerover", "pointerdown", "pointerup", "pointerout"], (t) => new PointerEvent(t, { bubbles: true })),
  ...kinds(["touchstart", "touchend"], (t) => new Event(t, { bubbles: true })),
  ...kinds(
    ["mouseover", "mousemove", "mousedown", "mouseup", "click", "mouseout"],
    (t) => new MouseEvent(t, { bubbles: true }),
  ),
  ...kinds(["focusin", "focusout"], (t) => new FocusEvent(t, { bubbles: true })),
  ...kinds(["keydown", "keypress", "keyup"], (t) => new KeyboardEvent(t, { bubbles: true })),
];

/**
 * The first event React handles after hydration runs its event code for the first time (compiling
 * it): on a slow phone that added 20-140 ms to the first tap. Once hydrated, while the browser is
 * idle, this sends one event of each kind through that code, at the page's <main>, where no
 * handler acts on it (and not while a menu is open, whose outside-press closes it).
 */
export function useWarmEventPath(): void {
  useEffect(() => {
    let live = true;
    const send = (from: number) =>
      whenIdle(() => {
        const target = document.getElementById("main");
        if (!live || !target || document.querySelector("details[open]")) return;
        for (const [type, make] of WARM_EVENTS.slice(from, from + 6)) target.dispatchEvent(make(type));
        if (from + 6 < WARM_EVENTS.length) send(from + 6);
      }, 3000);
    send(0);
    return () => {
      live = false;
    };
  }, []);
}
