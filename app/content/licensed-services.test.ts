import { describe, expect, test, vi } from "vitest";

/**
 * Only the services the agency's license lists are advertised: a job posting for another service
 * and the referral form's choice for it go (s. 400.462 and 400.464, F.S.: the license names the
 * services an agency provides).
 */
const state = vi.hoisted(() => ({ withoutTherapy: false }));
vi.mock("virtual:content/settings", async (importOriginal) => {
  const settings = await importOriginal<typeof import("virtual:content/settings")>();
  const { licensedServices } = settings;
  const without = licensedServices.value.filter((s) => s !== "physical-therapy");
  return {
    ...settings,
    get licensedServices() {
      return state.withoutTherapy ? { ...licensedServices, value: without } : licensedServices;
    },
  };
});

async function load(withoutTherapy: boolean) {
  state.withoutTherapy = withoutTherapy;
  vi.resetModules();
  const { site } = await import("./site");
  const { referralForm } = await import("./referral-form");
  const { careers } = await import("./careers");
  return { site, referralForm, careers };
}

describe.each(["en", "es"] as const)("licensed services (%s)", (lang) => {
  test("the demo's license lists physical therapy: its posting and its referral choice show", async () => {
    const { site, referralForm, careers } = await load(false);
    expect(site.licensedServices.value).toContain("physical-therapy");
    expect(site.jobs.positions.map((p) => p.id)).toContain("physical-therapist");
    expect(careers[lang].positions.items.map((p) => p.id)).toContain("physical-therapist");
    expect(Object.keys(referralForm[lang].services.options)).toContain("therapy");
  });

  test("a license without physical therapy: no posting, no referral choice, nothing in the careers words", async () => {
    const { site, referralForm, careers } = await load(true);
    expect(site.jobs.positions.map((p) => p.id)).not.toContain("physical-therapist");
    expect(careers[lang].positions.items.map((p) => p.id)).not.toContain("physical-therapist");
    expect(Object.keys(referralForm[lang].services.options)).toEqual([
      "skilled-nursing",
      "private-duty-nursing",
      "personal-care",
      "companion-care",
    ]);
    expect(JSON.stringify(careers[lang].head)).not.toMatch(/physical therap|fisioterap/i);
  });
});
