/**
 * Photos through the real editor (Chromium, a server of its own): an editor adds a photo to the
 * library, uploading a phone's JPEG (EXIF with a GPS position) in the media library. Marked as
 * showing a patient, without an authorization, it is refused and nothing is written; unmarked, it
 * is saved and published, and the build's photo step yields every width and format, sized, with
 * no camera data in any file. A file that is not a picture is refused, saying so.
 *
 * Each change is saved as a draft, set Ready and published. The publish uses a stand-in build (the
 * served build copied, then the real photo step, scripts/photos.ts), to keep within the browser
 * suite's time; the full build is what `npm run bench:publish` runs.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { PATIENT_WITHOUT_AUTHORIZATION } from "~/content/schemas/photos";
import { PHOTO_FORMATS, PHOTO_WIDTHS, photoLibrary, writePhotos } from "../scripts/photos";
import { samplePhoto } from "../scripts/sample-photos";
import { useBrowser } from "./harness";
import { liveSite } from "./live-site";
import { slack } from "./machine-load";

const EDITOR = { email: "phoebe@e2e.example", name: "Phoebe Photos", password: "photos editor heron pond" };
/** The photo's descriptions (the test's own words); the English one names the entry. */
const ALT = { en: "A test photo of a porch in the afternoon", es: "Una foto de prueba de un porche por la tarde" };
const ID = "a-test-photo-of-a-porch-in-the-afternoon";

/** The stand-in build's step: the build's own photo step on the content repository. */
const live = liveSite("photos-editor", (repoDir, outDir) => writePhotos(repoDir, path.join(outDir, "client")));
const { git, site, publish } = live;

/** A new photo entry: `file` uploaded in the media library and chosen, the two descriptions typed. */
async function newPhoto(page: Page, file: { name: string; buffer: Buffer; mimeType: string }) {
  await live.openEditor(page, "#/collections/photos/new");
  await page.getByRole("button", { name: /Choose an image/i }).click();
  await page.locator('input[type="file"]').setInputFiles(file);
  // The file uploaded is the one selected.
  await page.getByText(file.name).first().waitFor();
  await page.getByRole("button", { name: /Choose selected/i }).click();
  const alt = page.getByLabel("Description (alt text)", { exact: true });
  await alt.nth(0).fill(ALT.en);
  await alt.nth(1).fill(ALT.es);
}

describe("photos in the editor", () => {
  const browser = useBrowser();
  const editor = live.signedIn(browser, "editor", EDITOR);

  test(
    "a phone's photo: refused while it shows a patient without an authorization; then published in every width and format, without its GPS",
    async () => {
      const { page } = editor();
      const head = git("rev-parse", "HEAD");
      const jpeg = await samplePhoto(4000, 3000, 30);
      expect((await sharp(jpeg).metadata()).exif).toBeDefined();
      await newPhoto(page, { name: "porch.jpg", mimeType: "image/jpeg", buffer: jpeg });
      await page.getByLabel("Shows a patient").first().click();
      await publish(page);
      await page
        .getByText(PATIENT_WITHOUT_AUTHORIZATION.slice(0, 60))
        .first()
        .waitFor({ timeout: slack(30_000) });
      expect(git("rev-parse", "HEAD")).toBe(head);
      expect(existsSync(path.join(site(), "public/uploads/porch.jpg"))).toBe(false);

      await page.getByLabel("Shows a patient").first().click();
      const isLive = () => live.liveAfter(head);
      await publish(page);
      await page
        .getByText(/Entry published/i)
        .first()
        .waitFor({ timeout: slack(30_000) });
      await expect.poll(isLive, { timeout: slack(60_000) }).toBe(true);
      // The published draft is merged into the live branch: the files the merge brought.
      expect(git("diff", "--name-only", "HEAD~1", "HEAD").split("\n")).toEqual(
        expect.arrayContaining([`app/content/data/photos/en/${ID}.yml`, "public/uploads/porch.jpg"]),
      );
      // The original is kept upright and without the camera's data.
      expect((await sharp(path.join(site(), "public/uploads/porch.jpg")).metadata()).exif).toBeUndefined();

      const photo = (await photoLibrary(site())).photos[ID]!;
      expect([photo.width, photo.height, photo.alt]).toEqual([1600, 1200, ALT]);
      const served = path.join(live.server().servedBuild(), "client/photos");
      for (const format of PHOTO_FORMATS)
        for (const width of PHOTO_WIDTHS) {
          const name = new RegExp(`/photos/(${ID}-\\w+-${width}\\.\\w+) ${width}w`).exec(photo[format])![1]!;
          const made = await sharp(path.join(served, name)).metadata();
          expect([made.width, made.height], name).toEqual([width, (width * 3) / 4]);
          expect([made.exif, made.xmp, made.iptc], name).toEqual([undefined, undefined, undefined]);
          const answer = await fetch(`${live.server().origin}/photos/${name}`);
          expect(answer.status, name).toBe(200);
        }
    },
    slack(180_000),
  );

  test(
    "a file that is not a picture is refused, saying so",
    async () => {
      const { page } = editor();
      const head = git("rev-parse", "HEAD");
      await newPhoto(page, { name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("Notes, not a photo.\n") });
      await publish(page);
      await page
        .getByText("notes.jpg is not a JPEG, PNG or WebP photo")
        .first()
        .waitFor({ timeout: slack(30_000) });
      expect(git("rev-parse", "HEAD")).toBe(head);
    },
    slack(120_000),
  );
});
