/**
 * How busy the machine is, for the browser suite's waits. A wait in these tests stands for "long
 * enough on an idle 2-core machine"; on a loaded one (other browsers, a build, a second suite beside
 * it: a load of 8 to 38 was seen) the same page needs several times as long, and a fixed limit then
 * fails for the machine's sake, not the page's. Every limit goes through `slack()`, so that a red run
 * means a defect: a hang is still found, only later.
 */
import { availableParallelism, loadavg } from "node:os";

/** At most this many times the idle limit. */
const MAX_FACTOR = 6;

/** The machine's load per core (the higher of the 1- and 5-minute averages), between 1 and 6. */
export function loadFactor(): number {
  const [one = 0, five = 0] = loadavg();
  return Math.min(MAX_FACTOR, Math.max(1, Math.max(one, five) / availableParallelism()));
}

/** `ms` (the limit on an idle machine) stretched by the machine's load now. */
export const slack = (ms: number): number => Math.round(ms * loadFactor());

/**
 * Failures of the test machine itself, not of the site: Chromium's renderer or browser gone. The
 * suite retries a test once when it fails with one of these, and prints that it did.
 */
export const INFRASTRUCTURE_FAILURE =
  /Target crashed|Page crashed|Target page, context or browser has been closed|browser has disconnected|WebSocket error: connect ECONNREFUSED/;
