// @vitest-environment node
/**
 * The photo pipeline: a 4000 × 3000 JPEG from a phone (EXIF with GPS, turned by its orientation
 * tag) becomes every width and format with its true size and no metadata; a photo marked as
 * showing a patient without an authorization is refused by the build and the editor's server
 * with the same words.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { DATA_DIR } from "~/content/schemas/collections";
import { PATIENT_WITHOUT_AUTHORIZATION } from "~/content/schemas/photos";
import { checkChanges } from "../server/editor/check";
import { ContentError } from "../app/content/content-data.server";
import { PHOTO_FORMATS, PHOTO_WIDTHS, photoLibrary, widthsFor } from "./photos";

const dir = mkdtempSync(path.join(tmpdir(), "photos-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A phone's photo: `width` × `height` as stored, with the camera's EXIF and a GPS position. */
export async function phonePhoto(width: number, height: number, orientation = 1): Promise<Buffer> {
  const shapes = `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#36c"/><rect x="${width / 10}" y="${height / 10}" width="${width / 5}" height="${height / 2}" fill="#fd3"/></svg>`;
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 60 } } })
    .composite([{ input: Buffer.from(shapes) }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation })
    .withExif({
      IFD0: { Make: "PhoneCo", Model: "Camera" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "28/1 2/1 30/1", GPSLongitudeRef: "W", GPSLongitude: "81/1 57/1 0/1" },
    })
    .toBuffer();
}

function write(root: string, file: string, text: string | Buffer) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

const entry = (file: string, facts = "") => `file: ${file}\n${facts}alt: A photo made by the test.\n`;

describe("photos", () => {
  it("makes AVIF, WebP and JPEG at each width up to the original's, with their sizes and no metadata", async () => {
    const root = path.join(dir, "site");
    const original = await phonePhoto(4000, 3000);
    expect((await sharp(original).metadata()).exif?.toString("latin1")).toContain("PhoneCo");
    write(root, "public/uploads/garden.jpg", original);
    write(root, `${DATA_DIR}/photos/en/garden.yml`, entry("/uploads/garden.jpg"));
    write(root, `${DATA_DIR}/photos/es/garden.yml`, "alt: Una foto hecha por la prueba.\n");
    const cache = path.join(dir, "cache");
    const library = await photoLibrary(root, undefined, cache);
    const photo = library.photos.garden!;
    expect([photo.width, photo.height]).toEqual([1600, 1200]);
    expect(library.files).toHaveLength(PHOTO_WIDTHS.length * PHOTO_FORMATS.length);
    for (const file of library.files) {
      const out = await sharp(file).metadata();
      const width = Number(/-(\d+)\.\w+$/.exec(file)![1]);
      expect([out.width, out.height]).toEqual([width, (width * 3) / 4]);
      expect(out.format).toBe({ avif: "heif", webp: "webp", jpg: "jpeg" }[path.extname(file).slice(1)]);
      expect(out.exif).toBeUndefined();
      expect(out.xmp).toBeUndefined();
      expect(out.iptc).toBeUndefined();
      expect(photo[out.format === "heif" ? "avif" : (out.format as "webp" | "jpeg")]).toContain(
        `/photos/${path.basename(file)} ${width}w`,
      );
    }
    // A second build finds every file in the cache (a publish does not encode again).
    const started = Date.now();
    expect((await photoLibrary(root, undefined, cache)).photos).toEqual(library.photos);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("turns a photo upright by its orientation, and makes no width wider than the original", async () => {
    const root = path.join(dir, "turned");
    write(root, "public/uploads/turned.jpg", await phonePhoto(1000, 750, 6));
    write(root, `${DATA_DIR}/photos/en/turned.yml`, entry("/uploads/turned.jpg"));
    write(root, `${DATA_DIR}/photos/es/turned.yml`, "alt: Una foto girada.\n");
    const photo = (await photoLibrary(root, undefined, path.join(dir, "cache"))).photos.turned!;
    expect([photo.width, photo.height]).toEqual([750, 1000]);
    expect(photo.jpeg.split(", ").map((s) => s.split(" ")[1])).toEqual(["480w", "750w"]);
    expect(widthsFor(300)).toEqual([300]);
    expect(widthsFor(1600)).toEqual([...PHOTO_WIDTHS]);
  });

  it("refuses a photo that shows a patient without the written authorization, in the build and the editor alike", async () => {
    const root = path.join(dir, "patient");
    write(root, "public/uploads/visit.jpg", await phonePhoto(800, 600));
    const en = `${DATA_DIR}/photos/en/visit.yml`;
    const text = entry("/uploads/visit.jpg", "showsPatient: true\nauthorization:\n");
    write(root, en, text);
    write(root, `${DATA_DIR}/photos/es/visit.yml`, "alt: Una visita.\n");
    write(root, `${DATA_DIR}/photos-on-pages.yml`, readFileSync(`${DATA_DIR}/photos-on-pages.yml`));
    const expected = [`${en}: authorization: ${PATIENT_WITHOUT_AUTHORIZATION}, got nothing`];
    const build = await photoLibrary(root, undefined, path.join(dir, "cache")).catch((e: unknown) => e);
    expect(build).toBeInstanceOf(ContentError);
    expect((build as ContentError).lines).toEqual(expected);
    expect(checkChanges(root, new Map([[en, text]]))).toEqual(expected);
    // With the authorization recorded, both take it.
    const signed = entry(
      "/uploads/visit.jpg",
      "showsPatient: true\nauthorization:\n  by: The patient\n  date: 2026-11-02\n",
    );
    expect(checkChanges(root, new Map([[en, signed]]))).toEqual([]);
  });
});
