/** The year of the build (vite define): the copyright line must not differ between prerender and hydration. */
declare const __BUILD_YEAR__: number;
