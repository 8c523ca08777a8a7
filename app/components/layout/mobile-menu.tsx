import { mainNav } from "~/content/navigation";
import { site } from "~/content/site";
import { useLanguage } from "~/i18n/language-context";
import { CallButton } from "~/components/ui/button";
import { AreaPrompt } from "./area-prompt";
import { NavItemLink } from "./nav-item-link";

const linkClass =
  "flex min-h-12 items-center gap-2 rounded-md px-3 py-2 text-lg text-brand-900 no-underline hover:bg-brand-50 aria-[current=page]:bg-brand-100 aria-[current=page]:font-bold";

/** The menu of small screens: every link, grouped as in the header's menus. Closing is the header's job. */
export function MobileMenu({ id, open, onNavigate }: { id: string; open: boolean; onNavigate: () => void }) {
  const { lang, t } = useLanguage();
  return (
    <div
      id={id}
      hidden={!open}
      className="max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-t border-line bg-white lg:hidden"
      onClick={(event) => {
        if ((event.target as HTMLElement).closest("a")) onNavigate();
      }}
    >
      <nav aria-label={t("header.mainNav")} className="mx-auto max-w-6xl px-5 py-4 sm:px-8">
        <ul className="grid gap-1">
          {mainNav.map((entry) =>
            entry.kind === "link" ? (
              <li key={entry.label.en}>
                <NavItemLink item={entry} className={`${linkClass} font-bold`} />
              </li>
            ) : (
              <li key={entry.id} className="mt-3">
                <h2 className="px-3 text-base font-bold tracking-wide text-muted uppercase">{entry.label[lang]}</h2>
                <ul className="mt-1 grid gap-1 sm:grid-cols-2">
                  {entry.items.map((item) => (
                    <li key={item.label.en}>
                      <NavItemLink item={item} className={linkClass} />
                    </li>
                  ))}
                </ul>
                {entry.areaPrompt && <AreaPrompt />}
              </li>
            ),
          )}
        </ul>
        <CallButton phone={site.phones.main} className="mt-5 w-full">
          {t("cta.call247", { phone: site.phones.main.display })}
        </CallButton>
      </nav>
    </div>
  );
}
