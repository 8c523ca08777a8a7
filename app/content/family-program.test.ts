import { describe, expect, test, vi } from "vitest";

/**
 * The family home health aide program is paid by Medicaid: the pages present it only while the
 * agency bills Medicaid; the demo, where that is a sample, shows it marked.
 */
const state = vi.hoisted(() => ({ origin: "", medicaid: false }));
vi.mock("~/content/site", async (importOriginal) => {
  const mod = await importOriginal<typeof import("~/content/site")>();
  const site = new Proxy(mod.site, {
    get(target, key) {
      if (key === "origin" && state.origin) return state.origin;
      if (key === "regulatory" && state.medicaid)
        return { ...target.regulatory, medicaid: { ...target.regulatory.medicaid, sample: false } };
      return Reflect.get(target, key);
    },
  });
  return { ...mod, site };
});

async function pages(origin: string, medicaid: boolean) {
  Object.assign(state, { origin, medicaid });
  vi.resetModules();
  const { home } = await import("./home");
  const { servicePages } = await import("./services");
  return { home, pediatric: servicePages["pediatric-care"] };
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

  test("on a real site that bills Medicaid it is presented, unmarked", async () => {
    const { home, pediatric } = await pages("https://www.realagency.com", true);
    expect(home[lang].family?.sample).toBe(false);
    expect(pediatric[lang].familyProgram?.sample).toBe(false);
  });
});
