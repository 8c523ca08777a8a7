/**
 * The site's source as a git repository in the data directory (DATA_DIR/site): made at first
 * start from the release (its files, without node_modules, builds, data or .git; node_modules is
 * a link to the release's), then one commit per save, authored by the staff member who saved,
 * and a revert for "Undo". Drafts are branches beside it (draft-branches.ts); each release is a
 * commit on the branch `release`, merged into the live branch (release.ts). CONTENT_REMOTE, when set, is pushed after each commit (best effort:
 * a failure is logged, the commit stays). Git runs one command at a time.
 */
import { spawn } from "node:child_process";
import { cp, mkdir, readdir, readFile, readlink, rename, rm, stat, symlink, writeFile } from "node:fs/promises";
import path from "node:path";

/** Never copied from the release into the content repository. */
const LEFT_OUT = new Set(["node_modules", ".git", "build", "data", ".ci", ".react-router", "coverage", "test-results"]);

/**
 * What git leaves out of the content repository whatever the release's .gitignore says, anchored
 * to its root (`build/` would also leave out app/lib/build/): node_modules, a link to the running
 * release's (a link is a file to git, which `node_modules/` does not match), so that no commit
 * carries it and no merge of a release removes it; and what a publish's build writes there.
 */
export const LEFT_OUT_OF_GIT = ["/node_modules", "/build/", "/.react-router/"];

/** node_modules in the content repository: a link to the running release's, never content. */
export async function linkNodeModules(dir: string, releaseDir: string) {
  const exclude = path.join(dir, ".git", "info", "exclude");
  const text = await readFile(exclude, "utf8").catch(() => "");
  const missing = LEFT_OUT_OF_GIT.filter((line) => !text.split("\n").includes(line));
  if (missing.length) {
    await mkdir(path.dirname(exclude), { recursive: true });
    await writeFile(exclude, `${text}${text && !text.endsWith("\n") ? "\n" : ""}${missing.join("\n")}\n`);
  }
  const link = path.join(dir, "node_modules");
  const target = path.join(path.resolve(releaseDir), "node_modules");
  if ((await readlink(link).catch(() => null)) === target) return;
  await rm(link, { force: true });
  await symlink(target, link, "dir");
}

/** The release's files (without node_modules, builds, data, .git, .ci) copied into a new folder `into`. */
export async function copyRelease(releaseDir: string, into: string, exclude: string[]) {
  const release = path.resolve(releaseDir);
  const skip = new Set(exclude.map((p) => path.resolve(p)));
  await rm(into, { recursive: true, force: true });
  await mkdir(into, { recursive: true });
  for (const name of await readdir(release)) {
    if (LEFT_OUT.has(name) || name.startsWith("build-") || skip.has(path.join(release, name))) continue;
    await cp(path.join(release, name), path.join(into, name), {
      recursive: true,
      filter: (from) => !skip.has(path.resolve(from)) && path.basename(from) !== "node_modules",
    });
  }
}

export interface Person {
  name: string;
  email: string;
}

export interface Publish {
  commit: string;
  author: Person;
  /** Milliseconds since 1970. */
  at: number;
  message: string;
  files: string[];
  /** The change this one undoes (its "Undoes:" trailer), when it is an Undo. */
  undoes: string | null;
}

export interface RepoOptions {
  /** DATA_DIR/site */
  dir: string;
  /** The project the server was started from. */
  releaseDir: string;
  /** Also left out of the first copy (the data directory when it sits inside the release). */
  exclude?: string[];
  remote?: string;
  log: (line: string) => void;
}

export const SERVER: Person = { name: "Site server", email: "server@localhost" };

export interface GitOptions {
  author?: Person;
  /** More environment (GIT_INDEX_FILE for a draft's index). */
  env?: Record<string, string>;
  input?: string | Buffer;
}

/** Runs git in `cwd`; never throws: the exit code, stdout as bytes, stderr as text. */
export function runGit(cwd: string, args: string[], options: GitOptions = {}) {
  const author = options.author ?? SERVER;
  return new Promise<{ code: number; stdout: Buffer; stderr: string }>((resolve) => {
    const child = spawn("git", args, {
      cwd,
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: author.name,
        GIT_AUTHOR_EMAIL: author.email,
        GIT_COMMITTER_NAME: SERVER.name,
        GIT_COMMITTER_EMAIL: SERVER.email,
        GIT_CONFIG_NOSYSTEM: "1",
        GIT_TERMINAL_PROMPT: "0",
        ...options.env,
      },
      stdio: ["pipe", "pipe", "pipe"],
    });
    const out: Buffer[] = [];
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => (err = (err + chunk.toString("utf8")).slice(-16 * 1024)));
    child.on("error", (error) => resolve({ code: -1, stdout: Buffer.alloc(0), stderr: error.message }));
    child.on("close", (code) => resolve({ code: code ?? -1, stdout: Buffer.concat(out), stderr: err }));
    child.stdin.on("error", () => {});
    child.stdin.end(options.input ?? "");
  });
}

/** git in the content repository: stdout as text; throws with git's words when it fails. */
export type Git = (args: string[], options?: GitOptions) => Promise<string>;

