/**
 * Production dependencies: only what the site needs at run time, and no high or critical
 * advisory. Fails on either. When the registry offers no advisory service (this project's
 * build machines reach a mirror that answers 405 to npm's audit endpoint), it says so loudly
 * and checks the dependency list only.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

/**
 * Bundled into the pages (react, react-dom, react-router; preact, which runs the islands), or what React Router requires in
 * "dependencies" to prerender them at build time (@react-router/node, isbot), and what the site's
 * own server runs on: the request store (better-sqlite3), the office e-mail (nodemailer), the
 * forms' shared schemas (zod), the files sent with forms (@fastify/busboy), the office's two-step
 * codes (otpauth) and their QR code (qrcode, drawn as SVG on the server), its list of common passwords (@zxcvbn-ts/language-common) and the photos the
 * editor takes and each publish makes into AVIF, WebP and JPEG (sharp), and the files it copies to an
 * SFTP replica (ssh2).
 */
const ALLOWED = [
  "@fastify/busboy",
  "@react-router/node",
  "@zxcvbn-ts/language-common",
  "better-sqlite3",
  "isbot",
  "nodemailer",
  "otpauth",
  "preact",
  "qrcode",
  "react",
  "react-dom",
  "react-router",
  "sharp",
  "ssh2",
  "zod",
];

const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const extra = Object.keys(pkg.dependencies ?? {}).filter((name) => !ALLOWED.includes(name));
if (extra.length) {
  console.error(`Unexpected production dependencies: ${extra.join(", ")} (build tools belong in devDependencies).`);
  process.exit(1);
}
console.log(`Production dependencies: ${Object.keys(pkg.dependencies).join(", ")}`);

let report;
try {
  report = JSON.parse(
    execFileSync("npm", ["audit", "--omit=dev", "--json"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }),
  );
} catch (error) {
  // npm audit exits non-zero both when it finds something and when it cannot ask; the JSON tells which.
  try {
    report = JSON.parse(error.stdout);
  } catch {
    report = { error: { summary: String(error.message).split("\n")[0] } };
  }
}

if (report.error || report.message) {
  const why = report.error?.summary || report.error?.detail?.split("\n")[0] || report.message || "no answer";
  console.warn(`\n!!! npm audit could not query the advisory service: ${why}`);
  console.warn(
    "!!! The vulnerability check did NOT run here. Run `npm run audit` where the public npm registry is reachable.\n",
  );
  process.exit(0);
}

const counts = report.metadata?.vulnerabilities ?? {};
console.log(`npm audit (production): ${JSON.stringify(counts)}`);
if ((counts.high ?? 0) + (counts.critical ?? 0) > 0) {
  console.error("High or critical vulnerabilities in production dependencies: see `npm audit --omit=dev`.");
  process.exit(1);
}
