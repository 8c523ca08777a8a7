import { describe, expect, test } from "vitest";
import { withoutSampleValues } from "./sample-free-config";

const config = {
  site: {
    origin: "https://agency.com",
    claims: { rating: { value: 4.9, sample: true }, founded: { value: 2016, sample: false } },
    offices: [
      {
        id: "tampa",
        main: false,
        city: "Tampa",
        street: "1 Bay St",
        phone: { display: "(813) 555-0100" },
        sample: true,
        license: { value: "HHA1", sample: false },
      },
      { id: "lakeland", main: true, city: "Lakeland", street: "2 Main St", sample: false },
    ],
    insurers: { value: ["Medicare", "Aetna"], sample: true },
    licensedServices: { value: ["skilled-nursing"], sample: true },
  },
  civilRights: { coordinator: { name: "Ana Rivera", sample: true } },
};

describe("the config the islands get on a real origin", () => {
  const out = withoutSampleValues(config) as typeof config;

  test("a sample the pages leave out keeps no word or figure, but what the pages still say of it", () => {
    expect(out.site.claims.rating).toEqual({ value: 0, sample: true });
    expect(out.site.insurers.value).toEqual(["", ""]);
    // A sample office is named by its city; its own license, a real fact, stays.
    expect(out.site.offices[0]).toEqual({
      id: "tampa",
      main: false,
      city: "Tampa",
      street: "",
      phone: { display: "" },
      sample: true,
      license: { value: "HHA1", sample: false },
    });
  });

  test("real facts and the samples the pages still publish stay as they are; the config itself is untouched", () => {
    expect(out.site.claims.founded).toEqual(config.site.claims.founded);
    expect(out.site.offices[1]).toEqual(config.site.offices[1]);
    expect(out.site.licensedServices).toEqual(config.site.licensedServices);
    expect(out.civilRights).toEqual(config.civilRights);
    expect(config.site.claims.rating.value).toBe(4.9);
  });
});
