/**
 * The finder's words in the page's language: county names as the language writes them, what a
 * visitor typed as echoed back (briefly), and distances in miles (one mile, or more).
 */
import type { FinderLabels } from "~/content/areas/overview";
import { fill } from "~/i18n/format";

/** How much of what a visitor typed an answer repeats. */
export const ECHO_LENGTH = 40;

const COUNTY = /^(.+) County$/;

/** "Polk County" as a suggestion ("condado de Polk") or in a sentence ("el condado de Polk"). */
export function placeName(name: string, labels: FinderLabels, inSentence = false): string {
  const county = COUNTY.exec(name)?.[1];
  return county ? fill(inSentence ? labels.countyInSentence : labels.county, { name: county }) : name;
}

/** A county typed in Spanish, "(el) condado de Polk", as the data names it: "Polk County". */
export function placeQuery(query: string): string {
  const county = /^\s*(?:el\s+)?condado\s+de\s+(.+?)\s*$/i.exec(query)?.[1];
  return county ? `${county} County` : query;
}

/** What the visitor typed, cut to its first ECHO_LENGTH characters. */
export function echo(query: string): string {
  const chars = [...query.trim()];
  return chars.length > ECHO_LENGTH ? `${chars.slice(0, ECHO_LENGTH).join("").trimEnd()}…` : chars.join("");
}

/** "About 1 mile", "About 12 miles". */
export function distance(miles: number, labels: FinderLabels): string {
  return miles === 1 ? labels.distanceOne : fill(labels.distanceMany, { miles });
}
