/**
 * For the editor's tests: a release with only the content (what the editor's check reads), in a
 * temporary directory, from which the server makes its content repository.
 */
import { cpSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { BuildCommand } from "../editor/publisher";
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

/** The offer the editor's tests change. */
export const OFFER = "app/content/data/offers/en/referral-credit.yml";

/** A build's output that serves the offer's text: what is published is what the page shows. */
export function offerPage(repoDir: string, outDir: string): Awaited<ReturnType<BuildCommand>> {
  mkdirSync(path.join(outDir, "client"), { recursive: true });
  writeFileSync(
    path.join(outDir, "client/index.html"),
    `<pre>${readFileSync(path.join(repoDir, OFFER), "utf8")}</pre>`,
  );
  writeFileSync(path.join(outDir, "serve.json"), JSON.stringify({ headers: [{ source: "**", headers: [] }] }));
  return { ok: true, output: "" };
}
