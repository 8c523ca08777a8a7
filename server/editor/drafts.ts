/**
 * Drafts: Decap's editorial workflow on the content repository. A draft is a git branch
 * `cms/<collection>/<slug>`; each save to it is a commit authored by the person, made without
 * touching the live files (a separate index: the live branch's folder, which the builds read, never
 * changes). A save is checked as a save is (check.ts), with the draft's files laid over the live
 * ones; a refused draft writes nothing. Its status (draft, in review, ready) is the branch's
 * description. "Publish" checks the files as the merge will make them, merges the branch into the
 * live branch as the person (the message in words, describeChange), and publishes like a save.
 */
import type { IncomingMessage } from "node:http";
import path from "node:path";
import type { User } from "../accounts/users";
import type { OfficeDeps } from "../office";
import { checkChanges } from "./check";
import { isContentFile, PathRefusal } from "./content-paths";
import { ApiError } from "./errors";
import { entryAssets, entryChanges, readLive, sentFiles } from "./entries";
import type { Publisher } from "./publisher";
import type { ContentRepo } from "./repo";
import {
  blob,
  branchOf,
  commitOnto,
  draftFiles,
  isMedia,
  keyOf,
  LIVE,
  openDrafts,
  sha256,
  STATUSES,
  statusOf,
  textsAt,
  tip,
} from "./draft-branches";
import { runGit } from "./repo";
import { versionKey, type ReadVersions } from "./versions";
import { notSavedWords, problemInWords, problemMark } from "./field-labels";
import { describeChange } from "./words";

export interface DraftOptions {
  office: OfficeDeps;
  repo: ContentRepo;
  publisher: Publisher;
  /** What each person last read: a draft saved over another person's save is merged or refused as a save is. */
  versions: ReadVersions;
}

