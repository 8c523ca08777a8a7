/**
 * The server as a process of its own, run from the source (Vite loads the TypeScript as the
 * bundle would): what the replication tests kill with SIGKILL. Settings from the environment, on
 * a free port (PORT=0 reads as unset there); argv[2] is the build to serve. Prints
 * "listening <origin>" once it takes requests.
 */
import { fileURLToPath } from "node:url";
import { createServer } from "vite";

const root = fileURLToPath(new URL("../..", import.meta.url));
const vite = await createServer({
  root,
  configFile: `${root}vite.server.config.ts`,
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  appType: "custom",
  optimizeDeps: { noDiscovery: true, include: [] },
  logLevel: "error",
});
const { startServer } = await vite.ssrLoadModule("/server/index.ts");
const { settingsFromEnv } = await vite.ssrLoadModule("/server/settings.ts");
const server = await startServer({
  ...settingsFromEnv(),
  port: 0,
  buildDir: process.argv[2],
  quiet: false,
  editor: { enabled: false },
});
console.log(`listening ${server.origin}`);
