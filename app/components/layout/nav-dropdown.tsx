import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { NavMenu } from "~/content/navigation";
import { useLanguage } from "~/i18n/language-context";
import { useCurrentPage } from "~/lib/use-current-page";
import { AreaPrompt } from "./area-prompt";
import { menuHasCurrent, NavItemLink } from "./nav-item-link";

/** "hover" closes when the pointer leaves; "pinned" (opened by click or keyboard) stays until closed. */
type OpenState = "closed" | "hover" | "pinned";

export const navLinkClass =
  "flex min-h-11 items-center gap-1.5 rounded-md px-3 py-2 font-bold text-brand-900 no-underline hover:bg-brand-50 aria-[current=page]:bg-brand-100 aria-[current=page]:underline aria-[current=page]:decoration-accent-700 aria-[current=page]:decoration-2";

/**
 * A disclosure menu of the desktop header: opens on hover and on click/Enter/Space, closes on
 * leaving, Escape (focus back to its button), a click outside, focus moving away, or navigation.
 */
export function NavDropdown({ menu }: { menu: NavMenu }) {
  const { lang } = useLanguage();
  const current = useCurrentPage();
  const { pathname } = useLocation();
  const [state, setState] = useState<OpenState>("closed");
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const open = state !== "closed";

  useEffect(() => setState("closed"), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setState("closed");
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  return (
    <li
      ref={rootRef}
      className="relative"
      onMouseEnter={() => setState((s) => (s === "closed" ? "hover" : s))}
      onMouseLeave={() => setState("closed")}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setState("closed");
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setState("closed");
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`${navLinkClass} ${menuHasCurrent(menu.items, current) ? "bg-brand-100" : ""}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setState((s) => (s === "pinned" ? "closed" : "pinned"))}
      >
        {menu.label[lang]}
        <svg
          className={`size-4 transition-transform ${open ? "rotate-180" : ""}`}
          viewBox="0 0 20 20"
          aria-hidden="true"
        >
          <path d="M5 7.5 10 12.5 15 7.5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <div id={panelId} hidden={!open} className="absolute top-full left-0 z-50 pt-2">
        <div className="w-max max-w-[34rem] rounded-xl border border-line bg-white p-3 shadow-xl">
          <ul className={menu.items.length > 7 ? "grid grid-cols-2 gap-x-2" : "grid"}>
            {menu.items.map((item) => (
              <li key={"to" in item ? item.to : item.label.en}>
                <NavItemLink item={item} className={`${navLinkClass} font-normal`} />
              </li>
            ))}
          </ul>
          {menu.areaPrompt && <AreaPrompt />}
        </div>
      </div>
    </li>
  );
}
