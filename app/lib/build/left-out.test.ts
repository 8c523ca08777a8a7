import { describe, expect, test } from "vitest";
import { formatLeftOut, leftOut } from "./left-out";

const config = (origin: string) => ({
  origin,
  claims: { rating: { value: 4.9, sample: true }, families: { value: 1200, sample: false } },
  testimonials: { reviews: [{ id: "ana", name: "Ana R.", sample: true }] },
  regulatory: { license: { value: "HHA-000000", sample: true } },
  hours: [{ days: { en: "Monday" }, hours: { en: "9 – 5" }, sample: true }],
  insurers: { value: ["Sunshine Health"], sample: true },
  offices: [
    { id: "main", street: "1 Main Street", city: "Lakeland", sample: true },
    { id: "south", street: "2 South Road", city: "Miami", sample: false, license: { value: "HHA-2", sample: true } },
  ],
  offers: [{ id: "companion", sample: true }],
});

describe("leftOut", () => {
  test("on a real origin, lists each sample the pages drop, and the samples still published", () => {
    expect(leftOut(config("https://www.realagency.com"))).toEqual({
      dropped: [
        "claims.rating  4.9",
        "testimonials.reviews[ana]  Ana R.",
        "regulatory.license  HHA-000000",
        "hours[0]  Monday: 9 – 5",
        "insurers  Sunshine Health",
        "offices[main]  1 Main Street, Lakeland",
        "offices[south].license  HHA-2",
      ],
      kept: ["offers[companion]  companion"],
    });
  });

  test("the demo drops only the regulatory samples and licenses, and the build prints nothing", () => {
    expect(leftOut(config("https://agency.example")).dropped).toEqual([
      "regulatory.license  HHA-000000",
      "offices[south].license  HHA-2",
    ]);
    expect(formatLeftOut(config("https://agency.example"))).toBeNull();
  });

  test("the printed list names the origin and every item", () => {
    const text = formatLeftOut(config("https://www.realagency.com"))!;
    expect(text).toContain("https://www.realagency.com is a real origin");
    expect(text).toContain("  claims.rating  4.9");
    expect(text).toContain("  offices[main]  1 Main Street, Lakeland");
    expect(text).toContain("Samples still published as the agency's own");
    expect(text).toContain("  offers[companion]  companion");
  });
});
