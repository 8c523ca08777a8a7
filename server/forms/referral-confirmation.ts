/**
 * What a referral's sender is told once it is kept: a reference number (the first eight figures
 * of the request's id, which the office shows on the request's page) and the time by which the
 * referral line calls back (the request's reply-by, ./office/reply-by.ts), as Florida's clock shows
 * it, in the sender's language. A post without JavaScript carries both to the thank-you page in
 * its address; nothing about the patient does.
 */
import { replyHours } from "~/content/facts";
import type { Lang } from "~/i18n/lang";
import { OFFICE_TIME_ZONE } from "../office/reply-by";

/** A time is promised only while the reply time is a real fact (or on the demo): a sample promises nothing. */
const promised = replyHours !== null;

export interface Confirmation {
  reference: string;
  /** "Saturday, 12:00 AM" (Florida time), or null when the request has no reply-by time. */
  callBy: string | null;
}

/** A request's reference: "3F9A1C07". */
export const referenceOf = (id: string) => id.slice(0, 8).toUpperCase();

const formats = new Map<Lang, Intl.DateTimeFormat>();

/** "Saturday, 12:00 AM" / "sábado, 12:00 a. m.", on Florida's clock. */
export function callTime(at: number, lang: Lang): string {
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === "es" ? "es-US" : "en-US", {
      timeZone: OFFICE_TIME_ZONE,
      weekday: "long",
      month: "long",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
    });
    formats.set(lang, format);
  }
  return format.format(at);
}

export const confirmationOf = (id: string, replyBy: number | null, lang: Lang): Confirmation => ({
  reference: referenceOf(id),
  callBy: replyBy === null || !promised ? null : callTime(replyBy, lang),
});

/** The thank-you page's address query for a post without JavaScript: "?ref=3F9A1C07&by=1764300000000". */
export const confirmationQuery = (id: string, replyBy: number | null) =>
  `?ref=${referenceOf(id)}${replyBy === null ? "" : `&by=${replyBy}`}`;

/** The confirmation a thank-you page's address carries, if it is well formed (never more than a week ahead). */
export function confirmationFrom(url: string, lang: Lang, now: number): Confirmation | null {
  const query = new URL(url, "http://x").searchParams;
  const reference = query.get("ref") ?? "";
  if (!/^[0-9A-F]{8}$/.test(reference)) return null;
  const by = Number(query.get("by"));
  const fair = Number.isInteger(by) && by > now - 7 * 86_400_000 && by < now + 7 * 86_400_000;
  return { reference, callBy: fair && promised ? callTime(by, lang) : null };
}
