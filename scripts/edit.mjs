/**
 * `npm run edit`: the site in development and the editor's local backend (decap-server) together,
 * so the editor at /admin/ writes straight to the files of this working tree. Stop with Ctrl+C.
 * EDIT_PORT (default 5173) is the site's port, DECAP_SERVER_PORT (default 8081) the backend's.
 */
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const require = createRequire(import.meta.url);
const sitePort = process.env.EDIT_PORT ?? "5173";
const backendPort = process.env.DECAP_SERVER_PORT ?? "8081";
const env = { ...process.env, DECAP_SERVER_PORT: backendPort };

const children = [
  spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    cwd: root,
    env: { ...env, PORT: backendPort, BIND_HOST: "127.0.0.1", GIT_REPO_DIRECTORY: root, MODE: "fs", LOG_LEVEL: "warn" },
    stdio: "inherit",
  }),
  spawn(
    process.execPath,
    [
      path.join(root, "node_modules/@react-router/dev/bin.js"),
      "dev",
      "--host",
      "127.0.0.1",
      "--port",
      sitePort,
      "--strictPort",
    ],
    { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] },
  ),
];

const address = `http://127.0.0.1:${sitePort}/admin/`;
(async () => {
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(address).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) {
      console.log(
        `\nThe editor is ready: open ${address}\nThe site itself: http://127.0.0.1:${sitePort}/\nSaves go to the files in ${root}app/content/. Stop with Ctrl+C.\n`,
      );
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  console.error(`The site did not start at ${address}.`);
  stop(1);
})();

function stop(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exit(code);
}
process.on("SIGINT", () => stop());
process.on("SIGTERM", () => stop());
for (const child of children)
  child.on("exit", (code) => {
    if (code) {
      console.error(`A part of \`npm run edit\` stopped (exit code ${code}).`);
      stop(code);
    }
  });
