/**
 * The site's own server, as built by `npm run build` (server/ bundled into build/server/index.js).
 * The benchmark starts it through startServer(); `npm run serve` runs build/server/index.js itself.
 */
export { startServer, rejectPath, isSpanishPath } from "../build/server/index.js";
