/**
 * Runs a command on the supported Node.js (docs/decisions/0019-node-24.md). On a machine whose
 * own Node is older than 24 (Node 20 is past its end of life, and the database module does not
 * run on it), it first installs Node SUPPORTED from the npm registry's node-linux-<arch> package
 * into .ci/node24 (git-ignored; nothing global changes; once, then reused) and puts it first on
 * the PATH of the command. `npm start`, `npm test` and CI (.ci/run) go through it.
 *
 *   node scripts/supported-node.mjs <program> <args...>   runs it
 *   node scripts/supported-node.mjs "<a && b>"             one argument: runs it through the shell
 *   node scripts/supported-node.mjs --bin          prints the folder of the node to use
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const SUPPORTED = "24.21.0";
const root = fileURLToPath(new URL("..", import.meta.url));
const arch = { x64: "x64", arm64: "arm64" }[process.arch];

/** The bin folder of a Node this project runs on: the running one when it is 24 or later, else .ci/node24's. */
function nodeBin() {
  if (Number(process.versions.node.split(".")[0]) >= 24) return path.dirname(process.execPath);
  if (!arch || process.platform !== "linux")
    throw new Error(`Node ${process.version} is too old: install Node.js 24 LTS (docs/deploying.md).`);
  const home = path.join(root, ".ci/node24/node_modules", `node-linux-${arch}`);
  const bin = path.join(home, "bin");
  const installed = existsSync(path.join(bin, "node"))
    ? execFileSync(path.join(bin, "node"), ["--version"], { encoding: "utf8" }).trim()
    : "";
  if (installed !== `v${SUPPORTED}`) {
    console.error(
      `Node ${process.version} is past its end of life: fetching Node ${SUPPORTED} into .ci/node24 (once).`,
    );
    execFileSync(
      "npm",
      [
        "install",
        "--prefix",
        ".ci/node24",
        "--no-save",
        "--no-package-lock",
        "--no-audit",
        "--no-fund",
        `node-linux-${arch}@${SUPPORTED}`,
      ],
      { cwd: root, stdio: ["ignore", 2, 2] },
    );
  }
  return bin;
}

const args = process.argv.slice(2);
const bin = nodeBin();
if (args[0] === "--bin") {
  console.log(bin);
} else if (args.length) {
  const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ""}` };
  // A native module built from source uses this Node's own headers, whatever the machine's npm names.
  if (bin !== path.dirname(process.execPath)) env.npm_config_nodedir = path.dirname(bin);
  const options = { cwd: process.cwd(), env, stdio: "inherit" };
  const { status, signal } =
    args.length === 1 ? spawnSync(args[0], { ...options, shell: true }) : spawnSync(args[0], args.slice(1), options);
  process.exit(status ?? (signal ? 1 : 0));
}
