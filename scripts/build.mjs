/**
 * `npm run build`: the site (react-router build), the server's bundle and the launch check's
 * warning, built into a folder beside the build (build-next); only when every step has passed is it
 * swapped in, with two renames. A failed build leaves build/ as it was, so the server, and a restart
 * of it, keep a whole build. BUILD_DIR names another target (default build).
 */
import { spawn } from "node:child_process";
import { rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

const exists = (dir) =>
  stat(dir).then(
    () => true,
    () => false,
  );

/**
 * Runs each step (a function of the folder to build into, resolving true when it passed) into
 * `<target>-next`, then swaps it in for `target`. Resolves false, with `target` untouched, when a
 * step fails.
 */
export async function buildAndSwap(target, steps, log = console.error) {
  const next = `${target}-next`;
  const old = `${target}-old`;
  await rm(next, { recursive: true, force: true });
  await rm(old, { recursive: true, force: true });
  for (const step of steps) {
    if (await step(next)) continue;
    await rm(next, { recursive: true, force: true });
    log(`\nThe build failed: ${target}/ is as it was.`);
    return false;
  }
  const had = await exists(target);
  if (had) await rename(target, old);
  await rename(next, target);
  if (had) await rm(old, { recursive: true, force: true });
  return true;
}

/** `node <script> ...args` in the project, with BUILD_DIR set to `dir`; true when it exits 0. */
const node =
  (script, ...args) =>
  (dir) =>
    new Promise((resolve) => {
      const child = spawn(process.execPath, [path.join(root, script), ...args], {
        cwd: root,
        stdio: "inherit",
        env: { ...process.env, BUILD_DIR: dir },
      });
      child.on("error", () => resolve(false));
      child.on("close", (code) => resolve(code === 0));
    });

export const STEPS = [
  node("node_modules/@react-router/dev/bin.js", "build"),
  // vite.server.config.ts writes the bundle to $BUILD_DIR/server.
  node("node_modules/vite/bin/vite.js", "build", "-c", "vite.server.config.ts"),
  node("scripts/check-launch.mjs", "--warn"),
];

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const target = path.resolve(root, process.env.BUILD_DIR ?? "build");
  process.exit((await buildAndSwap(target, STEPS)) ? 0 : 1);
}
