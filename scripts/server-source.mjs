/**
 * The server's modules loaded from the TypeScript source, as its bundle would run them (Vite with
 * vite.server.config.ts, no build first): for a process that must start the server itself (the
 * replication tests' killable server, the replica benchmark). Close the returned Vite server when done.
 */
import { fileURLToPath } from "node:url";
import { createServer } from "vite";

const root = fileURLToPath(new URL("..", import.meta.url));

export async function serverSource() {
  const vite = await createServer({
    root,
    configFile: `${root}vite.server.config.ts`,
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    appType: "custom",
    optimizeDeps: { noDiscovery: true, include: [] },
    logLevel: "error",
  });
  return { vite, load: (file) => vite.ssrLoadModule(file) };
}
