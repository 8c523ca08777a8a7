/**
 * Runs after every `npm install` / `npm ci` (the project's own postinstall): mends what a
 * dependency does that it should not, until its own release does. Each mend is a literal
 * replacement that does nothing once the dependency has changed, so an upgrade never breaks it.
 *
 * - @react-router/dev 7.18 (no later 7.x is published) starts its internal Vite servers with
 *   `envFile: false`, which Vite 8 deprecates for `envDir: false` (the same meaning) and warns
 *   about on every typecheck and build. A warning printed on every run hides the one that matters.
 */
import { readFileSync, writeFileSync, existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";

const root = fileURLToPath(new URL("..", import.meta.url));

export const MENDS = [
  {
    files: ["vite.js", "cli/index.js", "vite/cloudflare.js"].map((f) => `node_modules/@react-router/dev/dist/${f}`),
    from: "envFile: false,",
    to: "envDir: false,",
  },
];

export function mend(dir = root) {
  const changed = [];
  for (const { files, from, to } of MENDS)
    for (const file of files) {
      const full = path.join(dir, file);
      if (!existsSync(full)) continue;
      const text = readFileSync(full, "utf8");
      if (!text.includes(from)) continue;
      writeFileSync(full, text.replaceAll(from, to));
      changed.push(file);
    }
  return changed;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) mend();
