/** Content rules of /specials, /reviews and /careers: both languages, counts, facts from the config. */
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { parse } from "yaml";
import { langs } from "~/i18n/lang";
import { formatDate } from "~/i18n/dates";
import { fill } from "~/i18n/format";
import { withActiveOffers } from "~/lib/shown-offers";
import { careers } from "./careers";
import { areaOptions, offeredAreas } from "./careers-application";
import { isPublishable, offer } from "./facts";
import { reviews } from "./reviews";
import { site } from "./site";
import { specials } from "./specials";
import type { SpecialsWords } from "./schemas/pages/specials";

const allText = (value: unknown): string[] =>
  typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(allText) : [];

describe("specials", () => {
  test.each(langs)("%s: the offers of the config that may be published, with their numbers", (lang) => {
    const { items } = specials[lang].offers;
    expect(Object.keys(items)).toEqual(site.offers.filter(isPublishable).map((o) => o.id));
    const companion = offer("companion-first-week");
    const pkg = offer("care-package-24-7");
    expect(items["companion-first-week"]!.discount).toContain(`${companion.percentOff}%`);
    expect(items["companion-first-week"]!.terms.join(" ")).toContain(`${companion.minShiftHours}`);
    expect(items["care-package-24-7"]!.discount).toContain(`${pkg.percentOff}%`);
    expect(items["care-package-24-7"]!.terms.join(" ")).toContain(`${pkg.minCommitmentDays}`);
    for (const words of Object.values(items)) expect(words.terms.length).toBeGreaterThanOrEqual(3);
  });

  // 16 CFR 233.1: a percentage off names the regular price it is taken from.
  test.each(langs)("%s: every percentage off names the regular rate it is taken from", (lang) => {
    const { items } = specials[lang].offers;
    for (const id of ["companion-first-week", "care-package-24-7"] as const) {
      const o = offer(id);
      expect(items[id]!.terms[0]).toContain(`$${o.regularRate}`);
      expect(items[id]!.terms[0]).toContain(`${o.percentOff}%`);
    }
    expect(specials[lang].loyalty.notes.join(" ")).toMatch(lang === "en" ? /regular hourly rate/ : /tarifa normal/);
  });

  test.each(langs)("%s: the seasonal extras are part of the plan or billed, never free", (lang) => {
    const text = allText(specials[lang].seasonal).join(" ");
    expect(text).toMatch(lang === "en" ? /billed like any other visit/ : /se cobra como cualquier otra visita/);
    expect(text).not.toMatch(/\bfree\b|gratis|gratuit/i);
  });

  test.each(langs)(
    "%s: the referral credit stays off the page and out of its data until a lawyer signs it off",
    (lang) => {
      const referral = offer("referral-credit");
      expect(referral.legalSignOff).toBeNull(); // else this test proves less
      const data = withActiveOffers(specials[lang], lang, new Date("2026-06-01T12:00:00Z"));
      const text = JSON.stringify(data);
      expect(data.offers.shown.map((o) => o.id)).not.toContain("referral-credit");
      expect(text).not.toContain(`$${referral.creditDollars}`);
      expect(text).not.toMatch(/referral credit|crédito por recomendarnos/i);
    },
  );

  test.each(langs)("%s: three seasonal programs and a name for each loyalty tier", (lang) => {
    const c = specials[lang];
    expect(c.seasonal.programs.map((p) => p.id)).toEqual(["holiday", "spring", "summer"]);
    const { tiers } = (
      parse(readFileSync(new URL("./data/pages/specials.yml", import.meta.url), "utf8")) as {
        [l: string]: SpecialsWords;
      }
    )[lang]!.loyalty;
    expect(c.loyalty.tiers.map((t) => t.id)).toEqual(["bronze", "silver", "gold", "platinum"]);
    for (const tier of c.loyalty.tiers) {
      expect(tier.name).toBe(tiers[tier.id].name);
      expect(tier.discount).toContain(String(tiers[tier.id].percent));
      expect(tier.hours).toContain(String(tiers[tier.id].hours));
    }
    // Each level asks for more hours and gives more off than the one before.
    const figures = c.loyalty.tiers.map((t) => tiers[t.id]);
    for (const [i, tier] of figures.entries())
      if (i) expect(tier.hours > figures[i - 1]!.hours && tier.percent > figures[i - 1]!.percent).toBe(true);
  });

  test("an offer past its last day is left out of the build; end dates are in the page's language", () => {
    const before = withActiveOffers(specials.en, "en", new Date("2026-06-01T12:00:00Z"));
    expect(before.offers.shown.map((o) => o.id)).toEqual(site.offers.filter(isPublishable).map((o) => o.id));
    const companion = before.offers.shown.find((o) => o.id === "companion-first-week")!;
    expect(companion.endsText).toBe(formatDate(companion.ends!, "en"));

    const after = withActiveOffers(specials.es, "es", new Date("2027-01-02T12:00:00Z"));
    expect(after.offers.shown.map((o) => o.id)).toEqual(["care-package-24-7"]);
    expect(after.offers.shown[0]!.endsText).toBe(formatDate("2027-01-15", "es"));
    expect(after.offers.shown[0]!.endsText).toMatch(/de enero de 2027/);
    expect(allText(after.offers)).not.toContain(specials.es.offers.items["companion-first-week"]!.title);
  });
});

