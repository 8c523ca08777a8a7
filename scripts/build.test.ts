import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { buildAndSwap } from "./build.mjs";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A project folder with a build in it (build/client/index.html saying `words`). */
function project(words: string) {
  const dir = mkdtempSync(path.join(tmpdir(), "build-swap-"));
  dirs.push(dir);
  mkdirSync(path.join(dir, "build/client"), { recursive: true });
  writeFileSync(path.join(dir, "build/client/index.html"), words);
  return { dir, target: path.join(dir, "build") };
}

const writes = (words: string) => async (next: string) => {
  mkdirSync(path.join(next, "client"), { recursive: true });
  writeFileSync(path.join(next, "client/index.html"), words);
  return true;
};
const quiet = () => {};

describe("npm run build: into a new folder, then swapped in", () => {
  test("a build that passes replaces the old one whole; nothing is left beside it", async () => {
    const { dir, target } = project("old");
    expect(await buildAndSwap(target, [writes("new")], quiet)).toBe(true);
    expect(readFileSync(path.join(target, "client/index.html"), "utf8")).toBe("new");
    expect(readdirSync(dir)).toEqual(["build"]);
  });

  test("a build that fails at any step leaves the build being served as it was", async () => {
    const { dir, target } = project("served");
    const said: string[] = [];
    const failed = await buildAndSwap(target, [writes("half"), async () => false], (line) => said.push(line));
    expect(failed).toBe(false);
    expect(readFileSync(path.join(target, "client/index.html"), "utf8")).toBe("served");
    expect(readdirSync(dir)).toEqual(["build"]);
    expect(said.join("")).toContain("is as it was");
  });

  test("the first build, with no build before it", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "build-first-"));
    dirs.push(dir);
    expect(await buildAndSwap(path.join(dir, "build"), [writes("first")], quiet)).toBe(true);
    expect(existsSync(path.join(dir, "build/client/index.html"))).toBe(true);
  });
});
