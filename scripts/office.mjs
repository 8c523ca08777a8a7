/**
 * `npm run office -- <command>` (server/cli.ts): staff accounts and the audit trail's check from
 * the command line. Runs the server's bundle (build/server/office.js), building only the server
 * first when there is none yet (a fresh clone), so the first owner can be made before the site
 * is ever built.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const bundle = `${root}build/server/office.js`;
if (!existsSync(bundle)) {
  const built = spawnSync("npx", ["vite", "build", "-c", "vite.server.config.ts"], { cwd: root, stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const { status } = spawnSync(process.execPath, [bundle, ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(status ?? 1);
