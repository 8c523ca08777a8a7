import { describe, expect, test } from "vitest";
import routes from "./routes";
import { notFoundPrerenderPath, pages, prerenderPaths, spanishNotFoundPrerenderPath } from "./pages";
import { serviceNames, areaNames } from "./content/catalog";
import { areaSlugs, serviceSlugs } from "./pages";

describe("the route list", () => {
  const routePaths = routes.map((r) => r.path!);

  /** Both URLs a route path matches: "/es?/about" -> ["/about", "/es/about"]; "/es?" -> ["/", "/es"]. */
  const urls = (routePath: string) => [routePath.replace("/es?", "") || "/", routePath.replace("/es?", "/es")];

  test("every page is one route matching its English path and its /es path, plus the catch-all not-found route", () => {
    expect(routePaths).toHaveLength(pages.length + 1);
    expect(routePaths.at(-1)).toBe("*");
    const matched = routePaths.filter((p) => p !== "*").flatMap(urls);
    for (const { path } of pages) {
      expect(matched).toContain(path);
      expect(matched).toContain(path === "/" ? "/es" : `/es${path}`);
    }
  });

  test("the prerender list is exactly the routes' URLs (plus the not-found page in both languages)", () => {
    expect(prerenderPaths().sort()).toEqual(
      [
        ...routePaths.filter((p) => p !== "*").flatMap(urls),
        notFoundPrerenderPath,
        spanishNotFoundPrerenderPath,
      ].sort(),
    );
  });

  test("route ids are unique and paths are unique", () => {
    expect(new Set(routes.map((r) => r.id)).size).toBe(routes.length);
    expect(new Set(routePaths).size).toBe(routePaths.length);
  });

  test("the spec's screens are all here: 37 pages, 5 services, 9 areas, 7 articles", () => {
    expect(pages).toHaveLength(37);
    expect(Object.keys(serviceNames).sort()).toEqual([...serviceSlugs].sort());
    expect(Object.keys(areaNames).sort()).toEqual([...areaSlugs].sort());
    expect(pages.filter((p) => p.path.startsWith("/blog/"))).toHaveLength(7);
    expect(pages.map((p) => p.path)).toContain("/blog/family-caregiver-support:-you're-not-alone");
  });
});
