/**
 * The editor's backend at /admin/api: Decap CMS's proxy protocol (a JSON POST of
 * `{ action, params }`, the one decap-server speaks), answered by the site's own server for
 * signed-in staff whose role grants edit:site (its row in ../routes.ts; 401 without a session,
 * 403 for another role or a post from another site, all as JSON). A handler reads top to bottom:
 * which files (only the content: content-paths.ts), is the change one the build accepts (check.ts; a
 * refusal names the file and the field, nothing is written), then the files are written in their
 * own form, committed as that person, recorded in the audit trail, and published.
 */
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, unlink, writeFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import type { User } from "../accounts/users";
import type { Db } from "../db/database";
import { BodyError, readBody } from "../body";
import { Refusal, type Caller, type Callers } from "../accounts/caller";
import type { OfficeDeps } from "../office";
import { isCrossSite } from "../request-info";
import type { RoomGate } from "../router";
import { checkChanges } from "./check";
import { ApiError } from "./errors";
import { contentFile, contentFolder, MEDIA_FOLDER, PathRefusal } from "./content-paths";
import { drafts } from "./drafts";
import { entryAssets, entryChanges, sentFiles } from "./entries";
import { fieldLabel, fieldMark, notSavedWords, problemMark } from "./field-labels";
import type { Publisher } from "./publisher";
import type { ContentRepo } from "./repo";
import { checkUpload, MAX_UPLOAD_BYTES, refuseHeicName, UploadRefusal } from "./uploads";
import { conflictWords, readVersions, SaveConflict } from "./versions";
import { describeChange } from "./words";

/** A photo or PDF of up to 15 MB (uploads.ts), base64 in JSON (4 characters for 3 bytes). */
const MAX_BODY = Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 4 * 1024 * 1024;

export interface EditorOptions {
  office: OfficeDeps;
  /** Who is asking, and may they (the same check as the office's). */
  callers: Callers;
  repo: ContentRepo;
  publisher: Publisher;
  headers: Record<string, string>;
  /** Where what each person read is kept (versions.ts). */
  db: Db;
}

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest("hex");

async function readText(file: string): Promise<string | null> {
  try {
    return await readFile(file, "utf8");
  } catch {
    return null;
  }
}

/** The entry `rel` as it is now; `seen` records it as the version the person's next save is based on. */
async function entryOf(root: string, rel: string, seen: (rel: string, text: string | null) => void, label?: string) {
  const text = await readText(await contentFile(root, rel));
  seen(rel, text);
  return { data: text, file: { path: rel, label, id: text === null ? null : sha256(text) } };
}

async function mediaOf(root: string, rel: string) {
  const body = await readFile(await contentFile(root, rel));
  return {
    id: sha256(body),
    content: body.toString("base64"),
    encoding: "base64",
    path: rel,
    name: path.basename(rel),
  };
}

/** Files under `folder` ending in `extension`, `depth` levels down, as repository paths; never through a link. */
async function listFolder(root: string, folder: string, extension: string, depth: number): Promise<string[]> {
  if (depth <= 0) return [];
  const dir = await contentFolder(root, folder);
  const names = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const found: string[] = [];
  for (const entry of names) {
    const rel = `${folder.replace(/\/+$/, "")}/${entry.name}`;
    if (entry.isSymbolicLink()) continue;
    if (entry.isDirectory()) found.push(...(await listFolder(root, rel, extension, depth - 1).catch(() => [])));
    else if (entry.isFile() && rel.endsWith(extension)) found.push(rel);
  }
  return found.sort();
}

const person = (user: User) => ({ name: user.name, email: user.email });

