/**
 * The site's source as a git repository in the data directory (DATA_DIR/site): made at first
 * start from the release (its files, without node_modules, builds, data or .git; node_modules is
 * a link to the release's), then one commit per save, authored by the staff member who saved,
 * and a revert for "Undo". CONTENT_REMOTE, when set, is pushed after each commit (best effort:
 * a failure is logged, the commit stays). Git runs one command at a time.
 */
import { execFile } from "node:child_process";
import { cp, mkdir, readdir, rename, rm, stat, symlink } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** Never copied from the release into the content repository. */
const LEFT_OUT = new Set(["node_modules", ".git", "build", "data", ".ci", ".react-router", "coverage", "test-results"]);

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

const SERVER: Person = { name: "Site server", email: "server@localhost" };

export function contentRepo(options: RepoOptions) {
  const { dir } = options;
  let queue: Promise<unknown> = Promise.resolve();
  /** Runs `task` after every git task before it. */
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const next = queue.then(task, task);
    queue = next.catch(() => {});
    return next;
  };
  const git = async (args: string[], author: Person = SERVER) =>
    (
      await run("git", args, {
        cwd: dir,
        maxBuffer: 16 * 1024 * 1024,
        env: {
          ...process.env,
          GIT_AUTHOR_NAME: author.name,
          GIT_AUTHOR_EMAIL: author.email,
          GIT_COMMITTER_NAME: SERVER.name,
          GIT_COMMITTER_EMAIL: SERVER.email,
          GIT_CONFIG_NOSYSTEM: "1",
          GIT_TERMINAL_PROMPT: "0",
        },
      })
    ).stdout;

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
    /** Makes the repository from the release when there is none yet. */
    ensure: () =>
      serial(async (): Promise<void> => {
        if (await exists(path.join(dir, ".git"))) return;
        const release = path.resolve(options.releaseDir);
        const skip = new Set((options.exclude ?? []).map((p) => path.resolve(p)));
        const making = `${dir}.new`;
        await rm(making, { recursive: true, force: true });
        await mkdir(making, { recursive: true });
        for (const name of await readdir(release)) {
          if (LEFT_OUT.has(name) || name.startsWith("build-") || skip.has(path.join(release, name))) continue;
          await cp(path.join(release, name), path.join(making, name), {
            recursive: true,
            filter: (from) => !skip.has(path.resolve(from)) && path.basename(from) !== "node_modules",
          });
        }
        await symlink(path.join(release, "node_modules"), path.join(making, "node_modules"), "dir");
        await rename(making, dir);
        await git(["init", "--quiet", "--initial-branch=main"]);
        await git(["add", "--all"]);
        await git(["commit", "--quiet", "--no-verify", "--message", "Release"]);
        options.log(`content: the site's source is now a git repository in ${dir}`);
      }),
    head: () => serial(async () => (await git(["rev-parse", "HEAD"])).trim()),
    /** Commits `files` (added, changed or deleted) as `author`; null when nothing changed. */
    commit: (files: string[], author: Person, message: string) =>
      serial(async () => {
        await git(["add", "--all", "--", ...files]);
        const staged = (await git(["diff", "--cached", "--name-only"])).trim();
        if (!staged) return null;
        await git(["commit", "--quiet", "--no-verify", "--message", message], author);
        const sha = (await git(["rev-parse", "HEAD"])).trim();
        void push();
        return sha;
      }),
    /** A new commit by `author` undoing `commit`; throws when it does not apply cleanly (nothing is left half done). */
    revert: (commit: string, author: Person) =>
      serial(async () => {
        if (!/^[0-9a-f]{40}$/.test(commit)) throw new Error("not a commit");
        try {
          await git(["revert", "--no-edit", "--no-commit", commit]);
        } catch (error) {
          await git(["revert", "--abort"]).catch(() => git(["reset", "--hard", "--quiet", "HEAD"]));
          throw error;
        }
        const subject = (await git(["log", "-1", "--format=%s", commit])).trim();
        await git(["commit", "--quiet", "--no-verify", "--message", `Undo: ${subject}`], author);
        const sha = (await git(["rev-parse", "HEAD"])).trim();
        void push();
        return sha;
      }),
    /** The newest commits first, with the files each one changed. */
    history: (limit = 50) =>
      serial(async (): Promise<Publish[]> => {
        const out = await git(["log", `-${limit}`, "--name-only", "--format=%x1e%H%x1f%an%x1f%ae%x1f%at%x1f%s"]);
        return out
          .split("\x1e")
          .filter((chunk) => chunk.trim())
          .map((chunk) => {
            const [head, ...rest] = chunk.split("\n");
            const [commit, name, email, at, message] = head!.split("\x1f") as [string, string, string, string, string];
            return {
              commit,
              author: { name, email },
              at: Number(at) * 1000,
              message,
              files: rest.map((l) => l.trim()).filter(Boolean),
            };
          });
      }),
  };
}

export type ContentRepo = ReturnType<typeof contentRepo>;
