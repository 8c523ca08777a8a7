import { matchRoutes } from "react-router";
import { describe, expect, test } from "vitest";
import routes from "./routes";
import { notFoundPrerenderPath, pages, prerenderPaths, spanishNotFoundPrerenderPath } from "./pages";
import { serviceNames } from "./content/catalog";
import { areaPages } from "./content/areas";
import { areaSlugs, serviceSlugs } from "./pages";

describe("the route list", () => {
  const routePaths = routes.map((r) => r.path!);
  // The route config as React Router matches it in the browser (RouteConfigEntry minus children).
  const table = routes.map(({ id, path, file }) => ({ id, path, file }));
  const routeOf = (url: string) => matchRoutes(table, url)?.at(-1)?.route;

  test("every page is served in English and under /es by its own file, with the not-found route last", () => {
    expect(routePaths.at(-1)).toBe("*");
    for (const { path, file } of pages) {
      for (const url of [path, path === "/" ? "/es" : `/es${path}`]) {
        expect(routeOf(url)?.file, url).toBe(file);
        expect(routeOf(url)?.id, url).toMatch(url.startsWith("/es") ? /^es\// : /^en\//);
      }
    }
    expect(routeOf("/no-such-page")?.path).toBe("*");
    expect(routeOf("/es/no-such-page")?.path).toBe("*");
  });

  test("a template's pages share one route: an added service, area or article adds no route", () => {
    for (const template of ["routes/service.tsx", "routes/area.tsx", "routes/article.tsx"]) {
      expect(routes.filter((r) => r.file === template)).toHaveLength(2);
      expect(pages.filter((p) => p.file === template).length).toBeGreaterThan(2);
    }
    // 19 pages of their own (six of them legal pages) and 3 templates, in two languages, and the not-found route.
    expect(routes).toHaveLength(22 * 2 + 1);
  });

  test("every route is prerendered, and every prerendered path is a route or the not-found page", () => {
    const prerendered = prerenderPaths();
    for (const r of routes.filter((r) => r.path !== "*"))
      expect(
        prerendered.some((url) => routeOf(url)?.id === r.id),
        r.id,
      ).toBe(true);
    for (const url of prerendered.filter((u) => u !== notFoundPrerenderPath && u !== spanishNotFoundPrerenderPath))
      expect(routeOf(url)?.path, url).not.toBe("*");
    expect(prerendered).toHaveLength(pages.length * 2 + 2);
  });

  test("route ids are unique and paths are unique", () => {
    expect(new Set(routes.map((r) => r.id)).size).toBe(routes.length);
    expect(new Set(routePaths).size).toBe(routePaths.length);
  });

  // Nine area files; Kissimmee (Osceola County, district 7) waits for an office licensed there.
  test("the spec's screens are all here, with the three notices: 39 pages, 5 services, 8 areas, 7 articles", () => {
    expect(pages).toHaveLength(39);
    expect(Object.keys(serviceNames).sort()).toEqual([...serviceSlugs].sort());
    expect(Object.keys(areaPages).sort()).toEqual([...areaSlugs].sort());
    expect(pages.filter((p) => p.path.startsWith("/service-areas/"))).toHaveLength(8);
    expect(areaSlugs).not.toContain("kissimmee");
    expect(pages.filter((p) => p.path.startsWith("/blog/"))).toHaveLength(7);
    expect(pages.map((p) => p.path)).toContain("/blog/family-caregiver-support:-you're-not-alone");
  });
});
