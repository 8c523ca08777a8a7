import { handleMenuKeys } from "./menu-keys";

/** "hover" closes when the pointer leaves; "pinned" (opened by click or keyboard) stays until closed. */
type OpenState = "closed" | "hover" | "pinned";

export interface Dropdown {
  close(): void;
  /** Removes every listener (the menu stays as it is). */
  dispose(): void;
}

/**
 * A desktop header menu, as the server drew it: an <li> holding a <details> whose <summary> is
 * the button and whose <div> is the panel. It opens natively without JavaScript; this adds:
 * hover opens, leaving closes, a click on the summary pins it open (or closes it), Escape closes
 * and returns focus to the summary, a press outside or focus moving away closes, and the arrow
 * keys move between its links. Plain DOM code: the same on whole-page hydrated pages (the React
 * header calls it) and on pages with islands only.
 */
export function enhanceDropdown(root: HTMLElement): Dropdown {
  const details = root.querySelector("details")!;
  const summary = details.querySelector("summary")!;
  const panel = summary.nextElementSibling as HTMLElement | null;
  // Opened natively before the script ran: stay open.
  let state: OpenState = details.open ? "pinned" : "closed";

  const set = (next: OpenState) => {
    const wasOpen = state !== "closed";
    state = next;
    const open = next !== "closed";
    if (details.open !== open) details.open = open;
    if (open && !wasOpen) document.addEventListener("pointerdown", onOutside);
    if (!open && wasOpen) document.removeEventListener("pointerdown", onOutside);
  };
  const onOutside = (event: PointerEvent) => {
    if (!root.contains(event.target as Node)) set("closed");
  };
  const onEnter = () => state === "closed" && set("hover");
  // Only a menu the pointer opened closes when it leaves (a pinned one stays until closed).
  const onLeave = () => state === "hover" && set("closed");
  const onKey = (event: KeyboardEvent) => {
    if (state === "closed") return;
    if (event.key === "Escape") {
      set("closed");
      summary.focus();
    } else handleMenuKeys(event, panel);
  };
  const onFocusOut = (event: FocusEvent) => {
    if (!root.contains(event.relatedTarget as Node | null)) set("closed");
  };
  // The browser's own toggling (the details element changed by anything else).
  const onToggle = () => {
    if (details.open && state === "closed") set("pinned");
    else if (!details.open && state !== "closed") set("closed");
  };
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    set(state === "pinned" ? "closed" : "pinned");
  };

  if (state === "pinned") document.addEventListener("pointerdown", onOutside);
  const listeners = new AbortController();
  const signal = listeners.signal;
  root.addEventListener("mouseenter", onEnter, { signal });
  root.addEventListener("mouseleave", onLeave, { signal });
  root.addEventListener("keydown", onKey, { signal });
  root.addEventListener("focusout", onFocusOut, { signal });
  details.addEventListener("toggle", onToggle, { signal });
  summary.addEventListener("click", onClick, { signal });
  return {
    close: () => set("closed"),
    dispose() {
      document.removeEventListener("pointerdown", onOutside);
      listeners.abort();
    },
  };
}
