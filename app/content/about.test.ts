import { describe, expect, test } from "vitest";
import { langs } from "~/i18n/lang";
import { plus } from "~/i18n/format";
import { about } from "./about";
import { emergency } from "./contact/emergency";
import { site } from "./site";

describe("about content", () => {
  test.each(langs)("%s: stats come from the config and the build year", (lang) => {
    const stats = Object.fromEntries(about[lang].stats.items.map((s) => [s.key, s.value]));
    expect(stats).toEqual({
      years: String(__BUILD_YEAR__ - site.founded.value),
      families: plus(site.claims.families.value),
      professionals: plus(site.claims.professionals.value),
      always: "24/7",
    });
  });

  test.each(langs)("%s: the story names the year founded; four values, each with what it means at a visit", (lang) => {
    expect(about[lang].story.paragraphs.join(" ")).toContain(String(site.founded.value));
    const values = about[lang].values.items;
    expect(values.map((v) => v.key)).toEqual(["compassion", "trust", "excellence", "family"]);
    for (const v of values) expect(v.atVisit.length).toBeGreaterThan(40);
  });
});

describe("emergency content", () => {
  test.each(langs)("%s: 911 warning, the care line in the intro, two lists", (lang) => {
    const c = emergency[lang];
    expect(c.warning.heading).toContain(site.emergencyNumber);
    expect(c.warning.callLabel).toContain(site.emergencyNumber);
    expect(c.head.intro.join(" ")).toContain(site.phones.emergency.display);
    expect(c.triage.urgent.length).toBeGreaterThanOrEqual(4);
    expect(c.triage.emergency.length).toBeGreaterThanOrEqual(4);
    expect(c.triage.emergencyHeading).toContain(site.emergencyNumber);
  });
});