describe("reviews", () => {
  test("the four platforms' counts add up to the total number of reviews", () => {
    expect(site.reviewPlatforms.map((p) => p.count)).toEqual([156, 43, 28, 20]);
    expect(site.reviewPlatforms.reduce((sum, p) => sum + p.count, 0)).toBe(site.claims.reviewCount.value);
  });

  test("their weighted rating rounds to the rating the site claims", () => {
    const weighted =
      site.reviewPlatforms.reduce((sum, p) => sum + p.rating * p.count, 0) / site.claims.reviewCount.value;
    expect(Math.round(weighted * 10) / 10).toBe(site.claims.rating.value);
  });

  test("every platform names a profile of the config, which is unset or an https page of its own", () => {
    for (const p of site.reviewPlatforms) {
      const url = site.profiles[p.profile].value;
      if (url !== null) expect(new URL(url).pathname).not.toBe("/");
    }
  });

  test.each(langs)(
    "%s: a review shown in the other language than it was written in says it is a translation",
    (lang) => {
      for (const review of reviews[lang].featured.items) {
        const written = site.testimonials.reviews.find((r) => r.id === review.id)!.writtenIn;
        expect(review.translated).toBe(written !== lang);
      }
      expect(reviews[lang].featured.items.some((r) => r.translated)).toBe(true); // the demo has both kinds
      for (const member of careers[lang].team.items)
        expect(member.translated).toBe(site.testimonials.team.find((m) => m.id === member.id)!.writtenIn !== lang);
    },
  );

  test.each(langs)("%s: six featured reviews, rated 1-5, and four awards", (lang) => {
    const c = reviews[lang];
    expect(c.featured.items).toHaveLength(6);
    for (const r of c.featured.items) {
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r.rating).toBeLessThanOrEqual(5);
      expect(r.text.length).toBeGreaterThan(40);
      expect(r.service).toBeTruthy();
    }
    expect(c.awards.items).toHaveLength(4);
    // The award and the Spanish-speaking caregivers are claims: samples here, marked on the demo.
    expect(c.awards.samples).toBe(true);
  });

  test("stars are read as words in each language", () => {
    expect(fill(reviews.en.starsLabel, { rating: 5 })).toBe("5 out of 5 stars");
    expect(fill(reviews.es.starsLabel, { rating: 5 })).toBe("5 de 5 estrellas");
    expect(reviews.en.featured.items.map((r) => r.id)).toEqual(reviews.es.featured.items.map((r) => r.id));
  });
});

describe("careers", () => {
  test("the application offers Pennsylvania as a work area only while the staffing license there is real", () => {
    const real = !site.regulatory.pennsylvaniaStaffing.sample;
    expect(offeredAreas.includes("pennsylvania")).toBe(real);
    expect(offeredAreas).toEqual(areaOptions.filter((a) => a !== "pennsylvania" || real));
  });

  test.each(langs)("%s: five benefits, five positions, three 5-star testimonials, four steps", (lang) => {
    const c = careers[lang];
    expect(c.benefits.items).toHaveLength(5);
    expect(c.positions.items.map((p) => p.id)).toEqual(site.jobs.positions.map((p) => p.id));
    for (const p of c.positions.items) {
      expect(p.requirements.length).toBeGreaterThanOrEqual(3);
      expect(p.responsibilities.length).toBeGreaterThanOrEqual(3);
      expect(p.department).toBeTruthy();
    }
    expect(c.team.items).toHaveLength(3);
    expect(c.team.items.every((m) => m.rating === 5)).toBe(true);
    expect(c.process.steps).toHaveLength(4);
  });

  // The spec's four positions, then the certified nursing assistant (decision 0034).
  test("the English hero is the spec's; positions in the spec's order, the CNA after them", () => {
    expect(careers.en.head.heading).toBe("Join Our Caring Team");
    expect(careers.en.positions.items.map((p) => p.title.replace(/ \(.*\)$/, ""))).toEqual([
      "Registered Nurse",
      "Licensed Practical Nurse",
      "Physical Therapist",
      "Home Health Aide",
      "Certified Nursing Assistant",
    ]);
    expect(careers.en.closing.submit).toBe("Submit Application");
    expect(careers.en.closing.schedule).toBe("Schedule a Call");
  });

  test("the Pennsylvania staffing words appear only once that license is real in the config", () => {
    for (const lang of langs) expect(careers[lang].staffing === null).toBe(site.regulatory.pennsylvaniaStaffing.sample);
    expect(allText(careers)).not.toEqual(expect.arrayContaining([expect.stringMatching(/PA-\d|no\. \d/)]));
  });

  test("the application's no-JavaScript message gives the phone and the careers e-mail from the config", () => {
    for (const lang of langs) {
      expect(careers[lang].application.noScript).toContain(site.phones.main.display);
      expect(careers[lang].application.noScript).toContain(site.emails.careers);
    }
  });
});

describe("heads keep their numbers from the config", () => {
  test.each(langs)("%s", (lang) => {
    expect(reviews[lang].head.description).toContain(`${site.claims.reviewCount.value}`);
    expect(reviews[lang].head.description).toContain(`${site.claims.recommendPercent.value}%`);
    expect(specials[lang].head.description).toContain(`${offer("companion-first-week").percentOff}%`);
    expect(specials[lang].head.description).not.toContain(`$${offer("referral-credit").creditDollars}`);
  });
});
