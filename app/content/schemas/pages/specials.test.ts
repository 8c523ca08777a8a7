/** The loyalty levels' figures are facts: written once per language, they must agree. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { specials, type SpecialsWords } from "./specials";

const file = parse(readFileSync(new URL("../../data/pages/specials.yml", import.meta.url), "utf8")) as Record<
  "en" | "es",
  SpecialsWords
>;

describe("specials: loyalty figures", () => {
  it("are whole numbers, the same in English and Spanish", () => {
    expect(specials.schema.safeParse(file).success).toBe(true);
    expect(Object.keys(file.en.loyalty.tiers)).toEqual(["bronze", "silver", "gold", "platinum"]);
  });

  it("a Spanish figure other than the English is refused, naming the field", () => {
    const changed = structuredClone(file);
    changed.es.loyalty.tiers.gold.percent += 1;
    const result = specials.schema.safeParse(changed);
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      [
        "es.loyalty.tiers.gold.percent",
        `must be the same figure as in English (${file.en.loyalty.tiers.gold.percent})`,
      ],
    ]);
  });

  it("a figure must be a whole number", () => {
    const changed = structuredClone(file);
    (changed.en.loyalty.tiers.bronze as { hours: unknown }).hours = "fifty";
    expect(specials.schema.safeParse(changed).success).toBe(false);
  });
});
