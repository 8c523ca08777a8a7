/**
 * A new release keeps the office's content: the branch `release` of the content repository holds
 * one commit per release (its files, as the first copy takes them). At start, when the running
 * release's files differ from the last release commit, they are committed onto `release` and
 * `release` is merged into the live branch (as "Site server"), then built and swapped in like a
 * publish. A merge that would conflict (the office and the new release changed the same lines) is
 * not begun: the live branch, its files and the live build stay as they were, the new release waits
 * on `release` (nothing is lost), and the start-up log and /office/site name the files.
 */
import { rm } from "node:fs/promises";
import path from "node:path";
import type { Publisher } from "./publisher";
import { copyRelease, linkNodeModules, runGit, type ContentRepo, type Git } from "./repo";

export const RELEASE_BRANCH = "release";

export interface ReleaseResult {
  /** The merge commit, when a new release was merged. */
  merged: string | null;
  /** The files both sides changed, when the merge stopped. */
  conflicts: string[];
}

async function has(git: Git, ref: string) {
  return git(["rev-parse", "--verify", "--quiet", `${ref}^{commit}`]).then(
    () => true,
    () => false,
  );
}

/** The running release's files as a tree of the repository (nothing else written but objects). */
async function releaseTree(repo: ContentRepo, git: Git): Promise<string> {
  const copy = `${repo.dir}.release`;
  const index = path.join(repo.dir, ".git", "release-index");
  try {
    await copyRelease(repo.release.dir, copy, repo.release.exclude);
    const env = { GIT_INDEX_FILE: index };
    await rm(index, { force: true });
    await git([`--work-tree=${copy}`, "add", "--all"], { env });
    return (await git(["write-tree"], { env })).trim();
  } finally {
    await rm(copy, { recursive: true, force: true });
    await rm(index, { force: true });
  }
}

/** Files a merge of `release` into the live branch would leave in conflict (none: [] ). */
async function conflictsOf(repo: ContentRepo): Promise<string[]> {
  const result = await runGit(repo.dir, ["merge-tree", "--write-tree", "--name-only", "HEAD", RELEASE_BRANCH]);
  if (result.code !== 1) return [];
  // The tree, the conflicted files, a blank line, then git's messages.
  const [, ...files] = result.stdout.toString("utf8").split("\n\n")[0]!.split("\n");
  return [...new Set(files.filter(Boolean))];
}

/** Brings the running release into the content: node_modules linked to it, its files merged (`merge`). */
export function mergeRelease(repo: ContentRepo): Promise<ReleaseResult> {
  return repo.withGit(async (git) => {
    if (!(await has(git, RELEASE_BRANCH))) {
      // A repository made before releases were merged: its first commit is the release it came from.
      const first = (await git(["rev-list", "--max-parents=0", "HEAD"])).trim().split("\n").pop()!;
      await git(["branch", RELEASE_BRANCH, first]);
    }
    // node_modules follows the running release (a new release may have new packages), before
    // and after the merge (a repository whose first commit carried the link loses it there).
    await linkNodeModules(repo.dir, repo.release.dir);
    try {
      return await merge(repo, git);
    } finally {
      await linkNodeModules(repo.dir, repo.release.dir);
    }
  });
}

/** Commits the running release onto `release` when it is new; merges `release` into the live branch. */
async function merge(repo: ContentRepo, git: Git): Promise<ReleaseResult> {
  const tree = await releaseTree(repo, git);
  if (tree !== (await git(["rev-parse", `${RELEASE_BRANCH}^{tree}`])).trim()) {
    const parent = (await git(["rev-parse", RELEASE_BRANCH])).trim();
    const day = new Date().toISOString().slice(0, 10);
    const commit = (await git(["commit-tree", tree, "-p", parent, "-m", `Release of ${day}`])).trim();
    await git(["update-ref", `refs/heads/${RELEASE_BRANCH}`, commit, parent]);
    repo.log(`content: a new release of the site's code (${commit.slice(0, 10)}) on the branch ${RELEASE_BRANCH}`);
  }
  if (
    await git(["merge-base", "--is-ancestor", RELEASE_BRANCH, "HEAD"]).then(
      () => true,
      () => false,
    )
  )
    return { merged: null, conflicts: [] };
  // Asked of git's objects first, the work tree untouched: a merge begun and then aborted would
  // delete the files it had written over, among them any an earlier release's ignore rules kept out
  // of git (a source folder named build), and the live branch's next build would fail without them.
  const conflicts = await conflictsOf(repo);
  if (conflicts.length) return { merged: null, conflicts };
  const message = "Release: the new version of the site's code, merged with the office's content";
  const merged = await runGit(repo.dir, ["merge", "--no-ff", "--no-verify", "--quiet", "-m", message, RELEASE_BRANCH]);
  if (merged.code === 0) {
    void repo.push();
    return { merged: (await git(["rev-parse", "HEAD"])).trim(), conflicts: [] };
  }
  // A merge git refused for another reason (a file in the way): backed out, git's reason named.
  const unmerged = (await git(["diff", "--name-only", "--diff-filter=U"]).catch(() => "")).split("\n").filter(Boolean);
  await git(["merge", "--abort"]).catch(() => git(["reset", "--hard", "--quiet", "HEAD"]));
  return { merged: null, conflicts: unmerged.length ? unmerged : [merged.stderr.trim().split("\n")[0] ?? "?"] };
}

/** A release not yet merged into the live branch, and the files in the way (for /office/site). */
export async function releaseWaiting(repo: ContentRepo): Promise<ReleaseResult & { waiting: boolean }> {
  const waiting = await repo.withGit(async (git) => {
    if (!(await has(git, RELEASE_BRANCH))) return false;
    return git(["merge-base", "--is-ancestor", RELEASE_BRANCH, "HEAD"]).then(
      () => false,
      () => true,
    );
  });
  return { waiting, merged: null, conflicts: waiting ? await conflictsOf(repo) : [] };
}

/** The words the start-up log and /office/site give for a merge that stopped. */
export const conflictAdvice = (dir: string, files: string[]) =>
  `The new release was not merged: the office's content and the new release both changed ${files.join(", ")}. ` +
  `The site stays as it is (the office's last publish); nothing is lost (the new release waits on the branch ${RELEASE_BRANCH}). ` +
  `To bring it in: cd ${dir} && git merge ${RELEASE_BRANCH}, settle those files (keep the office's words where they are newer), git commit, then restart the server.`;

/** At start (main.ts): the content repository, the new release merged into it, and a publish when that changed anything. */
export async function startContent(site: {
  repo: ContentRepo;
  publisher: Pick<Publisher, "publish" | "state">;
}): Promise<ReleaseResult> {
  const { repo, publisher } = site;
  await repo.ensure();
  const result = await mergeRelease(repo);
  if (result.conflicts.length) repo.log(`content: ${conflictAdvice(repo.dir, result.conflicts)}`);
  const head = await repo.head();
  const live = publisher.state().live;
  if (result.merged) repo.log(`content: the new release is merged (${result.merged.slice(0, 10)}); publishing it`);
  else if (!result.conflicts.length) repo.log("content: the office's content has this release's code");
  // Also a publish cut short by a stop (the live build is not the live branch's newest commit), and
  // a restored repository on a data directory without builds (the release's own build is not its content).
  const unpublished = live
    ? live !== head
    : await repo.withGit((git) =>
        git(["diff", "--quiet", RELEASE_BRANCH, "HEAD", "--"]).then(
          () => false,
          () => true,
        ),
      );
  if (result.merged || unpublished) void publisher.publish();
  return result;
}