export function editorApi(options: EditorOptions) {
  const { office, repo, publisher } = options;
  const root = repo.dir;
  const versions = readVersions(options.db);
  const draftActions = drafts({ office, repo, publisher, versions });

  function answer(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, {
      ...options.headers,
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    });
    res.end(JSON.stringify(body));
  }

  /** Writes `changes`, commits them as `user`, records and publishes. */
  async function save(req: IncomingMessage, user: User, changes: Map<string, string | Buffer | null>, message: string) {
    for (const [rel, content] of changes) {
      const file = await contentFile(root, rel);
      if (content === null) await unlink(file).catch(() => {});
      else {
        await mkdir(path.dirname(file), { recursive: true });
        // The folder just made must not be a link either (made by nobody but this server, but checked).
        await contentFile(root, rel);
        await writeFile(file, content);
      }
    }
    const commit = await repo.commit([...changes.keys()], person(user), message);
    if (!commit) return null;
    office.record(req, user, "site-saved", commit.slice(0, 12), `${message} (${[...changes.keys()].join(", ")})`);
    void publisher.publish();
    return commit;
  }

  /** The check the build would make: refuses with its words, nothing written. */
  function refuseIfBroken(req: IncomingMessage, user: User, changes: Map<string, string | null>) {
    const problems = checkChanges(root, changes, user.uiLang);
    if (!problems.length) return;
    office.record(req, user, "site-save-refused", null, problems.slice(0, 5).join("; "));
    const marks = problems.map((p) => problemMark(p, user.uiLang)).filter((m) => m !== null);
    throw new ApiError(422, notSavedWords(user.uiLang, problems), marks);
  }

  async function act(req: IncomingMessage, caller: Caller, action: string, params: Record<string, unknown>) {
    const { user } = caller;
    const session = caller.session.tokenHash;
    const seen = (rel: string, text: string | null) => versions.saw(session, rel, text);
    switch (action) {
      case "info":
        return { repo: "site", publish_modes: ["simple", "editorial_workflow"], type: "office" };
      case "whoami":
        return { name: user.name, email: user.email, role: user.role, lang: user.uiLang, csrf: caller.session.csrf };
      case "publishState":
        return publisher.state();
      case "entriesByFolder": {
        const files = await listFolder(
          root,
          String(params.folder ?? ""),
          String(params.extension ?? ""),
          Number(params.depth ?? 1),
        );
        const read: [string, string | null][] = [];
        const entries = await Promise.all(files.map((f) => entryOf(root, f, (rel, text) => read.push([rel, text]))));
        versions.sawAll(session, read);
        return entries;
      }
      case "entriesByFiles": {
        const files = Array.isArray(params.files) ? (params.files as { path: unknown; label?: string }[]) : [];
        const read: [string, string | null][] = [];
        const entries = await Promise.all(
          files.map((f) => entryOf(root, String(f.path), (rel, text) => read.push([rel, text]), f.label)),
        );
        versions.sawAll(session, read);
        return entries;
      }
      case "getEntry":
        return entryOf(root, String(params.path), seen);
      case "persistEntry": {
        if (draftActions.isDraftSave(params)) return draftActions.save(req, user, params, session);
        const changes = await entryChanges(
          root,
          params,
          async (rel) => readText(await contentFile(root, rel)),
          (rel) => versions.base(session, rel),
        );
        refuseIfBroken(req, user, changes);
        const all = new Map<string, string | Buffer | null>([...changes, ...(await entryAssets(root, params))]);
        const commit = await save(req, user, all, describeChange(root, changes));
        versions.sawAll(
          session,
          sentFiles(params).map((sent) => [sent.path, sent.raw]),
        );
        return { message: commit ? "entry persisted" : "nothing changed" };
      }
      case "getMedia": {
        const folder = String(params.mediaFolder ?? MEDIA_FOLDER);
        const files = await listFolder(root, folder, "", 1);
        return Promise.all(files.map((f) => mediaOf(root, f)));
      }
      case "getMediaFile":
        return mediaOf(root, String(params.path));
      case "persistMedia": {
        const asset = (params.asset ?? {}) as { path?: unknown; content?: unknown };
        const rel = String(asset.path);
        refuseHeicName(rel);
        await contentFile(root, rel);
        const content = await checkUpload(rel, Buffer.from(String(asset.content ?? ""), "base64"));
        await save(req, user, new Map([[rel, content]]), `Media: ${path.basename(rel)}`);
        return mediaOf(root, rel);
      }
      case "deleteFile":
      case "deleteFiles": {
        const paths = action === "deleteFile" ? [params.path] : Array.isArray(params.paths) ? params.paths : [];
        const changes = new Map<string, string | null>();
        for (const p of paths) {
          await contentFile(root, p);
          changes.set(String(p), null);
        }
        refuseIfBroken(req, user, changes);
        await save(req, user, changes, `Delete: ${describeChange(root, changes)}`);
        return { message: `deleted ${changes.size} file(s)` };
      }
      case "getDeployPreview":
        return null;
      default: {
        const answered = await draftActions.act(req, user, action, params, seen);
        if (answered === undefined) throw new ApiError(422, `Unknown action ${action.slice(0, 50)}`);
        return answered;
      }
    }
  }

  return {
    /** Runs the editor's row: a post from another site refused, the row's access checked, every refusal answered as JSON. */
    gate: {
      async run(req, res, access, respond) {
        let who: User | null = null;
        try {
          if (isCrossSite(req, office.trustProxy)) throw new ApiError(403, "Refused: a request from another site");
          const caller = access === "anyone" ? null : options.callers.requireCaller(req, access);
          who = caller?.user ?? null;
          await respond(caller);
        } catch (error) {
          if (error instanceof Refusal)
            return answer(res, error.status, {
              error: error.status === 401 ? "Signed out: sign in again at /office" : "Your role may not edit the site",
            });
          if (error instanceof PathRefusal) return answer(res, error.status, { error: `Refused: ${error.message}` });
          if (error instanceof ApiError)
            return answer(res, error.status, {
              error: error.message,
              ...(error.fields.length ? { fields: error.fields } : {}),
            });
          if (error instanceof SaveConflict) {
            const ui = who?.uiLang ?? "en";
            const fields = error.conflicts.map((c) => ({ ...c, label: fieldLabel(error.file, c.path, ui) }));
            office.record(req, who, "site-save-refused", null, `conflict: ${fields.map((f) => f.label).join(", ")}`);
            return answer(res, 409, {
              error: conflictWords(ui, fields),
              fields: error.conflicts.map((c) => fieldMark(error.file, c.path, ui)),
            });
          }
          if (error instanceof UploadRefusal) {
            office.record(req, who, "site-save-refused", null, error.message);
            return answer(res, error.status, { error: error.message });
          }
          if (error instanceof BodyError)
            return answer(res, error.status, {
              error:
                error.status === 413 ? "Not saved: too large; a file may be at most 15 MB." : "Too large or malformed",
            });
          throw error;
        }
      },
    } satisfies RoomGate,

    /** POST /admin/api, by a person whose role grants edit:site. */
    async api(req: IncomingMessage, res: ServerResponse, caller: Caller): Promise<void> {
      if (!/^application\/json\b/.test(String(req.headers["content-type"] ?? "")))
        throw new ApiError(415, "Expected JSON");
      let body: { action?: unknown; params?: unknown };
      try {
        body = JSON.parse((await readBody(req, MAX_BODY)).toString("utf8")) as typeof body;
      } catch (error) {
        if (error instanceof BodyError) throw error;
        throw new ApiError(400, "Malformed JSON");
      }
      if (!body || typeof body.action !== "string") throw new ApiError(400, "No action");
      await repo.ensure();
      const params = (body.params && typeof body.params === "object" ? body.params : {}) as Record<string, unknown>;
      answer(res, 200, await act(req, caller, body.action, params));
    },
  };
}
