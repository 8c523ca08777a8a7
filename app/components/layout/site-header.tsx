import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { mainNav } from "~/content/navigation";
import { site } from "~/content/site";
import { useLanguage } from "~/i18n/language-context";
import { telHref } from "~/lib/contact";
import { CallButton, PhoneIcon } from "~/components/ui/button";
import { LanguageToggle } from "./language-toggle";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { NavDropdown, navLinkClass } from "./nav-dropdown";
import { NavItemLink } from "./nav-item-link";

const MOBILE_MENU_ID = "mobile-menu";

/** Sticky header: logo, language toggle, call button; the main navigation (a menu on small screens). */
export function SiteHeader() {
  const { lang, t } = useLanguage();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header
      className="sticky top-0 z-40 border-b border-line bg-white shadow-sm"
      onKeyDown={(event) => {
        if (event.key === "Escape" && menuOpen) {
          setMenuOpen(false);
          menuButtonRef.current?.focus();
        }
      }}
    >
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-2.5 sm:gap-3 sm:px-8">
        <Logo />
        <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
          <LanguageToggle />
          <CallButton phone={site.phones.main} className="px-5 max-sm:hidden">
            <span className="md:hidden">{t("header.callShort")}</span>
            <span className="max-md:hidden">{t("cta.call247", { phone: site.phones.main.display })}</span>
          </CallButton>
          <a
            href={telHref(site.phones.main)}
            className="inline-flex size-12 items-center justify-center rounded-full bg-accent-700 text-white sm:hidden"
          >
            <PhoneIcon />
            <span className="sr-only">
              {t("header.callAria")} {site.phones.main.display}
            </span>
          </a>
          <button
            ref={menuButtonRef}
            type="button"
            className="inline-flex min-h-12 items-center gap-1.5 rounded-full border-2 border-brand-700 px-3 font-bold text-brand-800 sm:px-4 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <svg className="size-5" viewBox="0 0 24 24" aria-hidden="true">
              <path
                d={menuOpen ? "M6 6l12 12M18 6 6 18" : "M4 7h16M4 12h16M4 17h16"}
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
              />
            </svg>
            {menuOpen ? t("header.closeMenu") : t("header.menu")}
          </button>
        </div>
      </div>
      <nav aria-label={t("header.mainNav")} className="hidden border-t border-line lg:block">
        <ul className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-1 px-5 py-1.5 sm:px-6">
          {mainNav.map((entry) =>
            entry.kind === "link" ? (
              <li key={entry.label.en}>
                <NavItemLink item={entry} className={navLinkClass} />
              </li>
            ) : (
              <NavDropdown key={`${entry.id}-${lang}`} menu={entry} />
            ),
          )}
        </ul>
      </nav>
      <MobileMenu id={MOBILE_MENU_ID} open={menuOpen} onNavigate={() => setMenuOpen(false)} />
    </header>
  );
}
