import { describe, expect, test } from "vitest";
import { site, type Offer } from "~/content/site";
import { activeOffers, daysLeft, floridaDate, isOfferActive, OFFER_TIME_ZONE } from "./offers";

const sample = true;
const companion: Offer = {
  id: "companion-first-week",
  percentOff: 50,
  regularRate: 28,
  minShiftHours: 4,
  ends: "2026-12-31",
  sample,
};
const referral: Offer = {
  id: "referral-credit",
  creditDollars: 200,
  minReferredHours: 20,
  ends: null,
  legalSignOff: { by: "A. Lawyer", date: "2026-05-01" },
  sample,
};
const pkg: Offer = {
  id: "care-package-24-7",
  percentOff: 15,
  regularRate: 30,
  minCommitmentDays: 30,
  ends: "2027-01-15",
  sample,
};
const offers = [companion, referral, pkg];
const ids = (list: Offer[]) => list.map((o) => o.id);

describe("activeOffers", () => {
  test("all run before any end date, in the config's order", () => {
    expect(ids(activeOffers(new Date("2026-06-01T12:00:00Z"), offers))).toEqual([
      "companion-first-week",
      "referral-credit",
      "care-package-24-7",
    ]);
  });

  test("an offer runs to the end of its last day in Florida (America/New_York), then is gone", () => {
    // 11:59 PM on Dec 31 in Florida is already Jan 1 in UTC (EST = UTC-5).
    expect(isOfferActive(companion, new Date("2027-01-01T04:59:00Z"))).toBe(true);
    expect(isOfferActive(companion, new Date("2027-01-01T05:00:00Z"))).toBe(false);
    expect(ids(activeOffers(new Date("2027-01-02T12:00:00Z"), offers))).toEqual([
      "referral-credit",
      "care-package-24-7",
    ]);
  });

  test("daylight saving time: the end of a summer day is 4 AM UTC (EDT = UTC-4)", () => {
    const summer: Offer = { ...companion, ends: "2026-07-04" };
    expect(isOfferActive(summer, new Date("2026-07-05T03:59:00Z"))).toBe(true);
    expect(isOfferActive(summer, new Date("2026-07-05T04:00:00Z"))).toBe(false);
  });

  test("the referral credit is never active without a lawyer's review, whatever the date", () => {
    const unsigned: Offer = { ...referral, legalSignOff: null } as Offer;
    expect(ids(activeOffers(new Date("2026-06-01T12:00:00Z"), [companion, unsigned, pkg]))).toEqual([
      "companion-first-week",
      "care-package-24-7",
    ]);
  });

  test("an ongoing offer (ends: null) never ends", () => {
    expect(ids(activeOffers(new Date("2099-01-01T00:00:00Z"), offers))).toEqual(["referral-credit"]);
  });

  test("the config holds the three specials, with real calendar dates", () => {
    for (const offer of site.offers) {
      if (offer.ends !== null) expect(Number.isNaN(Date.parse(offer.ends)), offer.id).toBe(false);
    }
    expect(ids(site.offers)).toEqual(["companion-first-week", "referral-credit", "care-package-24-7"]);
  });
});

describe("dates in Florida", () => {
  test("floridaDate and daysLeft count calendar days where the agency is", () => {
    expect(floridaDate(new Date("2026-12-31T03:00:00Z"))).toBe("2026-12-30");
    expect(daysLeft(companion, new Date("2026-12-17T15:00:00Z"))).toBe(14);
    expect(daysLeft(companion, new Date("2026-12-31T15:00:00Z"))).toBe(0);
    expect(daysLeft(companion, new Date("2027-01-03T15:00:00Z"))).toBe(-3);
    expect(daysLeft(referral, new Date())).toBeNull();
  });

  test("floridaDate is the date in America/New_York at every hour of 2024-2040, daylight time switches included", () => {
    const intl = new Intl.DateTimeFormat("en-CA", {
      timeZone: OFFER_TIME_ZONE,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    const wrong: string[] = [];
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2041, 0, 1); t += 3_600_000) {
      for (const at of [t, t + 59 * 60_000]) {
        const now = new Date(at);
        if (floridaDate(now) !== intl.format(now)) wrong.push(now.toISOString());
      }
    }
    expect(wrong).toEqual([]);
  });
});
