/**
 * `npm run restore -- --from-replica [--at TIME]` (server/replica/restore-cli.ts): the database,
 * the files and the content brought back from REPLICA_URL. Runs the server's bundle
 * (build/server/replica-restore.js), building only the server first on a fresh clone.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const bundle = `${root}build/server/replica-restore.js`;
if (!existsSync(bundle)) {
  const built = spawnSync("npx", ["vite", "build", "-c", "vite.server.config.ts"], { cwd: root, stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const { status } = spawnSync(process.execPath, [bundle, ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(status ?? 1);
