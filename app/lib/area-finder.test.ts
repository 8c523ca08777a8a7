import { describe, expect, test } from "vitest";
import { site } from "~/content/site";
import { areaPages } from "~/content/areas";
import { finderData } from "~/lib/build/finder-data.server";
import { decodeFinderData, findArea, placesByArea, type FinderAnswer } from "./area-finder";
import { editDistance, placeKey } from "./place-name";

const lakeland = site.offices.find((o) => o.id === "lakeland")!.geo;
const radius = site.claims.lakelandRadiusMiles.value;
const index = decodeFinderData(finderData());
const find = (query: string) => findArea(index, query, lakeland);
const found = (answer: FinderAnswer) => {
  if (answer.kind !== "found") throw new Error(`expected a match, got ${JSON.stringify(answer)}`);
  return answer;
};

describe("place names", () => {
  test("accents, case, spaces, punctuation and Saint/St. do not matter", () => {
    expect(placeKey("  KISSIMMÉE ")).toBe("kissimmee");
    expect(placeKey("Saint Cloud")).toBe(placeKey("St. Cloud"));
    expect(placeKey("Town 'n' Country")).toBe("town n country");
    expect(placeKey("Polk County")).toBe(placeKey("condado de Polk"));
    expect(placeKey("Winter Haven, FL")).toBe("winter haven");
  });

  test("edit distance", () => {
    expect(editDistance("kissimee", "kissimmee")).toBe(1);
    expect(editDistance("tampa", "tampa")).toBe(0);
    expect(editDistance("abc", "xyzxyz", 2)).toBe(3);
  });
});

describe("the finder", () => {
  test("answers a community name with its area, whatever the case or accents", () => {
    for (const query of ["Bartow", "bartow", "  BARTOW  ", "Bártow"]) {
      expect(found(find(query))).toMatchObject({ area: "polk-county", place: "Bartow", corrected: false });
    }
    expect(found(find("AUBURNDALE "))).toMatchObject({ area: "polk-county", place: "Auburndale" });
    expect(found(find("Brandon")).area).toBe("tampa");
    expect(found(find("Hialeah")).area).toBe("miami-dade-county");
    expect(found(find("Sebring")).area).toBe("highlands-county");
    expect(found(find("Wauchula")).area).toBe("hardee-county");
    expect(found(find("Lakewood Ranch")).area).toBe("manatee-county");
    expect(found(find("Loughman")).area).toBe("davenport");
    expect(found(find("Hillsborough County")).area).toBe("tampa");
  });

  test("forgives a small typo and says what it understood", () => {
    expect(found(find("wauchla"))).toMatchObject({ area: "hardee-county", place: "Wauchula", corrected: true });
    expect(found(find("Winter Havne"))).toMatchObject({ area: "polk-county", place: "Winter Haven", corrected: true });
    expect(find("Ocal").kind).toBe("outside"); // short words must match exactly
  });

  test("answers a ZIP code inside an area, alone or inside an address", () => {
    expect(found(find("33830"))).toMatchObject({ area: "polk-county", zip: "33830", place: "Bartow" });
    // Osceola County (district 7) has no licensed office of the agency: its ZIP codes are outside.
    expect(find("34741").kind).toBe("outside-zip");
    expect(found(find("33837")).area).toBe("davenport");
    expect(found(find("33186")).area).toBe("miami-dade-county");
    expect(found(find("250 W Central Ave, Winter Haven, FL 33880-1234"))).toMatchObject({
      area: "polk-county",
      zip: "33880",
    });
  });

  test("a Lakeland ZIP code is within the no-travel-fee radius; a far one is not", () => {
    const south = found(find("33813"));
    expect(south.area).toBe("lakeland");
    expect(south.lakelandMiles).toBeLessThanOrEqual(radius);
    const plantCity = found(find("Plant City"));
    expect(plantCity.area).toBe("lakeland");
    expect(plantCity.lakelandMiles).toBeLessThanOrEqual(radius);
    expect(found(find("Sebring")).lakelandMiles).toBeGreaterThan(radius);
  });

  test("without the office's position (a sample a real site leaves out), the area but no distance", () => {
    const answer = findArea(index, "33813", null);
    expect(answer).toMatchObject({ kind: "found", area: "lakeland" });
    expect(found(answer).lakelandMiles).toBeUndefined();
  });

  test("a place outside every area gets an honest answer", () => {
    expect(find("Orlando")).toEqual({ kind: "outside", query: "Orlando" });
    expect(find("32801")).toEqual({ kind: "outside-zip", zip: "32801" });
    expect(find("Sarasota").kind).toBe("outside"); // one Manatee ZIP code is named Sarasota; the city is not ours
    expect(find("Fort Myers").kind).toBe("outside");
    expect(find("338")).toEqual({ kind: "partial-zip", query: "338" });
    expect(find("   ")).toEqual({ kind: "empty" });
  });

  test("every community of every area page is found, and in its own area", () => {
    for (const [slug, page] of Object.entries(areaPages)) {
      for (const name of page.en.communities)
        expect(found(find(name)), name).toMatchObject({ area: slug, place: name });
    }
  });

  test("the list shown without JavaScript holds every community of each area", () => {
    const lists = placesByArea(index);
    for (const [slug, page] of Object.entries(areaPages)) {
      expect(lists.get(slug as keyof typeof areaPages)).toEqual(expect.arrayContaining(page.en.communities));
    }
  });

  test("the data comes sorted by name, so the page lists towns in order without sorting them", () => {
    const names = index.places.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
    for (const names of placesByArea(index).values())
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
  });
});
