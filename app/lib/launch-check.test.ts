import { describe, expect, test } from "vitest";
import { site } from "~/content/site";
import { formatLaunchCheck, launchCheck, whereFormsGo, type LaunchConfig } from "./launch-check";

const june = new Date("2026-06-01T12:00:00Z");
const fields = (config: LaunchConfig, now = june) => launchCheck(config, now).map((i) => i.field);

/** The config as a real agency would leave it. */
const ready: LaunchConfig = {
  ...site,
  origin: "https://www.orangeblossomhomehealth.com",
  emails: {
    care: "care@orangeblossomhomehealth.com",
    referrals: "referrals@orangeblossomhomehealth.com",
    careers: "careers@orangeblossomhomehealth.com",
    privacy: "privacy@orangeblossomhomehealth.com",
  },
  phones: {
    main: { display: "(863) 682-1234", e164: "+18636821234" },
    emergency: { display: "(863) 682-1234", e164: "+18636821234" },
    referrals: { display: "(863) 682-1234", e164: "+18636821234", ext: "2" },
    hospitalDischarge: { display: "(863) 682-1234", e164: "+18636821234", ext: "3" },
  },
  license: { ...site.license, placeholder: false, number: "HHA299991234" },
  accreditation: { ...site.accreditation, placeholder: false },
  offices: site.offices.map((o) => ({
    ...o,
    placeholder: false,
    phone: { display: "(863) 682-1234", e164: "+18636821234" },
  })),
  links: {
    ...site.links,
    facebook: "https://www.facebook.com/orangeblossomhh",
    instagram: "https://www.instagram.com/obhh",
    facebookReviews: "https://www.facebook.com/orangeblossomhh/reviews",
    yelpReviews: "https://www.yelp.com/biz/orange-blossom-home-health-care-lakeland",
    caringReviews: "https://www.caring.com/local/orange-blossom-home-health-care",
  },
  formEndpoint: "https://forms.orangeblossomhomehealth.com/contact",
};

describe("launch check", () => {
  test("the shipped config lists every fictional default", () => {
    expect(fields(site)).toEqual([
      "origin",
      "emails.care",
      "emails.referrals",
      "emails.careers",
      "emails.privacy",
      "phones.main",
      "phones.referrals",
      "phones.hospitalDischarge",
      "offices[tampa-bay].phone",
      "offices[miami-dade].phone",
      "offices[polk].phone",
      "license",
      "accreditation",
      "offices[lakeland]",
      "offices[tampa-bay]",
      "offices[miami-dade]",
      "offices[polk]",
      "links.facebook",
      "links.instagram",
      "links.facebookReviews",
      "links.yelpReviews",
      "links.caringReviews",
    ]);
  });

  test("forms in console mode are listed; the site's own server is said to need `npm start`", () => {
    expect(fields({ ...ready, formEndpoint: "console" })).toEqual(["formEndpoint"]);
    expect(fields({ ...ready, formEndpoint: "server" })).toEqual([]);
    expect(whereFormsGo("server")).toContain("npm start");
    expect(whereFormsGo(ready.formEndpoint)).toContain(ready.formEndpoint);
  });

  test("a re-branded config has nothing left", () => {
    expect(launchCheck(ready, june)).toEqual([]);
    expect(formatLaunchCheck([])).toMatch(/no placeholders left/);
  });

  test("one placeholder flag is enough to be listed", () => {
    expect(fields({ ...ready, license: { ...ready.license, placeholder: true } })).toEqual(["license"]);
    expect(fields({ ...ready, origin: "https://agency.example" })).toEqual(["origin"]);
  });

  test("offers ending within 14 days (Florida dates) and ended ones are listed; ongoing ones never", () => {
    const at = (iso: string) => launchCheck(ready, new Date(iso)).map((i) => `${i.field}: ${i.reason}`);
    expect(at("2026-12-16T15:00:00Z")).toEqual([]); // 15 days before Dec 31
    expect(at("2026-12-17T15:00:00Z")).toEqual(["offers[companion-first-week]: ends in 14 days"]);
    // 10 PM on Dec 31 in Florida (already Jan 1 in UTC); the Jan 15 offer is 15 days away.
    expect(at("2027-01-01T03:00:00Z")).toEqual(["offers[companion-first-week]: ends today"]);
    expect(at("2027-01-02T15:00:00Z")).toEqual([
      "offers[companion-first-week]: has ended and is hidden: extend it or remove it",
      "offers[care-package-24-7]: ends in 13 days",
    ]);
  });

  test("the printed list names each field, its value and the reason", () => {
    const text = formatLaunchCheck(launchCheck(site, june));
    expect(text).toMatch(/^Launch check: 22 placeholders left in app\/content\/site\.ts:/);
    expect(text).toContain("emails.care");
    expect(text).toContain(site.phones.main.display);
  });
});
