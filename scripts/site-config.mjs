/**
 * Builds the site from another agency's config: with SITE_CONFIG=<module path>, every import of
 * app/content/site.ts (whatever the specifier: "~/content/site", "./site", "../site") resolves to
 * that module instead. The module itself may import the real config to change a few facts.
 * The re-brand test builds a second agency this way (e2e/rebrand.e2e.ts).
 */
import path from "node:path";

/** @param {string} root the repository root @returns {import("vite").Plugin} */
export function siteConfigSwap(root) {
  const swap = process.env.SITE_CONFIG ? path.resolve(root, process.env.SITE_CONFIG) : null;
  const real = path.join(root, "app/content/site.ts");
  return {
    name: "site-config-swap",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!swap || !importer || importer === swap || !/(^|\/)site(\.ts)?$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === real ? swap : null;
    },
  };
}
