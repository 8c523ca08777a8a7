/**
 * What the editor's media library takes (docs/decisions/0024): a JPEG, PNG or WebP photo, or a
 * PDF, up to 15 MB, its kind read from its first bytes (never its name) and a picture decoded
 * whole by sharp to be sure it is one. A picture is kept upright and without its metadata (EXIF,
 * GPS, XMP: a photo taken in a patient's home carries the address), so the camera's data never
 * enters the content's history. Anything else is refused with a sentence Decap shows.
 */
import path from "node:path";
import sharp from "sharp";

export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
const MB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export class UploadRefusal extends Error {
  constructor(
    readonly status: 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

type Kind = "jpeg" | "png" | "webp" | "pdf" | "heic" | "unknown";

/** The kind of a file from its first bytes. */
export function kindOf(bytes: Buffer): Kind {
  const ascii = (from: number, to: number) => bytes.subarray(from, to).toString("latin1");
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (ascii(0, 5) === "%PDF-") return "pdf";
  // An ISO media file: an iPhone's HEIC photo (ftyp heic, heix, mif1, msf1...).
  if (ascii(4, 8) === "ftyp" && /^(heic|heix|hevc|hevx|heim|heis|mif1|msf1)$/.test(ascii(8, 12))) return "heic";
  return "unknown";
}

const ENDINGS: Record<Exclude<Kind, "heic" | "unknown">, RegExp> = {
  jpeg: /\.jpe?g$/i,
  png: /\.png$/i,
  webp: /\.webp$/i,
  pdf: /\.pdf$/i,
};

const heicRefusal = (name: string) =>
  new UploadRefusal(
    415,
    `Not saved: ${name} is a HEIC photo (an iPhone's own format), which this site cannot read. Export it as JPEG (on the iPhone: Settings, Camera, Formats, "Most Compatible"; or share the photo by e-mail, which sends a JPEG) and upload that.`,
  );

/** A photo named .heic or .heif gets the same help as one renamed .jpg, before its path is judged. */
export function refuseHeicName(rel: unknown) {
  const name = path.posix.basename(String(rel));
  if (/\.hei[cf]$/i.test(name)) throw heicRefusal(name);
}

/**
 * The file as it will be kept, or an UploadRefusal saying why not. `rel` is the path in the
 * repository (already checked by content-paths.ts).
 */
export async function checkUpload(rel: string, bytes: Buffer): Promise<Buffer> {
  const name = path.posix.basename(rel);
  if (bytes.length > MAX_UPLOAD_BYTES)
    throw new UploadRefusal(
      413,
      `Not saved: ${name} is ${MB(bytes.length)}; a file may be at most 15 MB. Save the photo at a smaller size (a phone's "Large" rather than "Actual size") and upload it again.`,
    );
  const kind = kindOf(bytes);
  if (kind === "heic") throw heicRefusal(name);
  if (kind === "unknown")
    throw new UploadRefusal(415, `Not saved: ${name} is not a JPEG, PNG or WebP photo, nor a PDF.`);
  if (!ENDINGS[kind].test(name))
    throw new UploadRefusal(
      415,
      `Not saved: ${name} is a ${kind.toUpperCase()} file with another ending; rename it to end in .${kind === "jpeg" ? "jpg" : kind}.`,
    );
  if (kind === "pdf") return bytes;
  try {
    // Upright by its orientation, decoded whole (a truncated or forged file fails here), without metadata.
    const image = sharp(bytes, { failOn: "error" }).rotate();
    if (kind === "jpeg") return await image.jpeg({ quality: 92, chromaSubsampling: "4:4:4" }).toBuffer();
    if (kind === "png") return await image.png({ compressionLevel: 9 }).toBuffer();
    return await image.webp({ quality: 92 }).toBuffer();
  } catch {
    throw new UploadRefusal(415, `Not saved: ${name} is not a picture this site can read (damaged or not a photo).`);
  }
}