export function drafts({ office, repo, publisher, versions }: DraftOptions) {
  const root = repo.dir;
  const person = (user: User) => ({ name: user.name, email: user.email });
  /** The draft's branch: from `collection` and `slug`, or the content key `id` (unpublishedEntry). */
  const whose = (params: Record<string, unknown>, byId = false) => {
    if (byId && typeof params.id === "string") {
      const i = params.id.indexOf("/");
      return branchOf(params.id.slice(0, i), params.id.slice(i + 1));
    }
    return branchOf(params.collection, params.slug);
  };
  const existing = async (branch: string) => {
    const at = await tip(root, branch);
    if (!at) throw new ApiError(404, "Not Found");
    return at;
  };

  /** persistEntry with the editorial workflow: a commit on the draft's branch, checked first. */
  async function save(req: IncomingMessage, user: User, params: Record<string, unknown>, session: string) {
    const options = (params.options ?? {}) as { collectionName?: unknown; status?: unknown };
    const first = ((Array.isArray(params.dataFiles) ? params.dataFiles[0] : params.entry) ?? {}) as { slug?: unknown };
    const branch = branchOf(options.collectionName, first.slug);
    const saved = await repo.withGit(async (git) => {
      const at = await tip(root, branch);
      const inDraft = at ? await textsAt(root, at, await draftFiles(git, branch)) : new Map<string, string | null>();
      const live = readLive(root);
      const now = async (rel: string) => (inDraft.has(rel) ? inDraft.get(rel)! : live(rel));
      // What the person read of this draft (while it exists: a deleted or published one's is past) or of the live entry.
      const changes = await entryChanges(root, params, now, (rel) =>
        at ? versions.base(session, versionKey(rel, branch), versionKey(rel)) : versions.base(session, versionKey(rel)),
      );
      // The files that read as they do now (the other language, untouched) are no part of the change.
      for (const [rel, text] of changes) if (text === (await now(rel))) changes.delete(rel);
      const problems = checkChanges(root, new Map([...inDraft, ...changes]), user.uiLang);
      if (problems.length) {
        office.record(req, user, "site-draft-refused", branch, problems.slice(0, 5).join("; "));
        const marks = problems.map((p) => problemMark(p, user.uiLang)).filter((m) => m !== null);
        throw new ApiError(422, notSavedWords(user.uiLang, problems), marks);
      }
      const all = new Map<string, string | Buffer | null>([...changes, ...(await entryAssets(root, params))]);
      const message = describeChange(root, changes);
      const commit = await commitOnto(
        git,
        root,
        at ?? (await git(["rev-parse", LIVE])).trim(),
        all,
        person(user),
        message,
      );
      if (!commit) return null;
      await git(["update-ref", `refs/heads/${branch}`, commit, at ?? "0".repeat(40)]);
      if (!at) {
        const status = (STATUSES as readonly unknown[]).includes(options.status) ? String(options.status) : "draft";
        await git(["config", `branch.${branch}.description`, status]);
      }
      return { commit, message, files: [...all.keys()] };
    });
    versions.sawAll(
      session,
      sentFiles(params).map((sent) => [versionKey(sent.path, branch), sent.raw]),
    );
    if (!saved) return { message: "nothing changed" };
    office.record(req, user, "site-draft-saved", branch, `${saved.message} (${saved.files.join(", ")})`);
    return { message: "entry persisted" };
  }

  async function unpublishedEntry(params: Record<string, unknown>) {
    const branch = whose(params, !params.collection);
    const key = keyOf(branch)!;
    return repo.withGit(async (git) => {
      await existing(branch);
      const files = (await draftFiles(git, branch)).filter((f) => f.status !== "D");
      const base = (await git(["merge-base", LIVE, `refs/heads/${branch}`])).trim();
      const first = (await git(["log", "--reverse", "--format=%an", `${base}..refs/heads/${branch}`])).split("\n")[0];
      return {
        ...key,
        status: await statusOf(git, branch),
        diffs: files.map((f) => ({ id: f.path, path: f.path, newFile: f.status === "A", binary: isMedia(f.path) })),
        updatedAt: (await git(["log", "-1", "--format=%cI", `refs/heads/${branch}`])).trim(),
        pullRequestAuthor: first,
      };
    });
  }

  async function fileOf(params: Record<string, unknown>) {
    const branch = whose(params);
    const rel = String(params.path);
    if (!isContentFile(rel)) throw new PathRefusal(403, rel, "not a content file");
    const body = await blob(root, await existing(branch), rel);
    if (!body) throw new ApiError(404, "Not Found");
    return { rel, body };
  }

  /** "Publish": the draft merged into the live branch as the person, after the check of the merged files. */
  async function publish(req: IncomingMessage, user: User, branch: string) {
    const done = await repo.withGit(async (git) => {
      await existing(branch);
      const merged = await runGit(root, ["merge-tree", "--write-tree", "--name-only", LIVE, `refs/heads/${branch}`]);
      const [tree, ...conflicts] = merged.stdout.toString("utf8").split("\n\n")[0]!.split("\n").filter(Boolean);
      if (merged.code === 1) {
        const files = [...new Set(conflicts.filter((l) => isContentFile(l)))];
        office.record(req, user, "site-draft-publish-refused", branch, `conflict: ${files.join(", ")}`);
        throw new ApiError(
          409,
          `Not published: ${files.join(", ")} changed on the live site since this draft was saved, in the same place. Copy your words, delete this draft, and make the change again on the live entry.`,
        );
      }
      if (merged.code !== 0 || !tree) throw new Error(`git merge-tree: ${merged.stderr.trim()}`);
      const files = await draftFiles(git, branch);
      const texts = await textsAt(root, tree, files);
      const problems = checkChanges(root, texts, user.uiLang);
      if (problems.length) {
        office.record(req, user, "site-draft-publish-refused", branch, problems.slice(0, 5).join("; "));
        const words = problems.map((p) => problemInWords(p, user.uiLang)).join(" · ");
        throw new ApiError(422, `${user.uiLang === "es" ? "No se publicó" : "Not published"}: ${words}`);
      }
      const message = texts.size
        ? describeChange(root, texts)
        : `Media: ${files.map((f) => path.basename(f.path)).join(", ")}`;
      try {
        await git(["merge", "--no-ff", "--quiet", "--no-verify", "-m", message, `refs/heads/${branch}`], {
          author: person(user),
        });
      } catch (error) {
        await git(["merge", "--abort"]).catch(() => git(["reset", "--hard", "--quiet", "HEAD"]));
        throw error;
      }
      await git(["branch", "-D", branch]);
      await git(["config", "--remove-section", `branch.${branch}`]).catch(() => "");
      void repo.push();
      return { commit: (await git(["rev-parse", "HEAD"])).trim(), message, files: files.map((f) => f.path) };
    });
    office.record(
      req,
      user,
      "site-draft-published",
      done.commit.slice(0, 12),
      `${done.message} (${done.files.join(", ")})`,
    );
    void publisher.publish();
    return done;
  }

  return {
    isDraftSave: (params: Record<string, unknown>) =>
      !!(params.options && (params.options as { useWorkflow?: unknown }).useWorkflow),
    save,
    publish,
    async act(
      req: IncomingMessage,
      user: User,
      action: string,
      params: Record<string, unknown>,
      seen: (key: string, text: string) => void,
    ) {
      switch (action) {
        case "unpublishedEntries":
          return (await openDrafts(repo)).map((d) => `${d.collection}/${d.slug}`);
        case "unpublishedEntry":
          return unpublishedEntry(params);
        case "unpublishedEntryDataFile": {
          const { rel, body } = await fileOf(params);
          seen(versionKey(rel, whose(params)), body.toString("utf8"));
          return { data: body.toString("utf8") };
        }
        case "unpublishedEntryMediaFile": {
          const { rel, body } = await fileOf(params);
          return {
            id: sha256(body),
            content: body.toString("base64"),
            encoding: "base64",
            path: rel,
            name: path.basename(rel),
          };
        }
        case "updateUnpublishedEntryStatus": {
          const branch = whose(params);
          if (!(STATUSES as readonly unknown[]).includes(params.newStatus)) throw new ApiError(400, "Not a status");
          await repo.withGit(async (git) => {
            await existing(branch);
            await git(["config", `branch.${branch}.description`, String(params.newStatus)]);
          });
          office.record(req, user, "site-draft-status", branch, String(params.newStatus));
          return { message: `${branch}: ${String(params.newStatus)}` };
        }
        case "publishUnpublishedEntry": {
          const branch = whose(params);
          await publish(req, user, branch);
          return { message: `${branch} published` };
        }
        case "deleteUnpublishedEntry": {
          const branch = whose(params);
          await repo.withGit(async (git) => {
            await existing(branch);
            await git(["branch", "-D", branch]);
            await git(["config", "--remove-section", `branch.${branch}`]).catch(() => "");
          });
          office.record(req, user, "site-draft-deleted", branch);
          return { message: `deleted ${branch}` };
        }
        default:
          return undefined;
      }
    },
  };
}

export type Drafts = ReturnType<typeof drafts>;
