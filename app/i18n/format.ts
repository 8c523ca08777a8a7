import type { Lang } from "~/i18n/lang";

/** Fills "{name}" placeholders from `vars`; a placeholder without a value stays as written. */
export function fill(text: string, vars: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => String(vars[name] ?? match));
}

/**
 * 12000 → "12,000": whole numbers grouped the US way in both languages (as Florida Spanish-language
 * media do). Plain string work: the browser's Intl would set up its ICU data on first use, 10-40 ms
 * of the page's start-up (e2e/pages.e2e.ts checks that no page calls it).
 */
export const grouped = (value: number): string => String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/**
 * A time of day held on one line: the spaces in "6:00 PM" and "6:00 p. m." become no-break
 * spaces, so that large text never leaves "p." at the end of one line and "m." on the next.
 */
export const timesTogether = (text: string): string =>
  text.replace(
    /(\d{1,2}:\d{2})\s+(AM|PM|[ap]\.\s*m\.)/gi,
    (_, time: string, marker: string) => `${time}\u00a0${marker.replace(/\s+/g, "\u00a0")}`,
  );

/** "1,000+". */
export const plus = (value: number): string => `${grouped(value)}+`;

/**
 * "Tampa, Miami and Bartow" / "Tampa, Miami y Bartow" (Intl knows when Spanish says "e"). For words
 * made at build time only: it is pure, so a browser bundle that imports it but never shows the list
 * drops the call.
 */
export const listOf = (lang: Lang, items: readonly string[]): string =>
  new Intl.ListFormat(lang, { type: "conjunction" }).format(items);

const numberWords = {
  en: ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"],
  es: ["cero", "una", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez", "once", "doce"],
};

/** A count as prose writes it: "nine" / "nueve" up to twelve, then digits ("14"). */
export const countInWords = (lang: Lang, value: number): string => numberWords[lang][value] ?? grouped(value);
