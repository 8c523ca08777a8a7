/**
 * For the editor's tests: a release with only the content (what the editor's check reads), in a
 * temporary directory, from which the server makes its content repository.
 */
import { cpSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { tempDir } from "./test-support";

const root = path.resolve(import.meta.dirname, "../..");

export function contentRelease(): string {
  const dir = tempDir("release");
  for (const part of ["data", "blog", "legal"])
    cpSync(path.join(root, "app/content", part), path.join(dir, "app/content", part), {
      recursive: true,
      filter: (f) => !f.endsWith(".ts"),
    });
  mkdirSync(path.join(dir, "public/uploads"), { recursive: true });
  writeFileSync(path.join(dir, ".gitignore"), "node_modules\n");
  return dir;
}
