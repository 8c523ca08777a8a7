/**
 * `npm test` after `npm start`: the checks read the project's own folders only, never what the
 * server wrote. A checkout is laid out as one looks after a server has started in it once: the
 * content repository (the server's own copy of the source, made by the server's own code, with its
 * node_modules link), the database and its backups, uploaded files, a build beside the site and
 * the Node that `.ci/run` fetched. Then each check is asked what it would read there.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import prettier from "prettier";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { copyRelease, linkNodeModules } from "../server/editor/repo";
import { SOURCE_FOLDERS } from "./source-folders.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
/** What a server and a build leave in a checkout (DATA_DIR is ./data by default). */
const WRITTEN = ["data/", "build-rebrand/", ".ci/node24/"];
let checkout = "";
/** A file of each kind the server wrote, which no check may read. */
let planted: string[] = [];

beforeAll(async () => {
  checkout = mkdtempSync(path.join(tmpdir(), "checkout-"));
  // The project's own files, as links to this checkout's.
  for (const name of readdirSync(root))
    if (SOURCE_FOLDERS.includes(name) || name === "node_modules" || /^[^.].*\.(ts|js|json)$|^\.prettier/.test(name))
      symlinkSync(path.join(root, name), path.join(checkout, name));
  // What the server writes at its first start (DATA_DIR=./data): the content repository...
  await copyRelease(root, path.join(checkout, "data/site"), []);
  await linkNodeModules(path.join(checkout, "data/site"), root);
  // ... which, like any copy of the source, does not typecheck before its own typegen has run.
  writeFileSync(path.join(checkout, "data/site/app/not-typed.ts"), "export const n: number = 'text';\n");
  for (const [file, text] of [
    ["data/requests.db", "SQLite format 3"],
    ["data/backups/requests-2026-11-28.db", "SQLite format 3"],
    ["data/files/3f2a.bin", "sealed"],
    ["build-rebrand/server/index.js", "var unused = 1\n"],
    [".ci/node24/lib/tool.js", "var unused = 1\n"],
  ] as const) {
    mkdirSync(path.dirname(path.join(checkout, file)), { recursive: true });
    writeFileSync(path.join(checkout, file), text);
  }
  planted = [
    "data/site/app/root.tsx",
    "data/site/app/not-typed.ts",
    "build-rebrand/server/index.js",
    ".ci/node24/lib/tool.js",
  ];
}, 60_000);
afterAll(() => rmSync(checkout, { recursive: true, force: true }));

const underWritten = (file: string) => WRITTEN.some((folder) => file.includes(`/${folder}`) || file.startsWith(folder));

describe("the checks read the project's own folders, not what a server or a build wrote", () => {
  test("the typecheck (tsc) reads none of it", () => {
    const files = execFileSync(
      process.execPath,
      [
        path.join(root, "node_modules/typescript/bin/tsc"),
        "-p",
        path.join(checkout, "tsconfig.json"),
        "--listFilesOnly",
      ],
      { cwd: checkout, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
    )
      .split("\n")
      .filter((file) => file && !file.includes("/node_modules/"));
    expect(files.filter(underWritten)).toEqual([]);
    expect(files.some((file) => file.endsWith("/app/root.tsx"))).toBe(true);
  }, 120_000);

  test("ESLint (eslint .) and Prettier (prettier --check .) leave all of it out", async () => {
    const eslint = new ESLint({ cwd: checkout });
    for (const file of planted) expect(await eslint.isPathIgnored(path.join(checkout, file)), file).toBe(true);
    expect(await eslint.isPathIgnored(path.join(checkout, "app/root.tsx"))).toBe(false);
    const ignorePath = path.join(checkout, ".prettierignore");
    for (const file of [...planted, "data/site/README.md"])
      expect((await prettier.getFileInfo(path.join(checkout, file), { ignorePath })).ignored, file).toBe(true);
    for (const file of ["app/root.tsx", "README.md", "docs/deploying.md"])
      expect((await prettier.getFileInfo(path.join(checkout, file), { ignorePath })).ignored, file).toBe(false);
  });

  test("Vitest collects no test file of the content repository's copy", () => {
    const list = execFileSync(
      process.execPath,
      [path.join(root, "node_modules/vitest/vitest.mjs"), "list", "--filesOnly"],
      {
        cwd: checkout,
        encoding: "utf8",
        env: { ...process.env, NO_COLOR: "1" },
      },
    );
    const files = list.split("\n").filter(Boolean);
    expect(files.filter(underWritten)).toEqual([]);
    expect(files.some((line) => line.includes("scripts/source-folders.test.ts"))).toBe(true);
  }, 120_000);

  // ESLint imports SOURCE_FOLDERS itself; the two files that cannot import it are held to it here.
  test("tsconfig.json and .prettierignore name the folders of source-folders.mjs", () => {
    const { include } = JSON.parse(readFileSync(path.join(root, "tsconfig.json"), "utf8")) as { include: string[] };
    const codeFolders = SOURCE_FOLDERS.filter((folder) => !["docs", "public"].includes(folder));
    expect(include.filter((entry) => !entry.includes("*"))).toEqual(codeFolders);
    const prettierIgnore = readFileSync(path.join(root, ".prettierignore"), "utf8");
    expect([...prettierIgnore.matchAll(/^!\/(\w+)\/$/gm)].map((m) => m[1])).toEqual(SOURCE_FOLDERS);
  });
});
