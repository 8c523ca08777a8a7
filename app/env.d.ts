/** The year of the build (vite define): the copyright line must not differ between prerender and hydration. */
declare const __BUILD_YEAR__: number;

/** The URL of a module loaded on first use (scripts/lazy-module.mjs). */
declare module "virtual:lazy/*" {
  const url: string;
  export default url;
}

/** The framework islands' chunk URLs by name, for the islands' entry (scripts/island-pages.ts). */
declare module "virtual:islands" {
  const urls: Record<string, string>;
  export default urls;
}
