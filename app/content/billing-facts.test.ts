import { describe, expect, test, vi } from "vitest";

/**
 * What follows the billing facts: the family home health aide program, which Medicaid pays, is
 * presented only while the agency bills Medicaid (the demo shows it marked); the referral form asks
 * Medicare's items only while the agency bills Medicare (the demo asks them).
 */
const state = vi.hoisted(() => ({ origin: "", medicaid: false }));
vi.mock("~/content/site", async (importOriginal) =>
  (await import("../../server/testing/site-override")).siteOverriding(await importOriginal(), (site) => ({
    ...(state.origin ? { origin: state.origin } : {}),
    ...(state.medicaid
      ? { regulatory: { ...site.regulatory, medicaid: { ...site.regulatory.medicaid, sample: false } } }
      : {}),
  })),
);

async function pages(origin: string, medicaid: boolean) {
  Object.assign(state, { origin, medicaid });
  vi.resetModules();
  const { home } = await import("./home");
  const { servicePages } = await import("./services");
  const { referralForm } = await import("./referral-form");
  return { home, pediatric: servicePages["pediatric-care"], referral: referralForm };
}

describe.each(["en", "es"] as const)("the family aide program (%s)", (lang) => {
  test("on the demo it shows, marked Sample (billing Medicaid is a sample there)", async () => {
    const { home, pediatric } = await pages("https://agency.example", false);
    expect(home[lang].family?.sample).toBe(true);
    expect(pediatric[lang].familyProgram?.sample).toBe(true);
  });

  test("on a real site that does not bill Medicaid it is not presented", async () => {
    const { home, pediatric } = await pages("https://www.realagency.com", false);
    expect(home[lang].family).toBeNull();
    expect(pediatric[lang].familyProgram).toBeUndefined();
  });

  test("the referral form asks Medicare's items on the demo, and on a real site only once it bills Medicare", async () => {
    expect((await pages("https://agency.example", false)).referral[lang].medicareItems).toBe(true);
    expect((await pages("https://www.realagency.com", true)).referral[lang].medicareItems).toBe(false);
  });

  test("on a real site that bills Medicaid it is presented, unmarked", async () => {
    const { home, pediatric } = await pages("https://www.realagency.com", true);
    expect(home[lang].family?.sample).toBe(false);
    expect(pediatric[lang].familyProgram?.sample).toBe(false);
  });
});
