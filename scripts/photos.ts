/**
 * Photos at build time (docs/decisions/0024): each photo of the library (app/content/data/photos/)
 * is made into AVIF, WebP and JPEG at a few widths, never wider than the original, turned upright
 * by its EXIF orientation and written without any metadata (EXIF, GPS, XMP, IPTC: a photo taken in
 * a patient's home carries its address). Outputs are kept in a cache keyed by the original's bytes
 * (node_modules/.cache/photos), so a publish encodes only a new photo; the build copies those a
 * page may use into build/client/photos/.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { copyFile, mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { collections } from "../app/content/schemas/collections.ts";
import type { PhotoData } from "../app/content/schemas/photos.ts";
import { diskSource, loadFolder, type ContentSource } from "../app/content/content-data.server.ts";

export const PHOTO_WIDTHS = [480, 800, 1200, 1600] as const;
export const PHOTO_FORMATS = ["avif", "webp", "jpeg"] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];
const EXTENSION: Record<PhotoFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };
const SETTINGS = {
  avif: { quality: 50, effort: 3 },
  webp: { quality: 72, effort: 4 },
  jpeg: { quality: 78, mozjpeg: true },
} as const;
/** Part of every output's hash: new settings make new files. */
const RECIPE = JSON.stringify([PHOTO_WIDTHS, SETTINGS, sharp.versions.sharp]);
/** Where outputs are served from. */
export const PHOTOS_URL = "/photos/";

export const photoCacheDir = (root: string) => process.env.PHOTO_CACHE ?? path.join(root, "node_modules/.cache/photos");

export interface PhotoFile {
  format: PhotoFormat;
  width: number;
  height: number;
  /** The file name under /photos/: <id>-<hash>-<width>.<ext> */
  name: string;
}

export interface MadePhoto {
  /** The largest output's size (the original's, upright, when it is narrower than the widest). */
  width: number;
  height: number;
  files: PhotoFile[];
}

/** The widths made of an original `width` wide: those of PHOTO_WIDTHS it reaches, and its own when narrower than the widest. */
export function widthsFor(width: number): number[] {
  const widths: number[] = PHOTO_WIDTHS.filter((w) => w <= width);
  if (width < PHOTO_WIDTHS.at(-1)! && !widths.includes(width)) widths.push(width);
  return widths;
}

/** Makes (or finds in the cache) every width and format of one photo. */
export async function makePhoto(id: string, original: Buffer, cacheDir: string): Promise<MadePhoto> {
  const hash = createHash("sha256").update(RECIPE).update(original).digest("hex").slice(0, 10);
  const manifest = path.join(cacheDir, `${id}-${hash}.json`);
  if (existsSync(manifest)) {
    const made = JSON.parse(await readFile(manifest, "utf8")) as MadePhoto;
    if (made.files.every((f) => existsSync(path.join(cacheDir, f.name)))) return made;
  }
  await mkdir(cacheDir, { recursive: true });
  const info = await sharp(original).metadata();
  const upright = (info.orientation ?? 1) >= 5 ? info.height : info.width;
  const files: PhotoFile[] = [];
  for (const width of widthsFor(upright)) {
    for (const format of PHOTO_FORMATS) {
      const name = `${id}-${hash}-${width}.${EXTENSION[format]}`;
      const temporary = path.join(cacheDir, `.${name}.${process.pid}`);
      // rotate(): upright by the EXIF orientation. sharp writes no metadata unless asked (withMetadata/keepExif).
      const out = await sharp(original).rotate().resize({ width }).toFormat(format, SETTINGS[format]).toFile(temporary);
      await rename(temporary, path.join(cacheDir, name));
      files.push({ format, width: out.width, height: out.height, name });
    }
  }
  const largest = files.at(-1)!;
  const made: MadePhoto = { width: largest.width, height: largest.height, files };
  await writeFile(`${manifest}.${process.pid}`, JSON.stringify(made));
  await rename(`${manifest}.${process.pid}`, manifest);
  return made;
}

/** What a page receives for a photo: enough to write a <picture> with width and height. */
export function photoData(made: MadePhoto, alt: { en: string; es: string }): PhotoData {
  const srcset = (format: PhotoFormat) =>
    made.files
      .filter((f) => f.format === format)
      .map((f) => `${PHOTOS_URL}${f.name} ${f.width}w`)
      .join(", ");
  const jpegs = made.files.filter((f) => f.format === "jpeg");
  // The fallback src: a middle width (browsers without srcset are old and small).
  const fallback = jpegs.find((f) => f.width >= 800) ?? jpegs.at(-1)!;
  return {
    width: made.width,
    height: made.height,
    alt,
    src: `${PHOTOS_URL}${fallback.name}`,
    avif: srcset("avif"),
    webp: srcset("webp"),
    jpeg: srcset("jpeg"),
  };
}

export interface PhotoLibrary {
  photos: Record<string, PhotoData>;
  /** Every output file, in the cache. */
  files: string[];
  /** The originals (repository paths), which are published only through their outputs. */
  originals: string[];
}

const photosCollection = () => collections.find((c) => c.name === "photos")!;

/** Every photo of the library, made (or found in the cache); a bad entry throws the build's words. */
export async function photoLibrary(
  root: string,
  source: ContentSource = diskSource(root),
  cacheDir = photoCacheDir(root),
): Promise<PhotoLibrary> {
  const folder = loadFolder(root, photosCollection(), source);
  const library: PhotoLibrary = { photos: {}, files: [], originals: [] };
  for (const facts of folder.facts) {
    const original = `public${String(facts.file)}`;
    let bytes: Buffer;
    try {
      bytes = await readFile(path.join(root, original));
    } catch {
      throw new Error(`app/content/data/photos/en/${facts.id}.yml: file: ${original} is not in the media library`);
    }
    const made = await makePhoto(facts.id, bytes, cacheDir);
    const alt = (lang: "en" | "es") => String((folder.words[lang][facts.id] as { alt: string }).alt);
    library.photos[facts.id] = photoData(made, { en: alt("en"), es: alt("es") });
    library.files.push(...made.files.map((f) => path.join(cacheDir, f.name)));
    library.originals.push(original);
  }
  return library;
}

/** Copies the outputs into the build (`client/photos/`). */
export async function writePhotos(root: string, client: string): Promise<PhotoLibrary> {
  const library = await photoLibrary(root);
  if (library.files.length) await mkdir(path.join(client, "photos"), { recursive: true });
  for (const file of library.files) await copyFile(file, path.join(client, "photos", path.basename(file)));
  return library;
}
