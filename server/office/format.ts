/**
 * Times and phone numbers as staff read them: Florida's local time in their language, a reply-by
 * countdown (updated in the page by ./browser/office-script.ts), tap-to-call links.
 */
import type { Lang } from "~/i18n/lang";
import { escapeHtml as e } from "../html";
import { phoneExtension } from "~/lib/forms/schemas";
import { OFFICE_TIME_ZONE } from "./reply-by";
import type { OfficeWords } from "./words";

const formats = new Map<string, Intl.DateTimeFormat>();

export function localTime(ms: number, lang: Lang, style: "short" | "medium" = "medium"): string {
  const key = `${lang}-${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === "es" ? "es-US" : "en-US", {
      timeZone: OFFICE_TIME_ZONE,
      dateStyle: style,
      timeStyle: "short",
    });
    formats.set(key, format);
  }
  return format.format(ms);
}

/** "Due in 1 h 20 min" / "Overdue by 35 min", kept current in the page by the countdown script. */
export function countdown(replyBy: number, now: number, w: OfficeWords): string {
  const minutes = Math.max(0, Math.round(Math.abs(replyBy - now) / 60_000));
  const text = replyBy >= now ? w.queue.dueIn(w.duration(minutes)) : w.queue.overdue(w.duration(minutes));
  const overdue = replyBy < now;
  return `<span class="font-bold ${overdue ? "text-accent-800" : "text-brand-800"}" data-due="${replyBy}" data-due-in="${e(w.queue.dueIn("{t}"))}" data-overdue="${e(w.queue.overdue("{t}"))}">${e(text)}</span>`;
}

/** A phone to dial: "(863) 687-1100 x4521" dials the number, waits, then the extension. */
export const telHref = (phone: string) => {
  const { number, ext } = phoneExtension(phone) ?? { number: phone, ext: "" };
  const digits = number.replace(/\D/g, "");
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}${ext ? `,${ext}` : ""}`;
};
