/**
 * Finds the Java runtime that the HTML checker (vnu, scripts/validate-html.mjs) needs: $JAVA_HOME's,
 * else `java` on the PATH. Run directly (.ci/run and `npm run validate:html` do), it installs
 * Debian's default-jre-headless when none is found and we are root on Debian/Ubuntu; otherwise it
 * stops with instructions. The check is never skipped for want of Java.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export function findJava() {
  const home = process.env.JAVA_HOME;
  if (home && existsSync(path.join(home, "bin", "java"))) return path.join(home, "bin", "java");
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, "java"))) return path.join(dir, "java");
  }
  return null;
}

function installJava() {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync("/usr/bin/apt-get")) {
    throw new Error(
      "No Java found; the HTML checker (vnu) needs it. Install a Java runtime (11 or later), e.g. on Debian/Ubuntu:\n" +
        "  sudo apt-get update && sudo apt-get install -y default-jre-headless",
    );
  }
  console.log("No Java found: installing Debian's default-jre-headless package (apt-get)...");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "default-jre-headless"], {
    stdio: "inherit",
    env,
  });
}

export function ensureJava() {
  let found = findJava();
  if (!found) {
    installJava();
    found = findJava();
  }
  if (!found) throw new Error("Java was installed but `java` is not on the PATH; set JAVA_HOME.");
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    console.log(`Java: ${ensureJava()}`);
  } catch (error) {
    console.error(String(error instanceof Error ? error.message : error));
    process.exit(1);
  }
}
