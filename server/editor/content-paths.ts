/**
 * Which files the editor may read and write in the content repository, and how a path becomes a
 * file on disk: only the content (data files, articles, legal pages, the media folder); never a
 * path with `..`, an absolute path, a backslash or a control character (400), nor anything outside
 * those folders or through a symbolic link, each component checked with lstat (403).
 */
import { lstat } from "node:fs/promises";
import path from "node:path";

export const MEDIA_FOLDER = "public/uploads";

/** Files the editor may write: one pattern per kind. */
const FILES = [
  /^app\/content\/data\/(offers|jobs|reviews|team|areas|photos)\/(en|es)\/[a-z0-9][a-z0-9-]*\.yml$/,
  /^app\/content\/data\/(settings|photos-on-pages)\.yml$/,
  /^app\/content\/data\/pages\/[a-z0-9][a-z0-9-]*\.yml$/,
  /^app\/content\/blog\/(en|es)\/[a-z0-9][a-z0-9:'-]*\.md$/,
  /^app\/content\/legal\/(en|es)\/[a-z0-9][a-z0-9-]*\.md$/,
  new RegExp(`^${MEDIA_FOLDER}/[A-Za-z0-9][A-Za-z0-9._-]*\\.(png|jpe?g|webp|avif|gif|svg|pdf)$`),
];

/** Folders the editor may list. */
const FOLDERS = [
  /^app\/content\/data(\/(offers|jobs|reviews|team|areas|photos)(\/(en|es))?)?$/,
  /^app\/content\/(blog|legal)(\/(en|es))?$/,
  new RegExp(`^${MEDIA_FOLDER}$`),
];

export class PathRefusal extends Error {
  constructor(
    readonly status: 400 | 403,
    readonly path: string,
    why: string,
  ) {
    super(`${path.slice(0, 200)}: ${why}`);
  }
}

/** The path as Decap sends it, checked for form: relative, forward slashes, no `..`. */
function wellFormed(given: unknown): string {
  if (typeof given !== "string" || given.length === 0 || given.length > 300)
    throw new PathRefusal(400, String(given), "not a path");
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(given)) throw new PathRefusal(400, given, "not a path");
  if (given.startsWith("/") || path.isAbsolute(given)) throw new PathRefusal(400, given, "an absolute path");
  const parts = given.split("/");
  if (parts.some((p) => p === ".." || p === "." || p === "")) throw new PathRefusal(400, given, "not a plain path");
  return given;
}

/** No component of `rel` under `root` may be a symbolic link (missing components are fine: a new file). */
async function noLinks(root: string, rel: string): Promise<string> {
  const parts = rel.split("/");
  let at = root;
  for (const part of parts) {
    at = path.join(at, part);
    const info = await lstat(at).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return null;
      throw error;
    });
    if (!info) break;
    if (info.isSymbolicLink()) throw new PathRefusal(403, rel, "a symbolic link");
  }
  return at === root ? root : path.join(root, ...parts);
}

/** The file on disk for a content file the editor names; PathRefusal otherwise. */
export async function contentFile(root: string, given: unknown): Promise<string> {
  const rel = wellFormed(given);
  if (!FILES.some((pattern) => pattern.test(rel))) throw new PathRefusal(403, rel, "not a content file");
  return noLinks(root, rel);
}

/** The folder on disk for a content folder the editor lists; PathRefusal otherwise. */
export async function contentFolder(root: string, given: unknown): Promise<string> {
  const rel = wellFormed(typeof given === "string" ? given.replace(/\/+$/, "") : given);
  if (!FOLDERS.some((pattern) => pattern.test(rel))) throw new PathRefusal(403, rel, "not a content folder");
  return noLinks(root, rel);
}

export const isContentFile = (rel: string): boolean => FILES.some((pattern) => pattern.test(rel));
