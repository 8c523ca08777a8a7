import type { NavLabel, NavLinkItem } from "~/content/navigation";
import type { Lang } from "~/i18n/lang";

export const labelIn = (label: NavLabel, lang: Lang): string => (typeof label === "string" ? label : label[lang]);

/** A stable key for a link in a list. */
export const itemKey = (item: NavLinkItem): string => ("to" in item ? item.to : item.phone.e164);
