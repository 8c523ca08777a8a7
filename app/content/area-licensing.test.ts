import { describe, expect, test } from "vitest";
import { advertisedSlugs } from "./area-files";
import { notLicensedFor, type LicensingOffice } from "./area-licensing";
import { DISTRICTS, FLORIDA_COUNTIES, districtOf } from "./florida-districts";

const office = (id: string, county: string, more: Partial<LicensingOffice> = {}): LicensingOffice => ({
  id,
  county,
  city: id,
  name: { en: `${id} office` },
  ...more,
});
const offices = [
  office("lakeland", "Polk", { main: true }),
  office("tampa", "Hillsborough"),
  office("miami", "Miami-Dade", { license: { value: "HHA299990001" } }),
  office("orlando", "Orange"),
];

describe("Florida's health planning districts (s. 408.032(5), F.S.)", () => {
  test("every one of the 67 counties is in exactly one of the 11 districts", () => {
    expect(FLORIDA_COUNTIES).toHaveLength(67);
    expect(new Set(FLORIDA_COUNTIES).size).toBe(67);
    expect(Object.keys(DISTRICTS)).toHaveLength(11);
  });

  test("the counties the agency's areas name", () => {
    expect(["Polk", "Hillsborough", "Manatee", "Hardee", "Highlands"].map(districtOf)).toEqual([6, 6, 6, 6, 6]);
    expect(districtOf("Osceola")).toBe(7);
    expect(districtOf("Miami-Dade")).toBe(11);
    expect(() => districtOf("Atlantis")).toThrow(/not a Florida county/);
  });
});

describe("which areas may be advertised (s. 400.464(2), F.S.)", () => {
  test("an office in the main office's district works under the main license", () => {
    expect(notLicensedFor({ id: "brandon", office: "tampa", counties: ["Hillsborough"] }, offices)).toBeNull();
    expect(notLicensedFor({ id: "town", office: "lakeland" }, offices)).toBeNull();
  });

  test("an office in another district serves its own district with its own license", () => {
    expect(notLicensedFor({ id: "hialeah", office: "miami", counties: ["Miami-Dade", "Monroe"] }, offices)).toBeNull();
    expect(notLicensedFor({ id: "winter-park", office: "orlando", counties: ["Orange"] }, offices)).toBe(
      "areas/winter-park: its office (orlando office, orlando) is in health planning district 7, outside the main office's district 6, and has no license of its own (offices[orlando].license; s. 400.464(2), F.S.)",
    );
  });

  test("a county outside the office's district is never served from it, licensed or not", () => {
    expect(notLicensedFor({ id: "kissimmee", office: "lakeland", counties: ["Osceola"] }, offices)).toMatch(
      /^areas\/kissimmee: Osceola County is in health planning district 7, but its office \(lakeland office, lakeland\) is in district 6/,
    );
    expect(notLicensedFor({ id: "keys", office: "miami", counties: ["Broward"] }, offices)).toMatch(/district 10/);
  });

  test("the area pages are decided from the files' text", () => {
    const settings = `offices:\n  - id: lakeland\n    main: true\n    city: Lakeland\n    county: Polk\n    name: { en: Lakeland }\n  - id: orlando\n    city: Orlando\n    county: Orange\n    name: { en: Orlando }\n`;
    const files = {
      "./content/data/areas/en/polk-county.yml": "office: lakeland\ncounties:\n  - Polk\n",
      "./content/data/areas/en/kissimmee.yml": "office: lakeland\ncounties:\n  - Osceola\n",
      "./content/data/areas/en/winter-park.yml": "office: orlando\n",
    };
    expect(advertisedSlugs(files, { "./content/data/settings.yml": settings })).toEqual(["polk-county"]);
  });
});
