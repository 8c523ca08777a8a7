import { useEffect, useRef } from "react";
import { mainNav } from "~/content/navigation";
import { site } from "~/content/site";
import { useLanguage } from "~/i18n/language-context";
import { telHref } from "~/lib/contact";
import { CallButton, PhoneIcon } from "~/components/ui/button";
import { LanguageToggle } from "./language-toggle";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { NavDropdown, topLinkClass } from "./nav-dropdown";
import { NavItemLink } from "./nav-item-link";
import { itemKey } from "./menu-items";
import { watchHeaderHeight } from "~/lib/browser/header/header-height";

/**
 * The header: logo, language toggle, call button; the main navigation (a menu on small screens).
 * Sticky on windows tall enough for it (app.css), wrapping instead of scrolling sideways.
 */
export function SiteHeader() {
  const { lang, t } = useLanguage();
  const headerRef = useRef<HTMLElement>(null);
  useEffect(() => watchHeaderHeight(headerRef.current!), []);

  return (
    <header
      ref={headerRef}
      className="site-header relative top-0 z-40 border-b border-line bg-white shadow-sm print:shadow-none"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-1.5 px-3 py-2.5 sm:gap-3 sm:px-8">
        <Logo />
        <div className="ml-auto flex flex-wrap items-center justify-end gap-1 sm:gap-2 print:hidden">
          <LanguageToggle />
          <CallButton phone={site.phones.main} className="px-5 max-sm:hidden">
            <span className="md:hidden">{t("header.callShort")}</span>
            <span className="max-md:hidden">{t("cta.call247", { phone: site.phones.main.display })}</span>
          </CallButton>
          <a
            href={telHref(site.phones.main)}
            className="inline-flex size-12 items-center justify-center rounded-full border-2 border-transparent bg-accent-700 text-white sm:hidden"
          >
            <PhoneIcon />
            <span className="sr-only">
              {t("header.callAria")} {site.phones.main.display}
            </span>
          </a>
          <MobileMenu />
        </div>
        <p className="ml-auto hidden font-bold print:block">{t("cta.call247", { phone: site.phones.main.display })}</p>
      </div>
      <nav aria-label={t("header.mainNav")} className="hidden border-t border-line min-[64rem]:block print:hidden">
        <ul className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-0 px-5 py-1.5 sm:px-6 xl:gap-x-1">
          {mainNav.map((entry) =>
            entry.kind === "link" ? (
              <li key={itemKey(entry)}>
                <NavItemLink item={entry} className={topLinkClass} />
              </li>
            ) : (
              <NavDropdown key={`${entry.id}-${lang}`} menu={entry} />
            ),
          )}
        </ul>
      </nav>
    </header>
  );
}
