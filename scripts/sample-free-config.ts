/**
 * The islands' scripts on a real origin carry no sample (app/content/samples.ts). The pages
 * already leave every sample out; the forms' code imports the site's config (app/content/site.ts,
 * or SITE_CONFIG's module), which would bring each invented review, figure, street and phone into
 * the browser's files. On a real origin the islands' build gets that module as data instead,
 * evaluated at build time, with the values of every sample the pages leave out emptied: what the
 * pages still say of one (an office named by its city, the id code finds it by) stays.
 */
import path from "node:path";
import type { Plugin } from "vite";
import { isDemoOrigin } from "../app/content/samples.ts";
import { DROPPED, findSamples } from "../app/lib/build/config-samples.ts";
import { loadApp } from "./load-app.ts";

/**
 * What a page shows of a sample left out, or what code finds it by: its id, whether it is the main
 * office, the city, county, state and area an office covers (content/shown-offices.ts).
 */
const KEPT = new Set(["id", "sample", "main", "city", "county", "region", "coverage"]);

/** Every string of `fact` made "" and every number 0, but what KEPT names and the facts inside it that carry their own mark. */
function empty(fact: Record<string, unknown>, top = true): void {
  for (const [key, item] of Object.entries(fact)) {
    if (top && KEPT.has(key)) continue;
    if (typeof item === "string") fact[key] = "";
    else if (typeof item === "number") fact[key] = 0;
    else if (item && typeof item === "object" && !("sample" in item)) empty(item as Record<string, unknown>, false);
  }
}

/**
 * A copy of the config's exports (`site` by its own paths, the others under their names) with the
 * values of every sample a real origin leaves out of the pages (DROPPED) emptied; the samples the
 * pages still publish stay as they are.
 */
export function withoutSampleValues(config: Record<string, unknown>): Record<string, unknown> {
  const copy = JSON.parse(JSON.stringify(config)) as Record<string, unknown>;
  const marks = Object.entries(copy).flatMap(([name, value]) => findSamples(value, name === "site" ? "" : name));
  for (const { path, fact } of marks) if (DROPPED.test(path)) empty(fact);
  return copy;
}

/** The config module the build uses: SITE_CONFIG's, else app/content/site.ts. */
const configModule = (root: string) =>
  process.env.SITE_CONFIG ? path.resolve(root, process.env.SITE_CONFIG) : path.join(root, "app/content/site.ts");

/**
 * The config module as data without its samples' values, for a build on a real origin; on the demo
 * (where samples show, marked) the module stays as it is. Place it before siteConfigSwap.
 */
export function sampleFreeConfig(root: string): Plugin {
  const real = path.join(root, "app/content/site.ts");
  let code: Promise<string | null> | undefined;
  const generate = async () => {
    // Evaluated as the pages' build evaluates it.
    const config = await loadApp<Record<string, unknown>>(configModule(root));
    const { site } = config as { site: { origin: string } };
    if (isDemoOrigin(site.origin)) return null;
    return (
      Object.entries(withoutSampleValues(config))
        // Literals (not JSON.parse calls), so that what no island reads is left out of its bundle.
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
        .join("\n")
    );
  };
  return {
    name: "sample-free-config",
    enforce: "pre",
    async load(id) {
      if (id !== real && id !== configModule(root)) return null;
      code ??= generate();
      return await code;
    },
  };
}
