/**
 * Who may import whom. Words and facts (content/, i18n/) sit at the bottom and import nothing
 * above them; lib/ holds the code, split by where it runs: lib/browser/ only in the visitor's
 * browser, lib/build/ only while building (or in the site's server), the rest of lib/ in both. The
 * test helpers (server/testing/) are loaded by tests alone.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => /\.(ts|tsx|mjs)$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.includes("node_modules"))
    .map((f) => path.posix.join(dir, f.split(path.sep).join("/")));
}

interface Import {
  /** The imported file, from the repository's root, without extension (app/lib/meta). */
  target: string;
  typeOnly: boolean;
}

/** The project files a source imports (packages left out). */
function importsOf(file: string): Import[] {
  const text = readFileSync(path.join(root, file), "utf8");
  const found: Import[] = [];
  for (const m of text.matchAll(
    /(?:^|\n)\s*(import|export)\s+(type\s+)?[^"';]*?from\s+"([^"]+)"|import\(\s*"([^"]+)"\s*\)/g,
  )) {
    const spec = m[3] ?? m[4]!;
    const target = spec.startsWith("~/")
      ? `app/${spec.slice(2)}`
      : spec.startsWith(".")
        ? path.posix.normalize(path.posix.join(path.posix.dirname(file), spec))
        : null;
    if (target) found.push({ target: target.replace(/\.(ts|tsx|mjs)$/, ""), typeOnly: Boolean(m[2]) });
  }
  return found;
}

const everyFile = ["app", "scripts", "server"].flatMap(sources);
const under =
  (...dirs: string[]) =>
  (target: string) =>
    dirs.some((dir) => target.startsWith(`${dir}/`));

/** "file -> target" for every import from a file that `from` accepts of a target that `to` accepts. */
const crossings = (from: (file: string) => boolean, to: (i: Import) => boolean) =>
  everyFile.filter(from).flatMap((f) =>
    importsOf(f)
      .filter(to)
      .map((i) => `${f} -> ${i.target}`),
  );

describe("layers", () => {
  test("the parser finds imports, both ~/ and relative", () => {
    expect(importsOf("app/content/facts.ts").map((i) => i.target)).toContain("app/content/site");
    expect(importsOf("app/root.tsx").map((i) => i.target)).toContain("app/lib/build/page-frame.server");
  });

  test("content/ and i18n/ import nothing from lib/, components/, hooks/ or routes/", () => {
    const above = under("app/lib", "app/components", "app/hooks", "app/routes");
    expect(crossings(under("app/content", "app/i18n"), (i) => above(i.target))).toEqual([]);
  });

  test("lib/ imports no components, hooks or routes", () => {
    const above = under("app/components", "app/hooks", "app/routes");
    expect(crossings(under("app/lib"), (i) => above(i.target))).toEqual([]);
  });

  test("build-time code reaches the browser's modules only as a .server module or a type", () => {
    const buildSide = (f: string) => under("scripts", "server", "app/lib/build")(f) || /\.server\.tsx?$/.test(f);
    const reachesBuild = (i: Import) =>
      under("app/lib/build")(i.target) && !i.typeOnly && !i.target.endsWith(".server");
    expect(crossings((f) => !buildSide(f), reachesBuild)).toEqual([]);
  });

  test("only tests load the test helpers (server/testing/): no page, script or server module does", () => {
    const testing = under("server/testing");
    expect(
      crossings(
        (f) => !testing(f),
        (i) => testing(i.target),
      ),
    ).toEqual([]);
    expect(everyFile.filter(testing).length).toBeGreaterThanOrEqual(5); // else this test proves less
  });

  test("the server and the build scripts never load browser-only code", () => {
    expect(crossings(under("scripts", "server"), (i) => under("app/lib/browser")(i.target))).toEqual([]);
  });

  test("every hook a module exports lives in hooks/ (a context's reader stays beside its provider)", () => {
    const hooks = everyFile
      .filter((f) => f.startsWith("app/") && !under("app/hooks")(f))
      .flatMap((f) =>
        [...readFileSync(path.join(root, f), "utf8").matchAll(/export (?:function|const) (use[A-Z]\w*)/g)].map(
          (m) => `${f}: ${m[1]}`,
        ),
      );
    expect(hooks).toEqual(["app/i18n/language-context.tsx: useLanguage"]);
  });
});
