import type { IsoDate } from "~/content/site";

const HOUR = 3_600_000;

/**
 * Florida's offset from UTC at `now`, in hours: -4 in daylight time, from the second Sunday of
 * March at 2:00 to the first Sunday of November at 2:00 (the US rule since 2007), -5 otherwise.
 * Plain date arithmetic instead of Intl's time zones: a browser sets up its ICU data on the first
 * Intl call, 10-40 ms of the page's start-up. offers.test.ts checks every hour of 2024-2040
 * against Intl's America/New_York.
 */
function floridaOffset(now: Date): number {
  const year = now.getUTCFullYear();
  /** The day of the month of the nth Sunday of a month (0-based month). */
  const sunday = (month: number, nth: number) =>
    1 + ((7 - new Date(Date.UTC(year, month, 1)).getUTCDay()) % 7) + 7 * (nth - 1);
  const daylightFrom = Date.UTC(year, 2, sunday(2, 2), 2 + 5);
  const daylightTo = Date.UTC(year, 10, sunday(10, 1), 2 + 4);
  return now.getTime() >= daylightFrom && now.getTime() < daylightTo ? -4 : -5;
}

/** The calendar date in Florida at `now`: "2026-12-31". */
export function floridaDate(now: Date): IsoDate {
  return new Date(now.getTime() + floridaOffset(now) * HOUR).toISOString().slice(0, 10) as IsoDate;
}
