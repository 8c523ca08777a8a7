/**
 * What a persistEntry writes: its text files, each in the form the file has now (keep-form.ts: a
 * one-field change is a one-line diff), and its pictures; every path checked (content-paths.ts).
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { contentFile } from "./content-paths";
import { ApiError } from "./errors";
import { keepMarkdown, keepYaml } from "./keep-form";
import { checkUpload, refuseHeicName } from "./uploads";
import { basedOn } from "./versions";

type DataFile = { path: unknown; raw: unknown; newPath?: unknown };

/**
 * The text files of a persistEntry, each written in its old form (`old` reads a file as it is now);
 * a file changed since the person read it (`base`) gets their changes laid over it (versions.ts).
 */
export async function entryChanges(
  root: string,
  params: Record<string, unknown>,
  old: (rel: string) => Promise<string | null>,
  base: (rel: string) => string | undefined = () => undefined,
): Promise<Map<string, string | null>> {
  const dataFiles = (Array.isArray(params.dataFiles) ? params.dataFiles : [params.entry]) as DataFile[];
  const changes = new Map<string, string | null>();
  for (const dataFile of dataFiles) {
    if (!dataFile || typeof dataFile.raw !== "string") throw new ApiError(400, "Not saved: no file content");
    const from = String(dataFile.path);
    const to = dataFile.newPath ? String(dataFile.newPath) : from;
    await contentFile(root, from);
    await contentFile(root, to);
    const was = await old(from);
    const raw = basedOn(from, base(from), was, dataFile.raw);
    const text = to.endsWith(".md") ? keepMarkdown(was, raw) : keepYaml(was, raw);
    if (to !== from) changes.set(from, null);
    changes.set(to, text);
  }
  return changes;
}

/** The pictures and PDFs of a persistEntry. */
export async function entryAssets(root: string, params: Record<string, unknown>) {
  const assets = (Array.isArray(params.assets) ? params.assets : []) as { path: unknown; content: unknown }[];
  const all = new Map<string, Buffer>();
  for (const asset of assets) {
    refuseHeicName(asset.path);
    await contentFile(root, asset.path);
    const rel = String(asset.path);
    // A photo is kept upright without its camera data; anything but a photo or a PDF is refused.
    all.set(rel, await checkUpload(rel, Buffer.from(String(asset.content), "base64")));
  }
  return all;
}

/** What the person sent of each file (their screen holds it): the version their next save is based on. */
export const sentFiles = (params: Record<string, unknown>) =>
  ((Array.isArray(params.dataFiles) ? params.dataFiles : [params.entry]) as DataFile[])
    .filter((f) => f && typeof f.raw === "string")
    .map((f) => ({ path: String(f.newPath ?? f.path), raw: f.raw as string }));

export const readLive = (root: string) => async (rel: string) => {
  try {
    return await readFile(path.join(root, rel), "utf8");
  } catch {
    return null;
  }
};
