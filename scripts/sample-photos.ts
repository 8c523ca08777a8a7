/**
 * Photos made up for tests and the benchmark: a phone-like 4000 × 3000 JPEG (grain, shapes,
 * the camera's EXIF and a GPS position) placed on the home hero, About, careers and an area,
 * written into a copy of the project (never the working tree). Plain TypeScript that Node runs
 * as it is (scripts/bench.mjs imports it).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const DATA = "app/content/data";

/** A photo-like JPEG: grain (so it compresses like a photograph), a few shapes, EXIF with GPS. */
export async function samplePhoto(width: number, height: number, hue: number): Promise<Buffer> {
  // Grain at a sixth of the size, enlarged: detail that survives the smaller copies, as a photograph's does.
  const small = { width: Math.round(width / 6), height: Math.round(height / 6) };
  const grain = await sharp({
    create: { ...small, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 45 } },
  })
    .png()
    .toBuffer()
    .then((b) => sharp(b).resize(width, height).png({ compressionLevel: 1 }).toBuffer());
  const shapes = `<svg width="${width}" height="${height}" xmlns="http://www.w3.org/2000/svg">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,70%)"/><stop offset="1" stop-color="hsl(${hue + 40},45%,35%)"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)" opacity="0.8"/>
    <circle cx="${width * 0.35}" cy="${height * 0.45}" r="${height * 0.22}" fill="hsl(${hue + 180},50%,60%)" opacity="0.85"/>
    <rect x="${width * 0.6}" y="${height * 0.2}" width="${width * 0.25}" height="${height * 0.6}" rx="${width * 0.03}" fill="hsl(${hue + 90},40%,50%)" opacity="0.8"/>
  </svg>`;
  return sharp(grain)
    .composite([{ input: Buffer.from(shapes), blend: "over" }])
    .jpeg({ quality: 88 })
    .withExif({
      IFD0: { Make: "PhoneCo", Model: "Camera 12" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "28/1 2/1 30/1", GPSLongitudeRef: "W", GPSLongitude: "81/1 57/1 0/1" },
    })
    .toBuffer();
}

export interface SamplePlacement {
  /** The photo's id (its file name in the library). */
  id: string;
  /** Where it goes: "home.family" (a slide), "about", "careers" or "area:<slug>". */
  place: string;
  alt: { en: string; es: string };
  width?: number;
  height?: number;
}

/** Writes the photos into `dir` (a copy of the project) and places them on the pages. */
export async function addSamplePhotos(dir: string, placements: SamplePlacement[]): Promise<void> {
  const placed: { home: Record<string, string>; about: string | null; careers: string | null; areas: string[] } = {
    home: {},
    about: null,
    careers: null,
    areas: [],
  };
  for (const [i, p] of placements.entries()) {
    const file = `public/uploads/${p.id}.jpg`;
    mkdirSync(path.join(dir, "public/uploads"), { recursive: true });
    writeFileSync(path.join(dir, file), await samplePhoto(p.width ?? 4000, p.height ?? 3000, i * 67));
    for (const lang of ["en", "es"] as const) {
      mkdirSync(path.join(dir, DATA, "photos", lang), { recursive: true });
      const facts = lang === "en" ? `file: /uploads/${p.id}.jpg\nshowsPatient: false\n` : "";
      writeFileSync(
        path.join(dir, DATA, "photos", lang, `${p.id}.yml`),
        `${facts}alt: ${JSON.stringify(p.alt[lang])}\n`,
      );
    }
    if (p.place.startsWith("home.")) placed.home[p.place.slice(5)] = p.id;
    else if (p.place === "about" || p.place === "careers") placed[p.place] = p.id;
    else if (p.place.startsWith("area:")) placed.areas.push(`  - area: ${p.place.slice(5)}\n    photo: ${p.id}`);
  }
  const yaml = [
    "home:",
    ...Object.entries(placed.home).map(([slide, id]) => `  ${slide}: ${id}`),
    `about: ${placed.about ?? ""}`,
    `careers: ${placed.careers ?? ""}`,
    placed.areas.length ? `areas:\n${placed.areas.join("\n")}` : "areas: []",
    "",
  ].join("\n");
  writeFileSync(path.join(dir, DATA, "photos-on-pages.yml"), yaml);
}

/** The first area page's slug in a copy of the project. */
export const firstAreaSlug = (dir: string): string => {
  const list = readFileSync(path.join(dir, "app/pages.ts"), "utf8");
  return /service-areas\/([a-z0-9-]+)/.exec(list)?.[1] ?? "polk-county";
};
