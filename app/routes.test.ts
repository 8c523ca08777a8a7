import { describe, expect, test } from "vitest";
import routes from "./routes";
import { notFoundPrerenderPath, pages, prerenderPaths, spanishNotFoundPrerenderPath } from "./pages";
import { serviceNames, areaNames } from "./content/catalog";
import { areaSlugs, serviceSlugs } from "./pages";

describe("the route list", () => {
  const routePaths = routes.map((r) => r.path!);

  test("every page exists in English and under /es, plus the catch-all not-found route", () => {
    expect(routePaths).toHaveLength(pages.length * 2 + 1);
    expect(routePaths.at(-1)).toBe("*");
    for (const { path } of pages) {
      expect(routePaths).toContain(path);
      expect(routePaths).toContain(path === "/" ? "/es" : `/es${path}`);
    }
  });

  test("the prerender list is exactly the routes (plus the not-found page in both languages)", () => {
    const normalize = (p: string) => (p === "/" ? "/" : p.replace(/^\//, "/"));
    expect(prerenderPaths().sort()).toEqual(
      [
        ...routePaths.filter((p) => p !== "*").map(normalize),
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
