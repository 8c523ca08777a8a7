/**
 * Times and phone numbers as staff read them: Florida's local time in their language, tap-to-call
 * links. (The reply-by countdown is a component: ./parts.tsx.)
 */
import type { Lang } from "~/i18n/lang";
import { phoneExtension } from "~/lib/forms/schemas";
import { OFFICE_TIME_ZONE } from "./reply-by";

const formats = new Map<Lang, Intl.DateTimeFormat>();

/**
 * One way of writing a time everywhere in the office: the month in words ("Nov 28, 2026, 3:04 PM",
 * "28 nov 2026, 3:04 p.m."), so a date never reads as day/month in one language and month/day in the other.
 */
export function localTime(ms: number, lang: Lang): string {
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === "es" ? "es-US" : "en-US", {
      timeZone: OFFICE_TIME_ZONE,
      dateStyle: "medium",
      timeStyle: "short",
    });
    formats.set(lang, format);
  }
  return format.format(ms);
}

/** A phone's digits without its extension, and the extension; a US number's 10 digits, if it is one. */
function phoneParts(phone: string) {
  const { number, ext } = phoneExtension(phone) ?? { number: phone, ext: "" };
  const digits = number.replace(/\D/g, "");
  const us = digits.length === 10 ? digits : /^1\d{10}$/.test(digits) ? digits.slice(1) : null;
  return { digits, us, ext };
}

/** A phone to dial: "(863) 687-1100 x4521" dials the number, waits, then the extension. */
export const telHref = (phone: string) => {
  const { digits, us, ext } = phoneParts(phone);
  return `tel:+${us ? `1${us}` : digits}${ext ? `,${ext}` : ""}`;
};

/**
 * A phone as the office reads it, however the family typed it: a US number as "(863) 555-0199",
 * its extension as " x4521"; anything else (a number from abroad) as typed.
 */
export function shownPhone(phone: string): string {
  const { us, ext } = phoneParts(phone);
  if (!us) return phone.trim();
  return `(${us.slice(0, 3)}) ${us.slice(3, 6)}-${us.slice(6)}${ext ? ` x${ext}` : ""}`;
}
