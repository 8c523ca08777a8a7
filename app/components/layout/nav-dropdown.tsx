import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import type { NavMenu } from "~/content/navigation";
import { useLanguage } from "~/i18n/language-context";
import { type Dropdown, enhanceDropdown } from "~/lib/browser/header/dropdown";
import { useCurrentPage } from "~/hooks/use-current-page";
import { AreaPrompt } from "./area-prompt";
import { itemKey } from "./menu-items";
import { useMenuItems } from "~/hooks/use-menu-items";
import { menuHasCurrent, NavItemLink } from "./nav-item-link";

export const navLinkClass =
  "flex min-h-11 items-center gap-1.5 rounded-md px-2.5 py-2 font-bold text-brand-900 no-underline hover:bg-brand-50 xl:px-3 aria-[current=page]:bg-brand-100 aria-[current=page]:underline aria-[current=page]:decoration-accent-700 aria-[current=page]:decoration-2";

/** The native disclosure marker is replaced by the chevron. */
export const summaryClass = "cursor-pointer list-none [&::-webkit-details-marker]:hidden";

/** Top-level entries stay on one line (the header keeps one row of navigation at 1024 px in Spanish). */
export const topLinkClass = `${navLinkClass} whitespace-nowrap max-xl:px-2`;

/**
 * A menu of the desktop header, built on <details>/<summary> so it opens without JavaScript.
 * Its behaviour is plain DOM code (~/lib/browser/header/dropdown.ts), the same whether React
 * hydrates the page or the islands' entry enhances it: hover opens, leaving, Escape (focus back
 * to its summary), a click outside or focus moving away close it, arrow keys move between its
 * links. Here it also closes when React Router shows another page.
 */
export function NavDropdown({ menu }: { menu: NavMenu }) {
  const { lang } = useLanguage();
  const current = useCurrentPage();
  const { pathname } = useLocation();
  const rootRef = useRef<HTMLLIElement>(null);
  const dropdown = useRef<Dropdown>(null);
  const items = useMenuItems(menu);

  useEffect(() => {
    const enhanced = enhanceDropdown(rootRef.current!);
    dropdown.current = enhanced;
    return () => enhanced.dispose();
  }, []);
  useEffect(() => dropdown.current?.close(), [pathname]);

  return (
    <li ref={rootRef} className="relative" data-dropdown="">
      <details className="group">
        <summary className={`${topLinkClass} ${summaryClass} ${menuHasCurrent(items, current) ? "bg-brand-100" : ""}`}>
          {menu.label[lang]}
          <svg className="size-4 transition-transform group-open:rotate-180" viewBox="0 0 20 20" aria-hidden="true">
            <path d="M5 7.5 10 12.5 15 7.5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </summary>
        <div className="absolute top-full left-0 z-50 pt-2">
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
