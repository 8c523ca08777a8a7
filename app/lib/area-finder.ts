/**
 * "Do you serve my town?": answers a city, a community or a ZIP code from the small index that
 * /service-areas ships (built from a ZIP code dataset at build time: app/lib/build/finder-data.server.ts).
 * Pure functions: the finder component and the unit tests call them.
 */
import type { FinderLabels } from "~/content/areas/overview";
import type { AreaSlug } from "~/pages";
import { milesBetween, type LatLng } from "./geo";
import { editDistance, placeKey, typoAllowance } from "./place-name";

/** The finder's data as shipped: compact strings, a few kilobytes gzipped (see the generator). */
/** What the DOM finder needs besides its markup: the page's finder words, the ZIP index and two numbers. */
export interface FinderProps {
  labels: FinderLabels;
  data: FinderData;
  radius: number | null;
  /** The Lakeland office's position, null while a sample this build leaves out (then no distance). */
  lakeland: { lat: number; lng: number } | null;
}

export interface FinderData {
  /** The areas; places and ZIP codes refer to them by position. */
  areas: AreaSlug[];
  /** "name~a" joined by "|": a is the area's position, empty for a name shown but not searched. */
  places: string;
  /** "zip~a~p~lat~lng" joined by "|": a the area's position, p the position of its place name. */
  zips: string;
}

export interface Place {
  name: string;
  key: string;
  /** Undefined: a ZIP code's city outside our areas for the most part (shown, never matched by name). */
  area?: AreaSlug;
  /** Where it is: the first of its ZIP codes, when the dataset has one. */
  at?: LatLng;
}

export interface ZipEntry {
  zip: string;
  area: AreaSlug;
  place: Place;
  at: LatLng;
}

export interface FinderIndex {
  places: Place[];
  zips: Map<string, ZipEntry>;
}

export function decodeFinderData(data: FinderData): FinderIndex {
  const areaAt = (field: string | undefined) => (field ? data.areas[Number(field)] : undefined);
  const places: Place[] = data.places.split("|").map((entry) => {
    const [name = "", area] = entry.split("~");
    return { name, key: placeKey(name), area: areaAt(area) };
  });
  const zips = new Map<string, ZipEntry>();
  for (const entry of data.zips.split("|")) {
    const [zip = "", area, place, lat, lng] = entry.split("~");
    const at = { lat: Number(lat), lng: Number(lng) };
    const placeEntry = places[Number(place)]!;
    placeEntry.at ??= at;
    zips.set(zip, { zip, area: areaAt(area)!, place: placeEntry, at });
  }
  return { places, zips };
}

/**
 * The searchable towns of each area (not the county names), in the data's order (sorted by name at
 * build time): the list the page shows without JavaScript.
 */
export function placesByArea(index: FinderIndex): Map<AreaSlug, string[]> {
  const byArea = new Map<AreaSlug, string[]>();
  for (const place of index.places) {
    if (!place.area || / County$/.test(place.name)) continue;
    byArea.set(place.area, [...(byArea.get(place.area) ?? []), place.name]);
  }
  return byArea;
}

export type FinderAnswer =
  | { kind: "empty" }
  /** The button pressed with nothing typed: say what to type. */
  | { kind: "blank" }
  /** Digits, but not five of them yet. */
  | { kind: "partial-zip"; query: string }
  | {
      kind: "found";
      area: AreaSlug;
      /** The place as we write it ("Kissimmee" for "kissimee "). */
      place: string;
      zip?: string;
      /** The name was matched despite a typo. */
      corrected: boolean;
      /** Miles from the Lakeland office, when the place's position is known. */
      lakelandMiles?: number;
    }
  | { kind: "outside-zip"; zip: string }
  | { kind: "outside"; query: string };

/** Answers what a visitor typed. `lakeland` is the Lakeland office's position (site.offices), null while unknown. */
export function findArea(index: FinderIndex, query: string, lakeland: LatLng | null): FinderAnswer {
  const text = query.trim();
  if (!text) return { kind: "empty" };
  const miles = (at?: LatLng) => (at && lakeland ? milesBetween(at, lakeland) : undefined);

  const zip = /(?:^|\D)(\d{5})(?:-\d{4})?(?:\D|$)/.exec(text)?.[1];
  if (zip) {
    const entry = index.zips.get(zip);
    if (!entry) return { kind: "outside-zip", zip };
    return {
      kind: "found",
      area: entry.area,
      place: entry.place.name,
      zip,
      corrected: false,
      lakelandMiles: miles(entry.at),
    };
  }
  if (/^\d{1,4}$/.test(text)) return { kind: "partial-zip", query: text };

  const key = placeKey(text);
  const searchable = index.places.filter((p): p is Place & { area: AreaSlug } => !!p.area);
  const exact = searchable.find((p) => p.key === key);
  const match = exact ?? closest(searchable, key);
  if (!match) return { kind: "outside", query: text };
  return {
    kind: "found",
    area: match.area,
    place: match.name,
    corrected: !exact,
    lakelandMiles: miles(match.at),
  };
}

function closest<P extends Place>(places: P[], key: string): P | undefined {
  let best: P | undefined;
  let bestDistance = Infinity;
  for (const place of places) {
    const allowed = Math.min(typoAllowance(place.key), typoAllowance(key));
    const distance = editDistance(key, place.key, allowed);
    if (distance <= allowed && distance < bestDistance) {
      best = place;
      bestDistance = distance;
    }
  }
  return best;
}
