import { describe, expect, test } from "vitest";
import { site } from "~/content/site";
import { findSamples } from "./config-samples";
import { config, formatLaunchCheck, launchCheck, whereFormsGo, type LaunchConfig } from "./launch-check";
import { generalRule, ruleFor } from "./launch-check-todo";

const june = new Date("2026-06-01T12:00:00Z");
const fields = (config: LaunchConfig, now = june) => launchCheck(config, now, [], []).map((i) => i.field);

/** Every path in `value` to an object marked `sample: true`, found without the module under test. */
function sampleMarks(value: unknown, path = ""): string[] {
  if (Array.isArray(value))
    return value.flatMap((row: unknown, i) => {
      const id = typeof row === "object" && row !== null && "id" in row ? String(row.id) : String(i);
      return sampleMarks(row, `${path}[${id}]`);
    });
  if (typeof value !== "object" || value === null) return [];
  const entries = Object.entries(value);
  return [
    ...(entries.some(([k, v]) => k === "sample" && v === true) ? [path] : []),
    ...entries.flatMap(([k, v]) => sampleMarks(v, path ? `${path}.${k}` : k)),
  ];
}

/** A deep copy of the config with every sample mark cleared, as an agency leaves it after checking each fact. */
function confirmed<T>(value: T): T {
  if (Array.isArray(value)) return value.map(confirmed) as T;
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === "sample" ? false : confirmed(v)])) as T;
}

const signOff = { by: "A. Person", date: "2026-05-01" } as const;
const realPhone = { display: "(863) 682-1234", e164: "+18636821234" };

/** The config as a real agency would leave it: every fact confirmed, every sign-off recorded. */
const ready: LaunchConfig = (() => {
  const c = confirmed(config);
  return {
    ...c,
    origin: "https://www.agency.com",
    emails: Object.fromEntries(Object.keys(c.emails).map((k) => [k, `${k}@agency.com`])),
    phones: Object.fromEntries(Object.entries(c.phones).map(([k, p]) => [k, { ...realPhone, ext: p.ext }])),
    offices: c.offices.map((o) => ({ ...o, phone: realPhone })),
    profiles: { ...c.profiles, facebook: { value: "https://www.facebook.com/agency", sample: false } },
    testimonials: {
      reviews: c.testimonials.reviews.map((t) => ({ ...t, permission: signOff })),
      team: c.testimonials.team.map((t) => ({ ...t, permission: signOff })),
    },
    offers: c.offers.map((o) => (o.id === "referral-credit" ? { ...o, legalSignOff: signOff } : o)),
    formEndpoint: "https://forms.agency.com/contact",
  };
})();

