/**
 * Finds the Chromium the browser tests, benchmark and screenshots use: $CHROME_PATH, else
 * Debian's /usr/bin/chromium (or another usual path). Run directly (`npm run test:e2e` does),
 * it installs Debian's package when none is found and we are root on Debian/Ubuntu; otherwise it
 * stops with instructions. No test is ever skipped for want of a browser.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const CANDIDATES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
];

/** Flags for running as root in a container without network access. */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-default-apps",
  "--no-first-run",
  "--disable-dev-shm-usage",
];

export function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH is set to ${fromEnv}, but no file is there.`);
  }
  return CANDIDATES.find((p) => existsSync(p)) ?? null;
}

function installChromium() {
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync("/usr/bin/apt-get");
  if (!isRoot || !hasApt) {
    throw new Error(
      "No Chromium found. Install one and/or set CHROME_PATH to it, e.g. on Debian/Ubuntu:\n" +
        "  sudo apt-get update && sudo apt-get install -y chromium\n" +
        "  export CHROME_PATH=/usr/bin/chromium",
    );
  }
  console.log("No Chromium found: installing Debian's chromium package (apt-get)...");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "chromium", ...FONT_PACKAGES], {
    stdio: "inherit",
    env,
  });
}

/**
 * The fonts the browser tests lay pages out in: Liberation Sans (Arial's metrics: the site's
 * fallback font) and DejaVu Sans (Debian's wide default sans-serif: e2e/reflow.e2e.ts).
 */
const FONT_PACKAGES = ["fonts-liberation", "fonts-dejavu-core"];
const FONT_FILES = ["LiberationSans-Regular.ttf", "DejaVuSans.ttf"];

/** Installs the fonts when fontconfig lacks one and we are root on Debian/Ubuntu; else says what to install. */
export function ensureFonts() {
  let listed = "";
  try {
    listed = execFileSync("fc-list", { encoding: "utf8" });
  } catch {
    // No fontconfig: Chromium's package brings it.
  }
  if (FONT_FILES.every((file) => listed.includes(file))) return;
  if (process.getuid?.() !== 0 || !existsSync("/usr/bin/apt-get"))
    throw new Error(`Fonts missing for the browser tests: install ${FONT_PACKAGES.join(" ")}.`);
  console.log(`Installing ${FONT_PACKAGES.join(", ")} (apt-get)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...FONT_PACKAGES], {
    stdio: "inherit",
    env,
  });
}

export function ensureChromium() {
  let found = findChromium();
  if (!found) {
    installChromium();
    found = findChromium();
  }
  if (!found) throw new Error("Chromium was installed but not found at /usr/bin/chromium; set CHROME_PATH.");
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    console.log(`Chromium: ${ensureChromium()}`);
    ensureFonts();
  } catch (error) {
    console.error(String(error instanceof Error ? error.message : error));
    process.exit(1);
  }
}
