/**
 * What `npm install` runs and installs stays declared: React Router's packages on one version (its
 * dev tools build against the router they are released with), every install script allowed or
 * denied by name in package.json (npm 11 runs an unlisted one with a warning today and is to refuse
 * it later), and the mends of scripts/patch-dependencies.mjs applied to what is installed.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { MENDS } from "./patch-dependencies.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const json = (file: string) => JSON.parse(readFileSync(`${root}/${file}`, "utf8"));
const pkg = json("package.json") as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  allowScripts: Record<string, boolean>;
};
const lock = json("package-lock.json") as {
  packages: Record<string, { version?: string; hasInstallScript?: boolean }>;
};

describe("dependencies", () => {
  test("react-router, @react-router/node and @react-router/dev are one exact version, in package.json and installed", () => {
    const names = ["react-router", "@react-router/node", "@react-router/dev"];
    const wanted = names.map((name) => pkg.dependencies[name] ?? pkg.devDependencies[name]);
    expect(new Set(wanted).size, `package.json: ${wanted.join(", ")}`).toBe(1);
    expect(wanted[0]).toMatch(/^\d+\.\d+\.\d+$/);
    for (const name of names) {
      expect(lock.packages[`node_modules/${name}`]?.version, `package-lock.json: ${name}`).toBe(wanted[0]);
      expect(json(`node_modules/${name}/package.json`).version, `installed: ${name}`).toBe(wanted[0]);
    }
  });

  test("every package with an install script is allowed or denied by name (allowScripts)", () => {
    const withScripts = Object.entries(lock.packages)
      // The project itself ("") runs its own postinstall (scripts/patch-dependencies.mjs).
      .filter(([where, entry]) => where && entry.hasInstallScript)
      .map(([where]) => where.replace(/^.*node_modules\//, ""));
    expect(withScripts.length).toBeGreaterThan(0);
    expect(withScripts.filter((name) => typeof pkg.allowScripts[name] !== "boolean")).toEqual([]);
    // Nothing downloads a program at install: vnu-jar's script would fetch a Java runtime (scripts/java.mjs installs Debian's).
    expect(pkg.allowScripts["vnu-jar"]).toBe(false);
  });

  test("the installed dependencies carry the mends (no Vite deprecation warning from React Router)", () => {
    for (const { files, from } of MENDS)
      for (const file of files) expect(readFileSync(`${root}/${file}`, "utf8"), file).not.toContain(from);
  });
});
