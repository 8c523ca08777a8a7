import { describe, expect, test, vi } from "vitest";

/** The licenses as an agency leaves them once confirmed (`real`), or the demo's samples. */
const state = vi.hoisted(() => ({ real: false }));
vi.mock("~/content/site", async (importOriginal) => {
  const confirmed = <T extends object>(fact: T) => ({ ...fact, sample: false });
  return (await import("../../../server/testing/site-override")).siteOverriding(await importOriginal(), (site) =>
    state.real
      ? {
          regulatory: { ...site.regulatory, license: confirmed(site.regulatory.license) },
          offices: site.offices.map((o) => ("license" in o && o.license ? { ...o, license: confirmed(o.license) } : o)),
        }
      : {},
  );
});

async function areas(real: boolean) {
  state.real = real;
  vi.resetModules();
  return (await import("./index")).areaPages;
}

describe("each area page names the license of the office that serves it (s. 400.464, F.S.)", () => {
  test("the demo's licenses are samples: no area states one", async () => {
    const pages = await areas(false);
    for (const page of Object.values(pages)) expect([page.en.license, page.es.license]).toEqual([null, null]);
  });

  test("confirmed: the main license in the main office's district, the Miami office's own in district 11", async () => {
    const pages = await areas(true);
    const { site } = await import("~/content/site");
    const main = site.regulatory.license.value;
    expect(pages["polk-county"]!.en.license).toBe(`Florida AHCA home health agency license no. ${main}`);
    expect(pages.tampa!.es.license).toBe(`Licencia de agencia de salud en el hogar de la AHCA de Florida n.º ${main}`);
    const miami = site.offices.find((o) => o.id === "miami-dade")!;
    expect("license" in miami && miami.license?.value).toBeTruthy();
    expect(pages["miami-dade-county"]!.en.license).toContain(("license" in miami && miami.license?.value) || "");
    expect(pages["miami-dade-county"]!.en.license).not.toContain(main);
  });
});
