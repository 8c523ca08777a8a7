/**
 * `npm run serve` (built into build/server/index.js): starts the server with the settings of
 * the environment and stops it cleanly on SIGTERM or Ctrl+C.
 */
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startContent } from "./editor/release";
import { startServer } from "./index";
import { nodeVersionNotes } from "./node-version";
import { settingsFromEnv } from "./settings";

export { startServer } from "./index";
export { isSpanishPath, rejectPath } from "./paths";

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const line of nodeVersionNotes(process.version, new Date())) console.log(line);
  const settings = settingsFromEnv();
  const server = await startServer({ ...settings, quiet: false });
  // `npm run restore` refuses to replace the database while this process runs.
  const pidFile = path.resolve(settings.dataDir, "server.pid");
  writeFileSync(pidFile, String(process.pid));
  console.log(`\n  The site is running at ${server.origin}  (Ctrl+C to stop)\n`);
  // The editor's content repository (DATA_DIR/site), made from this release at the first start;
  // a new release is merged into it (the office's content kept) and published.
  // Then its bundle to the replica (REPLICA_URL), as after each publish.
  void startContent(server)
    .catch((error: Error) => console.log(`content: ${error.message.split("\n")[0]}`))
    .then(() => server.replica?.contentChanged());
  const shutdown = (signal: string) => {
    console.log(`${signal}: finishing requests in flight, then closing the database`);
    void server.stop().then(() => {
      rmSync(pidFile, { force: true });
      process.exit(0);
    });
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
}
