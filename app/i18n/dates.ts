import type { Lang } from "~/i18n/lang";

/** "2024-12-12" -> "December 12, 2024" / "12 de diciembre de 2024" (a calendar date: no time zone shift). */
export function formatDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === "en" ? "en-US" : "es-US", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

const DAY_MS = 86_400_000;

/**
 * How long ago a calendar date was, in words: "2 weeks ago" / "hace 2 semanas". Computed when the
 * page is built (reviews are dated by day; a rebuild refreshes the wording).
 */
export function relativeDate(iso: string, now: Date, lang: Lang): string {
  const days = Math.max(0, Math.floor((now.getTime() - Date.parse(`${iso}T00:00:00Z`)) / DAY_MS));
  const format = new Intl.RelativeTimeFormat(lang, { numeric: "always" });
  if (days < 7) return new Intl.RelativeTimeFormat(lang, { numeric: "auto" }).format(-days, "day");
  if (days < 30) return format.format(-Math.floor(days / 7), "week");
  if (days < 365) return format.format(-Math.floor(days / 30), "month");
  return format.format(-Math.floor(days / 365), "year");
}
