/**
 * A phone's photo larger than a document may be (a field's `each`, up to its `photo` limit as
 * sent) is made smaller before it is kept: decoded whole by sharp, turned upright by its EXIF
 * orientation, at most 2400 pixels on its long side, written as a JPEG of quality 82 without any
 * metadata (EXIF, GPS, XMP: a photo taken in a patient's home carries the address). The smaller
 * copy replaces the incoming file, encrypted like any other; what the field kept is as large as a
 * document may be. A photo that cannot be decoded, or stays too large, is refused by its name.
 * Photos within `each` are kept byte for byte, as every other file is.
 */
import { Readable } from "node:stream";
import sharp from "sharp";
import { PHOTO_KINDS, type FileRule } from "~/lib/forms/files";
import type { FileStore } from "./file-store";
import type { FilesRefused, ReceivedFile } from "./multipart";

/**
 * The most pixels a photo may have (a 48-megapixel camera's, and more): a small file that claims
 * a vast picture (a PNG of one colour) is refused rather than decoded into gigabytes.
 */
const MAX_PIXELS = 100_000_000;

/** The long side and JPEG quality tried in turn, until the photo fits the field's `each`. */
const STEPS = [
  { side: 2400, quality: 82 },
  { side: 1600, quality: 72 },
] as const;

/** A photo's bytes made smaller as above (at most `limit` bytes); null when it cannot be decoded or made that small. */
export async function reducePhoto(bytes: Buffer, limit: number): Promise<Buffer | null> {
  for (const { side, quality } of STEPS) {
    let smaller: Buffer;
    try {
      smaller = await sharp(bytes, { failOn: "error", limitInputPixels: MAX_PIXELS })
        .rotate()
        .resize({ width: side, height: side, fit: "inside", withoutEnlargement: true })
        // A PNG's transparent parts on white, as on paper.
        .flatten({ background: "#ffffff" })
        .jpeg({ quality })
        .toBuffer();
    } catch {
      return null;
    }
    if (smaller.length <= limit) return smaller;
  }
  return null;
}

/**
 * The post's files with each photo over the rule's `each` replaced by its smaller copy (a JPEG),
 * or the refusal of the first one that could not be made smaller (its incoming file left for the
 * caller to discard with the others).
 */
export async function reduceLargePhotos(
  store: FileStore,
  rule: FileRule | undefined,
  files: readonly ReceivedFile[],
): Promise<{ files: ReceivedFile[]; refused?: FilesRefused }> {
  const kept: ReceivedFile[] = [];
  try {
    for (const [index, file] of files.entries()) {
      const large = rule?.photo && file.kind && PHOTO_KINDS.includes(file.kind) && file.size > rule.each;
      if (!rule || !large) {
        kept.push(file);
        continue;
      }
      const bytes = store.readIncoming(file.id);
      const smaller = bytes && (await reducePhoto(bytes, rule.each));
      if (!smaller) return { files: [...kept, ...files.slice(index)], refused: { why: "unreadable", name: file.name } };
      const copy = store.incoming();
      kept.push({ ...file, id: copy.id, size: smaller.length, kind: "jpeg" });
      await copy.save(Readable.from([smaller]));
      await store.discard([file.id]);
    }
  } catch (error) {
    // The disk failed: nothing of the post stays, neither the photos as sent nor their copies.
    await store.discard([...kept, ...files].map((f) => f.id));
    throw error;
  }
  return { files: kept };
}