describe("launch check", () => {
  test("an area no office licensed for its health planning district serves is listed with the reason (s. 400.464(2), F.S.)", () => {
    const item = launchCheck(ready, june, []).find((i) => i.field === "areas/kissimmee");
    expect(item?.value).toBe("not advertised");
    expect(item?.reason).toMatch(
      /^Osceola County is in health planning district 7, but its office \(Polk County office, Winter Haven\) is in district 6/,
    );
    expect(item?.todo).toContain("license");
  });

  test("every sample mark anywhere in the config is listed, by its path, with its own instructions", () => {
    const marks = sampleMarks(config);
    expect(marks.length).toBeGreaterThan(40); // the demo's config is full of samples
    expect(findSamples(config).map((m) => m.path)).toEqual(marks);
    const listed = launchCheck(config, june, []);
    for (const path of marks) {
      const item = listed.find((i) => i.field === path);
      expect(item, path).toBeDefined();
      expect(ruleFor(path), `${path} needs its own entry in launch-check-todo.ts`).not.toBe(generalRule);
    }
  });

  test("a sample mark added anywhere, at any depth, is listed", () => {
    const extra = { ...ready, newGroup: { deep: [{ id: "row", note: "x", sample: true }] } } as LaunchConfig;
    expect(fields(extra)).toEqual(["newGroup.deep[row]"]);
  });

  test("the shipped config lists the fictional defaults, each sample, the sign-offs and the form", () => {
    const listed = fields(config);
    expect(listed.slice(0, 5)).toEqual([
      "origin",
      "emails.care",
      "emails.referrals",
      "emails.careers",
      "emails.privacy",
    ]);
    expect(listed).toEqual(
      expect.arrayContaining([
        "phones.main",
        "regulatory.license",
        "regulatory.medicare",
        "regulatory.accreditation",
        "regulatory.pennsylvaniaStaffing",
        "founded",
        "claims.rating",
        "claims.sameDayStart",
        "responseTimes[lakeland]",
        "profiles.facebook",
        "authors.director-of-nursing",
        "testimonials.reviews[maria].permission",
        "testimonials.team[rosa].permission",
        "offers[referral-credit].legalSignOff",
        "regulatory.medicaid",
        "civilRights.coordinator",
        "civilRights.phone",
        "civilRights.tty",
      ]),
    );
    // Each listed as it reads: a phone as printed, never an object's name.
    const printed = formatLaunchCheck(launchCheck(config, june, [], []));
    expect(printed).not.toContain("[object Object]");
    expect(printed.split("\n").find((line) => line.trim().startsWith("civilRights.phone "))).toContain(
      config.civilRights.phone.value.display,
    );
  });

  test("forms in console mode are listed; the site's own server is said to need `npm start`", () => {
    expect(fields({ ...ready, formEndpoint: "console" })).toEqual(["formEndpoint"]);
    expect(fields({ ...ready, formEndpoint: "server" })).toEqual([]);
    expect(whereFormsGo("server")).toContain("npm start");
    expect(whereFormsGo(ready.formEndpoint)).toContain(ready.formEndpoint);
  });

  test("a re-branded config with everything confirmed and signed off has nothing left", () => {
    expect(launchCheck(ready, june, [], [])).toEqual([]);
    expect(formatLaunchCheck([])).toMatch(/nothing left/);
  });

  test("one missing sign-off, one sample or one reserved domain is enough to be listed", () => {
    const noBrokeringReview = ready.offers.map((o) => (o.id === "referral-credit" ? { ...o, legalSignOff: null } : o));
    expect(fields({ ...ready, offers: noBrokeringReview })).toEqual(["offers[referral-credit].legalSignOff"]);
    const reviews = ready.testimonials.reviews!.map((t, i) => (i === 0 ? { ...t, permission: null } : t));
    expect(fields({ ...ready, testimonials: { ...ready.testimonials, reviews } })).toEqual([
      `testimonials.reviews[${reviews[0]!.id}].permission`,
    ]);
    const license = { ...site.regulatory.license, sample: true };
    expect(fields({ ...ready, regulatory: { ...site.regulatory, license } } as LaunchConfig)).toContain(
      "regulatory.license",
    );
    expect(fields({ ...ready, origin: "https://agency.example" })).toEqual(["origin"]);
  });

  test("a license line that would not show the number is listed, in either language", () => {
    const license = { ...ready.regulatory.license, es: "Agencia con licencia de Florida" };
    expect(fields({ ...ready, regulatory: { ...ready.regulatory, license } } as LaunchConfig)).toEqual([
      "regulatory.license.es",
    ]);
  });

  test("articles not reviewed in the last 12 months (Florida dates) are listed; the shipped ones are reviewed", () => {
    const reviews = [
      { slug: "fresh", reviewed: "2025-06-02" },
      { slug: "stale", reviewed: "2025-06-01" },
    ] as const;
    expect(launchCheck(ready, june, reviews, []).map((i) => i.field)).toEqual(["articles[stale].reviewed"]);
    expect(launchCheck(ready, new Date(), undefined).filter((i) => i.field.startsWith("articles["))).toEqual([]);
  });

  test("the referral credit without its legal review is listed with both laws it may break", () => {
    const item = launchCheck(config, june, []).find((i) => i.field === "offers[referral-credit].legalSignOff");
    expect(item?.reason).toMatch(/817\.505.*1320a-7b\(b\)/);
  });

  test("a profile that is a site's home page or a search is listed", () => {
    const profiles = {
      facebook: { value: "https://www.facebook.com/" },
      google: { value: "https://www.google.com/search?q=agency" },
      yelp: { value: "https://www.yelp.com/biz/agency-lakeland" },
    };
    expect(fields({ ...ready, profiles })).toEqual(["profiles.facebook", "profiles.google"]);
  });

  test("offers ending within 14 days (Florida dates) and ended ones are listed; ongoing ones never", () => {
    const at = (iso: string) => launchCheck(ready, new Date(iso), [], []).map((i) => `${i.field}: ${i.reason}`);
    expect(at("2026-12-16T15:00:00Z")).toEqual([]); // 15 days before Dec 31
    expect(at("2026-12-17T15:00:00Z")).toEqual(["offers[companion-first-week].ends: ends in 14 days"]);
    // 10 PM on Dec 31 in Florida (already Jan 1 in UTC); the Jan 15 offer is 15 days away.
    expect(at("2027-01-01T03:00:00Z")).toEqual(["offers[companion-first-week].ends: ends today"]);
    expect(at("2027-01-02T15:00:00Z")).toEqual([
      "offers[companion-first-week].ends: has ended and is hidden",
      "offers[care-package-24-7].ends: ends in 13 days",
    ]);
  });

  test("the printed list names each field, its value, the reason and what to do", () => {
    const items = launchCheck(config, june, []);
    const text = formatLaunchCheck(items);
    expect(text).toMatch(
      new RegExp(`^Launch check: ${items.length} items to replace or sign off in the config \\(app/content/data/`),
    );
    expect(text).toContain(site.phones.main.display);
    expect(text).toContain("s. 817.505");
    for (const item of items) expect(text).toContain(item.todo);
  });
});
