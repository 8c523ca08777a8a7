/**
 * The site's promise to families, kept by the office: a reply within `replyWithinHours` (the
 * config's figure, 2) counted in the config's office hours, in Florida time. A request sent at
 * 10:00 on a Tuesday is due at 12:00; one sent at 17:30 (closing 18:00) at 9:30 the next morning;
 * one sent on Sunday two hours after Monday's opening. A referral's promise is the config's set-up
 * time (referralSetupHours, "24‑48": its first figure), counted on the clock rather than in office
 * hours (docs/decisions/0022-uploads.md); but a referral whose patient is discharged today or
 * tomorrow gets its call within `replyWithinHours` on the clock, evenings and weekends included:
 * a patient discharged on a Friday evening cannot wait for Monday's opening
 * (docs/decisions/0031-referral-refusals-and-call-back.md). An application's call is due by the
 * office's closing time on the second business day (Monday to Friday, the config's
 * applicationCallBusinessDays) after the day it came: Friday's or Saturday's by Tuesday's close.
 * Holidays are not counted out. Nothing here reads the clock:
 * callers pass the time.
 */
import { site } from "~/content/site";
import type { FormName } from "~/lib/delivery";

export const OFFICE_TIME_ZONE = "America/New_York";
const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export interface OpenHours {
  week: readonly string[];
  opens?: string;
  closes?: string;
}

const parts = new Intl.DateTimeFormat("en-US", {
  timeZone: OFFICE_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
});

/** Florida's wall-clock time at `at`, as if it were UTC (for date arithmetic). */
function wallClock(at: number): number {
  const p = Object.fromEntries(parts.formatToParts(at).map((x) => [x.type, Number(x.value)]));
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
}

/** The instant at which Florida's clock shows `wall` (a wall-clock time written as UTC). */
function instant(wall: number): number {
  const guess = wall - (wallClock(wall) - wall);
  // Across a daylight-saving change the first guess can be an hour off: one more step settles it.
  return wall - (wallClock(guess) - guess);
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The office's open spells from the day of `from` on, for `days` days, as instants. */
function openSpells(from: number, hours: readonly OpenHours[], days: number): [number, number][] {
  const startOfDay = Math.floor(wallClock(from) / DAY) * DAY;
  const spells: [number, number][] = [];
  for (let d = 0; d < days; d++) {
    const day = startOfDay + d * DAY;
    const name = DAYS[new Date(day).getUTCDay()]!;
    for (const row of hours) {
      if (!row.week.includes(name) || !row.opens || !row.closes) continue;
      spells.push([instant(day + minutesOf(row.opens) * MINUTE), instant(day + minutesOf(row.closes) * MINUTE)]);
    }
  }
  return spells.sort((a, b) => a[0] - b[0]);
}

/** When a reply to a request received at `receivedAt` is due; null when the office never opens. */
export function replyBy(
  receivedAt: number,
  withinHours: number = site.claims.replyWithinHours.value,
  hours: readonly OpenHours[] = site.hours.map((row) => row.open),
): number | null {
  let left = withinHours * 60 * MINUTE;
  for (const [opens, closes] of openSpells(receivedAt, hours, 15)) {
    if (closes <= receivedAt) continue;
    const start = Math.max(opens, receivedAt);
    if (closes - start >= left) return start + left;
    left -= closes - start;
  }
  return null;
}

/**
 * The end of the `days`-th business day (Monday to Friday) after the Florida day of `receivedAt`:
 * the office's closing time that day, or midnight when the hours give none.
 */
export function businessDaysReplyBy(
  receivedAt: number,
  days: number = site.claims.applicationCallBusinessDays.value,
  hours: readonly OpenHours[] = site.hours.map((row) => row.open),
): number {
  let day = Math.floor(wallClock(receivedAt) / DAY) * DAY;
  for (let left = days; left > 0;) {
    day += DAY;
    const weekday = new Date(day).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  const name = DAYS[new Date(day).getUTCDay()]!;
  const closes = hours.filter((row) => row.week.includes(name) && row.closes).map((row) => minutesOf(row.closes!));
  return instant(day + (closes.length ? Math.max(...closes) : 24 * 60) * MINUTE);
}

/** The first figure of the referral promise ("24‑48" hours: 24). */
export const referralHours = (promise: string = site.claims.referralSetupHours.value): number =>
  Number(/\d+/.exec(promise)?.[0] ?? 24);

/** Florida's date (2026-11-28) at `at`. */
export const floridaDate = (at: number) => new Date(wallClock(at)).toISOString().slice(0, 10);

/** A referral whose discharge date is today or tomorrow in Florida (or already past): its call cannot wait. */
export function isUrgentDischarge(values: Record<string, string> | undefined, at: number): boolean {
  const date = values?.dischargeDate;
  const us = date && /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(date);
  const iso = us ? `${us[3]}-${us[1]!.padStart(2, "0")}-${us[2]!.padStart(2, "0")}` : date;
  return Boolean(iso) && iso! <= floridaDate(at + DAY);
}

/**
 * When a request of this kind must be answered: a consultation's reply; a referral's set-up, or
 * for an urgent discharge its call; an application's call; null for newsletter sign-ups.
 */
export function replyByFor(receivedAt: number, form: FormName, values?: Record<string, string>): number | null {
  if (form === "contact") return replyBy(receivedAt);
  if (form === "referral" && isUrgentDischarge(values, receivedAt))
    return receivedAt + site.claims.replyWithinHours.value * 60 * MINUTE;
  if (form === "referral") return receivedAt + referralHours() * 60 * MINUTE;
  if (form === "application") return businessDaysReplyBy(receivedAt);
  return null;
}
