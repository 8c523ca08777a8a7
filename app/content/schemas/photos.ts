/**
 * The photo library (app/content/data/photos/{en,es}/<id>.yml) and where photos go on the pages
 * (app/content/data/photos-on-pages.yml). docs/decisions/0024. A recognisable patient in a photo is
 * health information: a photo marked so is refused, by the editor's server and the build alike,
 * until the patient's written authorization is recorded (45 CFR 164.508).
 */
import { z } from "zod";
import { SLUG_PATTERN, matching, signOff, text } from "./fields.ts";

/** The originals the editor's media library takes for a photo (the upload check: server/editor/uploads.ts). */
export const PHOTO_FILE_PATTERN = /^\/uploads\/[A-Za-z0-9][A-Za-z0-9._-]*\.(jpe?g|png|webp)$/i;

export const PATIENT_WITHOUT_AUTHORIZATION =
  "a photo that shows a patient needs the patient's written authorization (who signed it and on which day) before it can be published (HIPAA, 45 CFR 164.508)";

export const photoFactsSchema = z
  .object({
    file: matching(PHOTO_FILE_PATTERN, "expected a JPEG, PNG or WebP photo from the media library").meta({
      title: "Photo",
      description:
        "A JPEG, PNG or WebP photo, up to 15 MB. The site makes smaller copies without the camera's data (place, date).",
      widget: "image",
    }),
    showsPatient: z.boolean({ error: "expected true or false" }).default(false).meta({
      title: "Shows a patient",
      description:
        "On when a patient can be recognised (face, home, name). Such a photo needs the patient's written authorization.",
    }),
    authorization: signOff(
      "Patient's written authorization",
      "Who signed the authorization to publish this photo (the patient or their representative), and on which day. Keep the signed form.",
    ),
  })
  .check((ctx) => {
    const facts = ctx.value as { showsPatient?: unknown; authorization?: unknown };
    if (facts.showsPatient === true && !facts.authorization)
      ctx.issues.push({
        code: "custom",
        message: PATIENT_WITHOUT_AUTHORIZATION,
        path: ["authorization"],
        input: facts.authorization ?? null,
        continue: true,
      });
  });

export const photoWordsSchema = z.object({
  alt: text().meta({
    title: "Description (alt text)",
    description: "What the photo shows, in a sentence, for people who cannot see it.",
  }),
});

/** A photo of the library by its id; empty keeps the page's illustration. */
const photoRef = (title: string, description?: string) =>
  matching(new RegExp(SLUG_PATTERN), "expected a photo of the library")
    .nullable()
    .default(null)
    .meta({ title, description, widget: "relation", collection: "photos" });

const KEEP = "Empty keeps today's illustration.";

export const photosOnPagesSchema = z.strictObject({
  home: z
    .strictObject({
      family: photoRef("First slide", KEEP),
      nurse: photoRef("Second slide", KEEP),
      child: photoRef("Third slide", KEEP),
      senior: photoRef("Fourth slide", KEEP),
    })
    // A file with no photo on the slides has nothing under home (an editor's empty fields are dropped).
    .prefault({})
    .meta({ title: "Home page slideshow" }),
  about: photoRef("About: the team", "Shown beside the top of the About page."),
  careers: photoRef("Careers", "Shown beside the top of the careers page."),
  areas: z
    .array(
      z.strictObject({
        area: matching(new RegExp(SLUG_PATTERN), "expected an area's address name, like polk-county").meta({
          title: "Area",
          description: "The area page (one of Service areas) that shows the photo.",
          widget: "relation",
          collection: "areas",
          display: ["name"],
        }),
        photo: matching(new RegExp(SLUG_PATTERN), "expected a photo of the library").meta({
          title: "Photo",
          widget: "relation",
          collection: "photos",
        }),
      }),
      { error: "expected a list of areas with their photo" },
    )
    .default([])
    .meta({ title: "Area pages", description: "One row per area page that shows a photo." }),
});

export type PhotosOnPages = z.output<typeof photosOnPagesSchema>;
export type HeroSlidePhotos = PhotosOnPages["home"];

/** What a page receives for one photo (scripts/photos.ts makes it): a <picture> with width and height. */
export interface PhotoData {
  width: number;
  height: number;
  alt: { en: string; es: string };
  /** The JPEG fallback's URL. */
  src: string;
  /** srcset of each format: "/photos/<id>-<hash>-480.avif 480w, …" */
  avif: string;
  webp: string;
  jpeg: string;
}

/**
 * The references a schema cannot see: every photo named exists, every area named has a page, no
 * area twice. `areas` are the area pages' slugs.
 */
export function placementProblems(file: string, placed: PhotosOnPages, photoIds: string[], areas: string[]): string[] {
  const problems: string[] = [];
  const known = (where: string, id: string | null) => {
    if (id && !photoIds.includes(id)) problems.push(`${file}: ${where}: no photo "${id}" in the library`);
  };
  for (const [slide, id] of Object.entries(placed.home)) known(`home.${slide}`, id);
  known("about", placed.about);
  known("careers", placed.careers);
  placed.areas.forEach((row, i) => {
    known(`areas.${i}.photo`, row.photo);
    if (!areas.includes(row.area)) problems.push(`${file}: areas.${i}.area: no area page "${row.area}"`);
    if (placed.areas.findIndex((r) => r.area === row.area) !== i)
      problems.push(`${file}: areas.${i}.area: "${row.area}" is listed twice`);
  });
  return problems;
}
