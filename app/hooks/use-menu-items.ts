import { useRouteLoaderData } from "react-router";
import type { NavLinkItem, NavMenu } from "~/content/navigation";
import type { PageFrame } from "~/lib/build/page-frame.server";

/** A menu's links: its own, then, for the Service Areas menu, one per area from the page's frame. */
export function useMenuItems(menu: NavMenu): NavLinkItem[] {
  const areaLinks = useRouteLoaderData<PageFrame>("root")?.areaLinks ?? [];
  return menu.id === "areas" ? [...menu.items, ...areaLinks] : menu.items;
}
