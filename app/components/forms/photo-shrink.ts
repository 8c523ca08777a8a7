/**
 * A phone's photo made smaller in the browser before it is sent, so that a slow connection sends
 * less: upright by its EXIF orientation, at most 2400 pixels on its long side, a JPEG of quality
 * 0.82 (the server makes a photo over the document limit the same way when the browser could
 * not). Only a JPEG or PNG larger than `limit` is touched, and only when the smaller copy is
 * smaller; anything that fails leaves the file as chosen, for the server to judge.
 */

const LONG_SIDE = 2400;
const QUALITY = 0.82;

const isPhoto = (file: File) => /^image\/(jpeg|png)$/i.test(file.type) || /\.(jpe?g|png)$/i.test(file.name);

/** The name the smaller copy goes by: its ending says JPEG. */
const jpegName = (name: string) => (/\.jpe?g$/i.test(name) ? name : `${name.replace(/\.png$/i, "")}.jpg`);

export async function shrinkPhoto(file: File, limit: number): Promise<File> {
  if (file.size <= limit || !isPhoto(file) || typeof createImageBitmap !== "function") return file;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
    const scale = Math.min(1, LONG_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    const context = canvas.getContext("2d");
    if (!context) return file;
    // A PNG's transparent parts on white, as on paper.
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, "image/jpeg", QUALITY));
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], jpegName(file.name), { type: "image/jpeg", lastModified: file.lastModified });
  } catch {
    return file;
  }
}

/** The files chosen, each photo over `limit` made smaller where the browser can. */
export const shrinkPhotos = (files: readonly File[], limit: number) =>
  Promise.all(files.map((file) => shrinkPhoto(file, limit)));
