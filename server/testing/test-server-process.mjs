/**
 * The server as a process of its own, run from the source (Vite loads the TypeScript as the
 * bundle would): what the replication tests kill with SIGKILL. Settings from the environment, on
 * a free port (PORT=0 reads as unset there); argv[2] is the build to serve. Prints
 * "listening <origin>" once it takes requests.
 */
import { serverSource } from "../../scripts/server-source.mjs";

const { load } = await serverSource();
const { startServer } = await load("/server/index.ts");
const { settingsFromEnv } = await load("/server/settings.ts");
const server = await startServer({
  ...settingsFromEnv(),
  port: 0,
  buildDir: process.argv[2],
  quiet: false,
  editor: { enabled: false },
});
console.log(`listening ${server.origin}`);
