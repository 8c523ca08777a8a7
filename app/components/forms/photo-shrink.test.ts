import { afterEach, expect, test, vi } from "vitest";
import { shrinkPhoto } from "./photo-shrink";

const MB = 1024 * 1024;

/** A file of `size` bytes, without holding them. */
const sized = (name: string, type: string, size: number) => {
  const made = new File(["x"], name, { type });
  Object.defineProperty(made, "size", { value: size });
  return made;
};

/** A browser that draws: a 4000 x 3000 photo, a canvas that records its size and gives a `bytes`-long JPEG. */
function drawing(bytes: number) {
  const drawn = { width: 0, height: 0, type: "", quality: 0, orientation: "" };
  vi.stubGlobal(
    "createImageBitmap",
    vi.fn(async (_file: File, options: ImageBitmapOptions) => {
      drawn.orientation = String(options.imageOrientation);
      return { width: 4000, height: 3000, close: () => {} };
    }),
  );
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockImplementation(function (this: HTMLCanvasElement) {
    drawn.width = this.width;
    drawn.height = this.height;
    return { fillRect: () => {}, drawImage: () => {}, fillStyle: "" } as unknown as CanvasRenderingContext2D;
  } as never);
  vi.spyOn(HTMLCanvasElement.prototype, "toBlob").mockImplementation((done, type, quality) => {
    drawn.type = String(type);
    drawn.quality = Number(quality);
    done(new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }));
  });
  return drawn;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

test("a 12 MB photo: upright, 2400 pixels on its long side, a JPEG of quality 0.82, its name and date kept", async () => {
  const drawn = drawing(900_000);
  const photo = sized("IMG_0412.jpeg", "image/jpeg", 12 * MB);
  const smaller = await shrinkPhoto(photo, 10 * MB);
  expect(drawn).toEqual({ width: 2400, height: 1800, type: "image/jpeg", quality: 0.82, orientation: "from-image" });
  expect(smaller).toMatchObject({ name: "IMG_0412.jpeg", type: "image/jpeg", size: 900_000 });
  expect(smaller.lastModified).toBe(photo.lastModified);
});

test("a large PNG screenshot becomes a JPEG named so", async () => {
  drawing(700_000);
  expect((await shrinkPhoto(sized("screen.png", "image/png", 11 * MB), 10 * MB)).name).toBe("screen.jpg");
});

test("left as chosen: a photo within the limit, a PDF, a copy no smaller, a picture the browser cannot read", async () => {
  drawing(900_000);
  const small = sized("IMG_1.jpg", "image/jpeg", 2 * MB);
  expect(await shrinkPhoto(small, 10 * MB)).toBe(small);
  const document = sized("orders.pdf", "application/pdf", 12 * MB);
  expect(await shrinkPhoto(document, 10 * MB)).toBe(document);
  drawing(13 * MB);
  const noisy = sized("IMG_2.jpg", "image/jpeg", 12 * MB);
  expect(await shrinkPhoto(noisy, 10 * MB)).toBe(noisy);
  vi.stubGlobal(
    "createImageBitmap",
    vi.fn(async () => Promise.reject(new Error("unreadable"))),
  );
  const broken = sized("IMG_3.jpg", "image/jpeg", 12 * MB);
  expect(await shrinkPhoto(broken, 10 * MB)).toBe(broken);
});
