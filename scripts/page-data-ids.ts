/** What the build writes into each page for the page bootstrap (scripts/page-start.ts) to read. */

/** id of the JSON block that carries a page's loader data: React Router's stream, chunk by chunk. */
export const DATA_ID = "page-data";
/** id of the JSON block with React Router's context and the modules the page hydrates with. */
export const MODULES_ID = "page-modules";

/** The modules React Router's per-page bootstrap names, read from it at build time. */
export interface PageModules {
  context: Record<string, unknown>;
  preload: string[];
  imports: string[];
  routes: [id: string, href: string][];
  entry: string;
}
