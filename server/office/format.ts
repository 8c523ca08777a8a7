/**
 * Times and phone numbers as staff read them: Florida's local time in their language, a reply-by
 * countdown (updated in the page by /office/office.js), tap-to-call links.
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

/**
 * The office's script (/office/office.js): every 30 s each [data-due] says again how long is left
 * (or how late it is); and once the body's data-idle seconds pass with no key, pointer or scroll,
 * the page loads itself again (the server has ended the session by then: the sign-in shows).
 */
export const OFFICE_SCRIPT = `(() => {
  const span = (m) => { const h = Math.floor(m / 60); return h ? h + " h " + (m % 60) + " min" : m + " min"; };
  const idle = Number(document.body.dataset.idle || 0) * 1000;
  let active = Date.now();
  for (const type of ["keydown", "pointerdown", "scroll", "input"]) addEventListener(type, () => (active = Date.now()), { passive: true });
  const tick = () => {
    if (idle && Date.now() - active > idle + 5000) return location.reload();
    for (const el of document.querySelectorAll("[data-due]")) {
      const left = Number(el.dataset.due) - Date.now();
      const text = (left >= 0 ? el.dataset.dueIn : el.dataset.overdue).replace("{t}", span(Math.round(Math.abs(left) / 60000)));
      if (el.textContent !== text) el.textContent = text;
      el.classList.toggle("text-accent-800", left < 0);
      el.classList.toggle("text-brand-800", left >= 0);
    }
  };
  setInterval(tick, 30000);
})();
`;

/** A phone to dial: "(863) 687-1100 x4521" dials the number, waits, then the extension. */
export const telHref = (phone: string) => {
  const { number, ext } = phoneExtension(phone) ?? { number: phone, ext: "" };
  const digits = number.replace(/\D/g, "");
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}${ext ? `,${ext}` : ""}`;
};
