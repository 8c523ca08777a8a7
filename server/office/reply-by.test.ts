import { describe, expect, test } from "vitest";
import { site } from "~/content/site";
import { businessDaysReplyBy, referralHours, replyBy, replyByFor } from "./reply-by";

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const week = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];
const hours = [
  { week, opens: "08:00", closes: "18:00" },
  { week: ["Saturday"], opens: "09:00", closes: "15:00" },
  { week: ["Sunday"] },
];

describe("the reply-by time: the promise counted in office hours, in Florida", () => {
  test("inside office hours: two hours later", () => {
    expect(iso(replyBy(at("2026-11-24T15:00:00Z"), 2, hours))).toBe("2026-11-24T17:00:00.000Z");
  });
  test("near closing: the rest the next morning", () => {
    expect(iso(replyBy(at("2026-11-24T22:30:00Z"), 2, hours))).toBe("2026-11-25T14:30:00.000Z");
  });
  test("when closed (Sunday): two hours after the office next opens", () => {
    expect(iso(replyBy(at("2026-11-29T15:00:00Z"), 2, hours))).toBe("2026-11-30T15:00:00.000Z");
  });
  test("across the switch to daylight time", () => {
    expect(iso(replyBy(at("2026-03-07T22:00:00Z"), 2, hours))).toBe("2026-03-09T14:00:00.000Z");
  });
  test("an office that never opens makes no promise", () => {
    expect(replyBy(at("2026-11-24T15:00:00Z"), 2, [{ week: ["Sunday"] }])).toBeNull();
  });
  test("the config's hours and figure are used by default", () => {
    const due = replyBy(at("2026-11-24T15:00:00Z"));
    expect(due).not.toBeNull();
    expect(due! - at("2026-11-24T15:00:00Z")).toBeGreaterThanOrEqual(site.claims.replyWithinHours.value * 3_600_000);
  });
});

describe("a referral's reply-by time: the referral promise's first figure, on the clock", () => {
  test("the config's '24‑48' hours is 24, whatever the dash", () => {
    expect(referralHours("24\u201148")).toBe(24);
    expect(referralHours("12-24")).toBe(12);
    expect(referralHours(site.claims.referralSetupHours.value)).toBe(
      Number(/\d+/.exec(site.claims.referralSetupHours.value)![0]),
    );
  });
  test("a referral sent on a Friday evening is due on Saturday evening, not after Monday's opening", () => {
    const friday = at("2026-11-27T23:00:00Z");
    expect(iso(replyByFor(friday, "referral"))).toBe(iso(friday + referralHours() * 3_600_000));
  });
  test("a discharge today or tomorrow (Florida's dates) is called within the reply promise, on the clock, weekends included", () => {
    // Friday 9:58 PM in Lakeland; the patient goes home on Saturday.
    const friday = at("2026-11-28T02:58:00Z");
    const within = friday + site.claims.replyWithinHours.value * 3_600_000;
    for (const dischargeDate of ["2026-11-28", "11/28/2026", "2026-11-27", "2026-11-20"])
      expect(iso(replyByFor(friday, "referral", { dischargeDate })), dischargeDate).toBe(iso(within));
    // Sunday, or no discharge date: the set-up promise.
    for (const values of [{ dischargeDate: "2026-11-29" }, {}] as Record<string, string>[])
      expect(iso(replyByFor(friday, "referral", values))).toBe(iso(friday + referralHours() * 3_600_000));
  });
  test("consultations keep the office-hours promise; applications the careers promise; sign-ups have none", () => {
    expect(replyByFor(at("2026-11-24T15:00:00Z"), "contact")).toBe(replyBy(at("2026-11-24T15:00:00Z")));
    expect(replyByFor(at("2026-11-24T15:00:00Z"), "application")).toBe(businessDaysReplyBy(at("2026-11-24T15:00:00Z")));
    expect(replyByFor(at("2026-11-24T15:00:00Z"), "newsletter")).toBeNull();
  });
});

describe("an application's call: two business days, weekends skipped, Florida time", () => {
  // Closing 18:00 on weekdays (EST, UTC-5): 23:00 UTC.
  test("a Wednesday morning: by Friday's close", () => {
    expect(iso(businessDaysReplyBy(at("2026-11-18T15:00:00Z"), 2, hours))).toBe("2026-11-20T23:00:00.000Z");
  });
  test("a Friday afternoon: by Tuesday's close, the weekend skipped", () => {
    expect(iso(businessDaysReplyBy(at("2026-11-20T20:00:00Z"), 2, hours))).toBe("2026-11-24T23:00:00.000Z");
  });
  test("a Saturday: by Tuesday's close too", () => {
    expect(iso(businessDaysReplyBy(at("2026-11-21T15:00:00Z"), 2, hours))).toBe("2026-11-24T23:00:00.000Z");
  });
  test("Friday 9:30 PM in Florida is already Saturday in UTC: still Friday's promise", () => {
    expect(iso(businessDaysReplyBy(at("2026-11-21T02:30:00Z"), 2, hours))).toBe("2026-11-24T23:00:00.000Z");
  });
  test("a Thursday: by Monday's close", () => {
    expect(iso(businessDaysReplyBy(at("2026-11-19T15:00:00Z"), 2, hours))).toBe("2026-11-23T23:00:00.000Z");
  });
  test("the config's figure by default", () => {
    expect(site.claims.applicationCallBusinessDays.value).toBeGreaterThan(0);
    const friday = at("2026-11-20T20:00:00Z");
    expect(businessDaysReplyBy(friday)).toBe(
      businessDaysReplyBy(
        friday,
        site.claims.applicationCallBusinessDays.value,
        site.hours.map((row) => row.open),
      ),
    );
  });
});
