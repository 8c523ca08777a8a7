/**
 * Serves the static build the way a static host would: build/client on 127.0.0.1:4173, clean
 * URLs, the security headers of build/serve.json, and 404.html with status 404 for unknown paths.
 * `npm start` runs it; the browser tests and the benchmark start it through startServer().
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const serveBin = fileURLToPath(new URL("../node_modules/serve/build/main.js", import.meta.url));

export async function startServer({ port = 4173, quiet = true } = {}) {
  if (!existsSync(`${root}/build/client/index.html`)) throw new Error("No build found: run `npm run build` first.");
  const args = [serveBin, "build/client", "-l", `tcp://127.0.0.1:${port}`, "-n", "-c", "../serve.json"];
  if (quiet) args.push("-L");
  const child = spawn(process.execPath, args, { cwd: root, stdio: quiet ? "ignore" : "inherit" });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`serve exited with code ${child.exitCode}`);
    try {
      await fetch(origin);
      return { origin, stop: () => child.kill() };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  child.kill();
  throw new Error(`serve did not answer on ${origin}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { origin } = await startServer({ quiet: false });
  console.log(`\n  The site is running at ${origin}  (Ctrl+C to stop)\n`);
}
