import type { Lang } from "~/i18n/lang";

/** "2024-12-12" -> "December 12, 2024" / "12 de diciembre de 2024" (a calendar date: no time zone shift). */
export function formatDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === "en" ? "en-US" : "es-US", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

/**
 * "2026-09-27" -> "September 2026" / "septiembre de 2026": the month a review was written, a date
 * that stays true however long the page is served (never "2 weeks ago" frozen at build time).
 */
export function monthYear(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === "en" ? "en-US" : "es-US", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${iso}T00:00:00Z`));
}
