/**
 * For a test's `vi.mock("~/content/site", …)`: the config module as it is, but for the keys of
 * `site` that `override` returns, read at each use (so a test changes them between loads, with
 * `vi.resetModules()`, through state it keeps in `vi.hoisted`):
 *
 *   vi.mock("~/content/site", async (importOriginal) =>
 *     (await import("…/server/testing/site-override")).siteOverriding(await importOriginal(), () =>
 *       state.origin ? { origin: state.origin } : {},
 *     ),
 *   );
 */
type SiteModule = typeof import("~/content/site");
type Site = SiteModule["site"];

export function siteOverriding(module: unknown, override: (site: Site) => Partial<Site>): SiteModule {
  const original = module as SiteModule;
  const site = new Proxy(original.site, {
    get(target, key) {
      const changed: Partial<Record<PropertyKey, unknown>> = override(target);
      return key in changed ? changed[key] : Reflect.get(target, key);
    },
  });
  return { ...original, site };
}
