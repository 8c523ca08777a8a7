/**
 * An app module loaded at build time through Vite (runnerImport), so that its "~/" imports, the
 * content's virtual modules and SITE_CONFIG's swap resolve as they do in the site's own build.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";
import { contentData } from "../app/content/content-data.server.ts";
import { siteConfigSwap } from "./site-config.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));

/** `file`: a path inside the repository, or an absolute one. */
export async function loadApp<T>(file: string): Promise<T> {
  const { module } = await runnerImport<T>(path.resolve(root, file), {
    configFile: false,
    logLevel: "warn",
    resolve: { alias: { "~": path.join(root, "app") } },
    plugins: [siteConfigSwap(root), contentData(root)],
    // The same compile-time constant as vite.config.ts (facts.ts reads it when the sitemap loads articles).
    define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  });
  return module;
}
