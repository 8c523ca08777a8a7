import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { NavMenu } from "~/content/navigation";
import { useLanguage } from "~/i18n/language-context";
import { handleMenuKeys } from "~/hooks/use-menu-keys";
import { useCurrentPage } from "~/hooks/use-current-page";
import { AreaPrompt } from "./area-prompt";
import { itemKey } from "./menu-items";
import { useMenuItems } from "~/hooks/use-menu-items";
import { menuHasCurrent, NavItemLink } from "./nav-item-link";

/** "hover" closes when the pointer leaves; "pinned" (opened by click or keyboard) stays until closed. */
type OpenState = "closed" | "hover" | "pinned";

export const navLinkClass =
  "flex min-h-11 items-center gap-1.5 rounded-md px-2.5 py-2 font-bold text-brand-900 no-underline hover:bg-brand-50 xl:px-3 aria-[current=page]:bg-brand-100 aria-[current=page]:underline aria-[current=page]:decoration-accent-700 aria-[current=page]:decoration-2";

/** The native disclosure marker is replaced by the chevron. */
export const summaryClass = "cursor-pointer list-none [&::-webkit-details-marker]:hidden";

/** Top-level entries stay on one line (the header keeps one row of navigation at 1024 px in Spanish). */
export const topLinkClass = `${navLinkClass} whitespace-nowrap`;

/**
 * A menu of the desktop header, built on <details>/<summary> so it opens without JavaScript.
 * Once hydrated it also opens on hover, closes on leaving, Escape (focus back to its summary), a
 * click outside, focus moving away, or navigation; arrow keys move between its links.
 */
export function NavDropdown({ menu }: { menu: NavMenu }) {
  const { lang } = useLanguage();
  const current = useCurrentPage();
  const { pathname } = useLocation();
  const [state, setState] = useState<OpenState>("closed");
  const rootRef = useRef<HTMLLIElement>(null);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const open = state !== "closed";
  const items = useMenuItems(menu);

  useEffect(() => setState("closed"), [pathname]);
  // Opened natively before hydration: stay open.
  useEffect(() => {
    if (detailsRef.current?.open) setState("pinned");
  }, []);

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
        if (!open) return;
        if (event.key === "Escape") {
          setState("closed");
          summaryRef.current?.focus();
        } else handleMenuKeys(event, panelRef.current);
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setState("closed");
      }}
    >
      <details
        ref={detailsRef}
        open={open}
        className="group"
        onToggle={(event) => {
          const isOpen = event.currentTarget.open;
          setState((s) => (isOpen ? (s === "closed" ? "pinned" : s) : "closed"));
        }}
      >
        <summary
          ref={summaryRef}
          className={`${topLinkClass} ${summaryClass} ${menuHasCurrent(items, current) ? "bg-brand-100" : ""}`}
          onClick={(event) => {
            event.preventDefault();
            setState((s) => (s === "pinned" ? "closed" : "pinned"));
          }}
        >
          {menu.label[lang]}
          <svg className="size-4 transition-transform group-open:rotate-180" viewBox="0 0 20 20" aria-hidden="true">
            <path d="M5 7.5 10 12.5 15 7.5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </summary>
        <div ref={panelRef} className="absolute top-full left-0 z-50 pt-2">
          <div className="w-max max-w-[34rem] rounded-xl border border-line bg-white p-3 shadow-xl">
            <ul className={items.length > 7 ? "grid grid-cols-2 gap-x-2" : "grid"}>
              {items.map((item) => (
                <li key={itemKey(item)}>
                  <NavItemLink item={item} className={`${navLinkClass} font-normal`} />
                </li>
              ))}
            </ul>
            {menu.areaPrompt && <AreaPrompt />}
          </div>
        </div>
      </details>
    </li>
  );
}
