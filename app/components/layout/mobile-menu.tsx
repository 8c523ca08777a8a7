import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { mainNav, type NavMenu } from "~/content/navigation";
import { site } from "~/content/site";
import { useLanguage } from "~/i18n/language-context";
import { CallButton } from "~/components/ui/button";
import { AreaPrompt } from "./area-prompt";
import { itemKey } from "./menu-items";
import { useMenuItems } from "~/hooks/use-menu-items";
import { summaryClass } from "./nav-dropdown";
import { NavItemLink } from "./nav-item-link";
import { EmergencyLine } from "./emergency-line";
import { enhancePhoneMenu } from "~/lib/browser/header/phone-menu";

const linkClass =
  "flex min-h-12 items-center gap-2 rounded-md px-3 py-2 text-lg text-brand-900 no-underline hover:bg-brand-50 aria-[current=page]:bg-brand-100 aria-[current=page]:font-bold";

/**
 * The menu of small screens, a <details> so it opens without JavaScript; the browser opens and
 * closes it with or without JavaScript, so a tap never waits for a render. Its behaviour is plain
 * DOM code (~/lib/browser/header/phone-menu.ts), the same with islands only: Escape closes it
 * (focus back to its summary), following a link closes it, and while it is open the page behind is
 * inert and does not scroll. Here it also closes when React Router shows another page.
 */
export function MobileMenu() {
  const { t } = useLanguage();
  const { pathname } = useLocation();
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const shownPath = useRef(pathname);

  useEffect(() => enhancePhoneMenu(detailsRef.current!), []);
  useEffect(() => {
    if (pathname === shownPath.current) return; // not on hydration: a menu opened before stays open
    shownPath.current = pathname;
    if (detailsRef.current) detailsRef.current.open = false;
  }, [pathname]);

  return (
    <details ref={detailsRef} id="mobile-menu" className="group min-[64rem]:hidden">
      <summary
        className={`${summaryClass} inline-flex min-h-12 items-center gap-1.5 rounded-full border-2 border-brand-700 px-3 font-bold text-brand-800 sm:px-4`}
      >
        <svg className="size-5" viewBox="0 0 24 24" aria-hidden="true">
          <path
            className="group-open:hidden"
            d="M4 7h16M4 12h16M4 17h16"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
          />
          <path
            className="hidden group-open:inline"
            d="M6 6l12 12M18 6 6 18"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
          />
        </svg>
        {/* Both words in one place, the other one hidden: the button is as wide open as closed, so the
            header's row never changes (wider, "Cerrar" once wrapped it to two rows at 390 px). */}
        <span className="grid">
          <span className="col-start-1 row-start-1 group-open:invisible">{t("header.menu")}</span>
          <span className="invisible col-start-1 row-start-1 group-open:visible">{t("header.closeMenu")}</span>
        </span>
      </summary>
      <div className="menu-panel absolute inset-x-0 top-full max-h-[calc(100dvh-100%)] overflow-y-auto border-t border-line bg-white shadow-xl">
        <nav aria-label={t("header.mainNav")} className="mx-auto max-w-6xl px-5 py-4 sm:px-8">
          <ul className="grid gap-1">
            {mainNav.map((entry) =>
              entry.kind === "link" ? (
                <li key={itemKey(entry)}>
                  <NavItemLink item={entry} className={`${linkClass} font-bold`} />
                </li>
              ) : (
                <MenuSection key={entry.id} menu={entry} />
              ),
            )}
          </ul>
          <CallButton phone={site.phones.main} className="mt-5 w-full">
            {t("cta.call247", { phone: site.phones.main.display })}
          </CallButton>
          <EmergencyLine className="mt-3 text-center text-accent-800" />
        </nav>
      </div>
    </details>
  );
}

/** One menu of the header as a titled list of links. */
function MenuSection({ menu }: { menu: NavMenu }) {
  const { lang } = useLanguage();
  const items = useMenuItems(menu);
  return (
    <li className="mt-3">
      <h2 className="px-3 text-base font-bold tracking-wide text-muted uppercase">{menu.label[lang]}</h2>
      <ul className="mt-1 grid gap-1 sm:grid-cols-2">
        {items.map((item) => (
          <li key={itemKey(item)}>
            <NavItemLink item={item} className={linkClass} />
          </li>
        ))}
      </ul>
      {menu.areaPrompt && <AreaPrompt />}
    </li>
  );
}
