import { useRouteLoaderData } from "react-router";
import type { NavLabel, NavLinkItem, NavMenu } from "~/content/navigation";
import type { Lang } from "~/i18n/lang";
import type { PageFrame } from "~/lib/build/page-frame.server";

/** A menu's links: its own, then, for the Service Areas menu, one per area from the page's frame. */
export function useMenuItems(menu: NavMenu): NavLinkItem[] {
  const areaLinks = useRouteLoaderData<PageFrame>("root")?.areaLinks ?? [];
  return menu.id === "areas" ? [...menu.items, ...areaLinks] : menu.items;
}

export const labelIn = (label: NavLabel, lang: Lang): string => (typeof label === "string" ? label : label[lang]);

/** A stable key for a link in a list. */
export const itemKey = (item: NavLinkItem): string => ("to" in item ? item.to : item.phone.e164);
