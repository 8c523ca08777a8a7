/**
 * Drafts in git (drafts.ts answers the editor): a draft is the branch `cms/<collection>/<slug>`,
 * its status the branch's description, its commits made through an index of their own so the
 * live branch's folder (which the builds read) is never touched.
 */
import { createHash } from "node:crypto";
import { rm } from "node:fs/promises";
import path from "node:path";
import { isContentFile, MEDIA_FOLDER } from "./content-paths";
import { ApiError } from "./errors";
import { runGit, type ContentRepo, type Git, type Person } from "./repo";

export const STATUSES = ["draft", "pending_review", "pending_publish"] as const;
export const LIVE = "HEAD";
const PREFIX = "refs/heads/cms/";

export interface Draft {
  collection: string;
  slug: string;
  branch: string;
  status: string;
  /** Who saved it first, who saved it last, when (ms). */
  author: Person;
  lastAuthor: Person;
  at: number;
  message: string;
  files: string[];
}

/** The branch of a draft: `cms/<collection>/<slug>`, the slug %-encoded where git refuses a character. */
export function branchOf(collection: unknown, slug: unknown): string {
  if (typeof collection !== "string" || !/^[a-z0-9][a-z0-9_-]{0,80}$/i.test(collection))
    throw new ApiError(400, "Not a collection");
  if (typeof slug !== "string" || !/^[\p{L}\p{N}][\p{L}\p{N}._:'-]{0,150}$/u.test(slug) || /\.\.|\.lock$/.test(slug))
    throw new ApiError(400, "Not an entry");
  return `cms/${collection}/${encodeURIComponent(slug)}`;
}

export function keyOf(ref: string): { collection: string; slug: string } | null {
  const m = /^(?:refs\/heads\/)?cms\/([^/]+)\/([^/]+)$/.exec(ref);
  if (!m) return null;
  try {
    return { collection: m[1]!, slug: decodeURIComponent(m[2]!) };
  } catch {
    return null;
  }
}

export const isMedia = (rel: string) => rel.startsWith(`${MEDIA_FOLDER}/`);
export const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest("hex");

/** A file of the repository at `rev` (a commit or a tree), or null when it has none. */
export async function blob(dir: string, rev: string, rel: string): Promise<Buffer | null> {
  const result = await runGit(dir, ["cat-file", "blob", `${rev}:${rel}`]);
  return result.code === 0 ? result.stdout : null;
}

export async function tip(dir: string, branch: string): Promise<string | null> {
  const result = await runGit(dir, ["rev-parse", "--verify", "--quiet", `refs/heads/${branch}^{commit}`]);
  return result.code === 0 ? result.stdout.toString("utf8").trim() : null;
}

/** The files the draft changes (from where it left the live branch), with how: A, M or D. */
export async function draftFiles(git: Git, branch: string): Promise<{ path: string; status: string }[]> {
  const base = (await git(["merge-base", LIVE, `refs/heads/${branch}`])).trim();
  const parts = (await git(["diff", "--name-status", "--no-renames", "-z", base, `refs/heads/${branch}`]))
    .split("\0")
    .filter(Boolean);
  const files: { path: string; status: string }[] = [];
  for (let i = 0; i + 1 < parts.length; i += 2) files.push({ status: parts[i]!.slice(0, 1), path: parts[i + 1]! });
  return files.filter((f) => isContentFile(f.path));
}

/** The draft's text files as `rev` has them (null: deleted), for the check and the words. */
export async function textsAt(dir: string, rev: string, files: { path: string }[]) {
  const texts = new Map<string, string | null>();
  for (const f of files)
    if (!isMedia(f.path)) texts.set(f.path, (await blob(dir, rev, f.path))?.toString("utf8") ?? null);
  return texts;
}

/** Every open draft, newest first. */
export function openDrafts(repo: ContentRepo): Promise<Draft[]> {
  return repo.withGit(async (git) => {
    const refs = (await git(["for-each-ref", "--format=%(refname)", PREFIX])).split("\n").filter(Boolean);
    const drafts: Draft[] = [];
    for (const ref of refs) {
      const key = keyOf(ref);
      if (!key) continue;
      const branch = ref.slice("refs/heads/".length);
      const base = (await git(["merge-base", LIVE, ref])).trim();
      const log = (await git(["log", "--format=%an%x1f%ae%x1f%at%x1f%s", `${base}..${ref}`]))
        .split("\n")
        .filter(Boolean)
        .map((line) => line.split("\x1f") as [string, string, string, string]);
      if (!log.length) continue;
      const [last, first] = [log[0]!, log[log.length - 1]!];
      drafts.push({
        ...key,
        branch,
        status: await statusOf(git, branch),
        author: { name: first[0], email: first[1] },
        lastAuthor: { name: last[0], email: last[1] },
        at: Number(last[2]) * 1000,
        message: last[3],
        files: (await draftFiles(git, branch)).map((f) => f.path),
      });
    }
    return drafts.sort((a, b) => b.at - a.at);
  });
}

export async function statusOf(git: Git, branch: string): Promise<string> {
  const status = (await git(["config", "--get", `branch.${branch}.description`]).catch(() => "")).trim();
  return (STATUSES as readonly string[]).includes(status) ? status : "draft";
}

/** The changes committed onto `parent` as `author`, through an index of its own: the live files are not touched. */
export async function commitOnto(
  git: Git,
  dir: string,
  parent: string,
  changes: ReadonlyMap<string, string | Buffer | null>,
  author: Person,
  message: string,
): Promise<string | null> {
  const index = path.join(dir, ".git", `draft-index-${process.pid}`);
  const env = { GIT_INDEX_FILE: index };
  try {
    await git(["read-tree", parent], { env });
    for (const [rel, content] of changes) {
      if (content === null) await git(["update-index", "--force-remove", "--", rel], { env });
      else {
        const id = (await git(["hash-object", "-w", "--stdin"], { input: content })).trim();
        await git(["update-index", "--add", "--cacheinfo", `100644,${id},${rel}`], { env });
      }
    }
    const tree = (await git(["write-tree"], { env })).trim();
    if (tree === (await git(["rev-parse", `${parent}^{tree}`])).trim()) return null;
    return (await git(["commit-tree", tree, "-p", parent, "-m", message], { author })).trim();
  } finally {
    await rm(index, { force: true });
  }
}
