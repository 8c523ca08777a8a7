import { Link } from "react-router";
import type { NavLinkItem } from "~/content/navigation";
import { useLanguage } from "~/i18n/language-context";
import { useCurrentPage } from "~/hooks/use-current-page";
import { telHref } from "~/lib/contact";
import { PhoneIcon } from "~/components/ui/button";
import { labelIn } from "./menu-items";

/** One navigation link: a page in the current language (marked when current) or a tel: link. */
export function NavItemLink({ item, className }: { item: NavLinkItem; className: string }) {
  const { lang, href } = useLanguage();
  const current = useCurrentPage();
  if ("phone" in item) {
    return (
      <a href={telHref(item.phone)} className={`${className} flex-wrap`}>
        <PhoneIcon className="size-4" />
        {item.label[lang]}
        <span className="font-normal">{item.phone.display}</span>
      </a>
    );
  }
  return (
    <Link to={href(item.to)} className={className} aria-current={current === item.to ? "page" : undefined}>
      {labelIn(item.label, lang)}
    </Link>
  );
}

export function menuHasCurrent(items: NavLinkItem[], current: string | null): boolean {
  return items.some((item) => "to" in item && item.to === current);
}
