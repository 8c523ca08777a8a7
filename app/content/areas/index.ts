import type { Bilingual } from "../types";
import type { AreaPageContent } from "./types";

/**
 * Every area page: one module in ./pages/ per area, its file name the slug. Adding a module adds
 * the page, its card, its menu entry and its place in the finder. Read at build time only (the
 * loaders of /service-areas and its template, the page frame); the browser never imports this.
 */
const modules = import.meta.glob<Bilingual<AreaPageContent>>("./pages/*.ts", { import: "default", eager: true });

/** An area's slug from its module's path: "./pages/polk-county.ts" -> "polk-county". */
export const areaSlugFromFile = (file: string) => file.slice(file.lastIndexOf("/") + 1, -".ts".length);

/** The area pages by slug, in the order lists show them (each area's `position`). */
export const areaPages: Readonly<Record<string, Bilingual<AreaPageContent>>> = Object.fromEntries(
  Object.entries(modules)
    .map(([file, page]) => [areaSlugFromFile(file), page] as const)
    .sort(([, a], [, b]) => a.en.position - b.en.position),
);

/** The area slugs in list order. */
export const areaOrder: readonly string[] = Object.keys(areaPages);

/** An area's page content: a slug with no module is a bug in the caller, reported by name. */
export function areaPage(slug: string): Bilingual<AreaPageContent> {
  const page = areaPages[slug];
  if (!page) throw new Error(`no area module for "${slug}" in app/content/areas/pages/`);
  return page;
}
