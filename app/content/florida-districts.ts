/**
 * Florida's eleven health planning districts by county (s. 408.032(5), F.S.), counties spelled as
 * the ZIP code dataset spells them. A home health agency's office serves the district it is in;
 * a related office in another district than the main office's needs its own license
 * (s. 400.464(2), F.S.), so an area is advertised only from an office licensed for its district
 * (./licensing.ts).
 */
export const DISTRICTS = {
  1: ["Escambia", "Okaloosa", "Santa Rosa", "Walton"],
  2: [
    "Bay",
    "Calhoun",
    "Franklin",
    "Gadsden",
    "Gulf",
    "Holmes",
    "Jackson",
    "Jefferson",
    "Leon",
    "Liberty",
    "Madison",
    "Taylor",
    "Wakulla",
    "Washington",
  ],
  3: [
    "Alachua",
    "Bradford",
    "Citrus",
    "Columbia",
    "Dixie",
    "Gilchrist",
    "Hamilton",
    "Hernando",
    "Lafayette",
    "Lake",
    "Levy",
    "Marion",
    "Putnam",
    "Sumter",
    "Suwannee",
    "Union",
  ],
  4: ["Baker", "Clay", "Duval", "Flagler", "Nassau", "Saint Johns", "Volusia"],
  5: ["Pasco", "Pinellas"],
  6: ["Hardee", "Highlands", "Hillsborough", "Manatee", "Polk"],
  7: ["Brevard", "Orange", "Osceola", "Seminole"],
  8: ["Charlotte", "Collier", "DeSoto", "Glades", "Hendry", "Lee", "Sarasota"],
  9: ["Indian River", "Martin", "Okeechobee", "Palm Beach", "St. Lucie"],
  10: ["Broward"],
  11: ["Miami-Dade", "Monroe"],
} as const;

export type FloridaCounty = (typeof DISTRICTS)[keyof typeof DISTRICTS][number];
export type District = keyof typeof DISTRICTS;

/** Every county, for the settings' and the areas' schemas. */
export const FLORIDA_COUNTIES = Object.values(DISTRICTS).flat() as [FloridaCounty, ...FloridaCounty[]];

const byCounty = new Map<string, District>(
  Object.entries(DISTRICTS).flatMap(([district, counties]) =>
    counties.map((county) => [county, Number(district) as District] as const),
  ),
);

/** The health planning district of a county; a name that is not a Florida county is a bug in the data. */
export function districtOf(county: string): District {
  const district = byCounty.get(county);
  if (district === undefined) throw new Error(`"${county}" is not a Florida county as the ZIP code data spells it`);
  return district;
}