export function contentRepo(options: RepoOptions) {
  const { dir } = options;
  let queue: Promise<unknown> = Promise.resolve();
  /** Runs `task` after every git task before it. */
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const next = queue.then(task, task);
    queue = next.catch(() => {});
    return next;
  };
  const git: Git = async (args, gitOptions = {}) => {
    const result = await runGit(dir, args, gitOptions);
    if (result.code !== 0) throw new Error(`git ${args[0]}: ${result.stderr.trim() || `exit ${result.code}`}`);
    return result.stdout.toString("utf8");
  };

  const exists = (file: string) =>
    stat(file).then(
      () => true,
      () => false,
    );

  async function push() {
    if (!options.remote) return;
    try {
      await git(["push", "--quiet", options.remote, "HEAD:refs/heads/main"]);
    } catch (error) {
      options.log(`content: push to CONTENT_REMOTE failed (${String((error as Error).message).split("\n")[0]})`);
    }
  }

  return {
    dir,
    /** Where the running release is, and what of it is never copied (release.ts). */
    release: { dir: path.resolve(options.releaseDir), exclude: options.exclude ?? [] },
    log: options.log,
    /** Runs `task` with git in the repository, after every git task before it (drafts, the release). */
    withGit: <T>(task: (git: Git) => Promise<T>) => serial(() => task(git)),
    push,
    /** Makes the repository from the release when there is none yet. */
    ensure: () =>
      serial(async (): Promise<void> => {
        if (await exists(path.join(dir, ".git"))) return;
        const release = path.resolve(options.releaseDir);
        const making = `${dir}.new`;
        await copyRelease(release, making, options.exclude ?? []);
        await rename(making, dir);
        await git(["init", "--quiet", "--initial-branch=main"]);
        await linkNodeModules(dir, release);
        await git(["add", "--all"]);
        await git(["commit", "--quiet", "--no-verify", "--message", "Release"]);
        // The release's own line: each new release is a commit on it, merged into the office's content.
        await git(["branch", "release"]);
        options.log(`content: the site's source is now a git repository in ${dir}`);
      }),
    head: () => serial(async () => (await git(["rev-parse", "HEAD"])).trim()),
    /** Commits `files` (added, changed or deleted) as `author`; null when nothing changed. */
    commit: (files: string[], author: Person, message: string) =>
      serial(async () => {
        await git(["add", "--all", "--", ...files]);
        const staged = (await git(["diff", "--cached", "--name-only"])).trim();
        if (!staged) return null;
        await git(["commit", "--quiet", "--no-verify", "--message", message], { author });
        const sha = (await git(["rev-parse", "HEAD"])).trim();
        void push();
        return sha;
      }),
    /** A new commit by `author` undoing `commit`; throws when it does not apply cleanly (nothing is left half done). */
    revert: (commit: string, author: Person) =>
      serial(async () => {
        if (!/^[0-9a-f]{40}$/.test(commit)) throw new Error("not a commit");
        try {
          // A published draft or a release is a merge: undone against the live line before it.
          const parents = (await git(["rev-list", "--parents", "-n", "1", commit])).trim().split(" ").length - 1;
          await git(["revert", "--no-edit", "--no-commit", ...(parents > 1 ? ["-m", "1"] : []), commit]);
        } catch (error) {
          await git(["revert", "--abort"]).catch(() => git(["reset", "--hard", "--quiet", "HEAD"]));
          throw error;
        }
        const subject = (await git(["log", "-1", "--format=%s", commit])).trim();
        // The trailer names the change undone, so the history no longer offers to undo it twice.
        await git(
          ["commit", "--quiet", "--no-verify", "--message", `Undo: ${subject}`, "--message", `Undoes: ${commit}`],
          {
            author,
          },
        );
        const sha = (await git(["rev-parse", "HEAD"])).trim();
        void push();
        return sha;
      }),
    /** The newest commits first, with the files each one changed. */
    history: (limit = 50) =>
      serial(async (): Promise<Publish[]> => {
        // The live line only: a published draft is one change (its merge, with its files), not each save to it.
        const out = await git([
          "log",
          `-${limit}`,
          "--first-parent",
          "--diff-merges=first-parent",
          "--name-only",
          "--format=%x1e%H%x1f%an%x1f%ae%x1f%at%x1f%s%x1f%(trailers:key=Undoes,valueonly,separator=%x2c)",
        ]);
        return out
          .split("\x1e")
          .filter((chunk) => chunk.trim())
          .map((chunk) => {
            const [head, ...rest] = chunk.split("\n");
            const [commit, name, email, at, message, undoes] = head!.split("\x1f") as [
              string,
              string,
              string,
              string,
              string,
              string,
            ];
            return {
              commit,
              author: { name, email },
              at: Number(at) * 1000,
              message,
              files: rest.map((l) => l.trim()).filter(Boolean),
              undoes: /^[0-9a-f]{40}$/.test(undoes.trim()) ? undoes.trim() : null,
            };
          });
      }),
  };
}

export type ContentRepo = ReturnType<typeof contentRepo>;
