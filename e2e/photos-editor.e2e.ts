/**
 * Photos through the real editor (Chromium, a server of its own): an editor adds a photo to the
 * library, uploading a phone's JPEG (EXIF with a GPS position) in the media library. Marked as
 * showing a patient, without an authorization, it is refused and nothing is written; unmarked, it
 * is saved and published, and the build's photo step yields every width and format, sized, with
 * no camera data in any file. A file that is not a picture is refused, saying so.
 *
 * The publish uses a stand-in build (the served build copied, then the real photo step,
 * scripts/photos.ts), to keep within the browser suite's time; the full build is what
 * `npm run bench:publish` runs.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { PATIENT_WITHOUT_AUTHORIZATION } from "~/content/schemas/photos";
import type { RunningServer } from "../server/index";
import type { BuildCommand } from "../server/editor/publisher";
import { startServer } from "../scripts/serve.mjs";
import { PHOTO_FORMATS, PHOTO_WIDTHS, photoLibrary, writePhotos } from "../scripts/photos";
import { samplePhoto } from "../scripts/sample-photos";
import { openPage, useBrowser, type Visit } from "./harness";
import { root } from "./temp-project";

const EDITOR = { email: "phoebe@e2e.example", name: "Phoebe Photos", password: "photos editor heron pond" };
/** The photo's descriptions (the test's own words); the English one names the entry. */
const ALT = { en: "A test photo of a porch in the afternoon", es: "Una foto de prueba de un porche por la tarde" };
const ID = "a-test-photo-of-a-porch-in-the-afternoon";

let server: RunningServer;
let dataDir = "";
const site = () => path.join(dataDir, "site");
const git = (...args: string[]) => execFileSync("git", args, { cwd: site(), encoding: "utf8" }).trim();

/** The served build copied, then the build's own photo step on the content repository. */
const standInBuild: BuildCommand = async (repoDir, outDir) => {
  const from = server.servedBuild();
  await cp(path.join(from, "client"), path.join(outDir, "client"), { recursive: true });
  await cp(path.join(from, "serve.json"), path.join(outDir, "serve.json"));
  await writePhotos(repoDir, path.join(outDir, "client"));
  return { ok: true, output: "stand-in build with photos" };
};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "photos-editor-"));
  server = (await startServer({
    port: 0,
    dataDir,
    editor: { build: standInBuild, releaseDir: root },
  })) as unknown as RunningServer;
  await server.repo.ensure();
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

function addEditor(): string {
  const made = execFileSync(
    process.execPath,
    [
      path.join(root, "build/server/office.js"),
      "add-user",
      "--role",
      "editor",
      "--email",
      EDITOR.email,
      "--name",
      EDITOR.name,
    ],
    { env: { ...process.env, DATA_DIR: dataDir, OFFICE_URL: server.origin }, encoding: "utf8" },
  );
  return /http:\S+\/office\/welcome\/\S+/.exec(made)![0];
}

/** A new photo entry: `file` uploaded in the media library and chosen, the two descriptions typed. */
async function newPhoto(page: Page, file: { name: string; buffer: Buffer; mimeType: string }) {
  await page.goto("about:blank");
  await page.goto(`${server.origin}/admin/#/collections/photos/new`);
  await page
    .getByText(/Writing in/)
    .first()
    .waitFor({ timeout: 60_000 });
  await page.getByRole("button", { name: /Choose an image/i }).click();
  await page.locator('input[type="file"]').setInputFiles(file);
  // The file uploaded is the one selected.
  await page.getByText(file.name).first().waitFor();
  await page.getByRole("button", { name: /Choose selected/i }).click();
  const alt = page.getByLabel("Description (alt text)", { exact: true });
  await alt.nth(0).fill(ALT.en);
  await alt.nth(1).fill(ALT.es);
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now", { exact: true }).click();
}

describe("photos in the editor", () => {
  const browser = useBrowser();
  let editor: Visit;

  beforeAll(async () => {
    editor = await openPage(browser());
    const { page } = editor;
    await page.goto(addEditor());
    await page.locator("#password").fill(EDITOR.password);
    await page.locator("#confirm").fill(EDITOR.password);
    await page.locator("#confirm").press("Enter");
    await page.locator('form[action="/office/logout"]').first().waitFor();
  }, 60_000);
  afterAll(() => editor?.context.close());

  test("a phone's photo: refused while it shows a patient without an authorization; then published in every width and format, without its GPS", async () => {
    const { page } = editor;
    const head = git("rev-parse", "HEAD");
    const jpeg = await samplePhoto(4000, 3000, 30);
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    await newPhoto(page, { name: "porch.jpg", mimeType: "image/jpeg", buffer: jpeg });
    await page.getByLabel("Shows a patient").first().click();
    await publish(page);
    await page.getByText(PATIENT_WITHOUT_AUTHORIZATION.slice(0, 60)).first().waitFor({ timeout: 30_000 });
    expect(git("rev-parse", "HEAD")).toBe(head);
    expect(existsSync(path.join(site(), "public/uploads/porch.jpg"))).toBe(false);

    await page.getByLabel("Shows a patient").first().click();
    const isLive = () => {
      const state = server.publisher.state();
      return state.live !== null && state.live !== head && !state.building && !state.queued;
    };
    await publish(page);
    await page
      .getByText(/Entry saved/i)
      .first()
      .waitFor({ timeout: 30_000 });
    await expect.poll(isLive, { timeout: 60_000 }).toBe(true);
    expect(git("show", "--name-only", "--format=", "HEAD").split("\n")).toEqual(
      expect.arrayContaining([`app/content/data/photos/en/${ID}.yml`, "public/uploads/porch.jpg"]),
    );
    // The original is kept upright and without the camera's data.
    expect((await sharp(path.join(site(), "public/uploads/porch.jpg")).metadata()).exif).toBeUndefined();

    const photo = (await photoLibrary(site())).photos[ID]!;
    expect([photo.width, photo.height, photo.alt]).toEqual([1600, 1200, ALT]);
    const served = path.join(server.servedBuild(), "client/photos");
    for (const format of PHOTO_FORMATS)
      for (const width of PHOTO_WIDTHS) {
        const name = new RegExp(`/photos/(${ID}-\\w+-${width}\\.\\w+) ${width}w`).exec(photo[format])![1]!;
        const made = await sharp(path.join(served, name)).metadata();
        expect([made.width, made.height], name).toEqual([width, (width * 3) / 4]);
        expect([made.exif, made.xmp, made.iptc], name).toEqual([undefined, undefined, undefined]);
        const answer = await fetch(`${server.origin}/photos/${name}`);
        expect(answer.status, name).toBe(200);
      }
  }, 180_000);

  test("a file that is not a picture is refused, saying so", async () => {
    const { page } = editor;
    const head = git("rev-parse", "HEAD");
    await newPhoto(page, { name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("Notes, not a photo.\n") });
    await publish(page);
    await page.getByText("notes.jpg is not a JPEG, PNG or WebP photo").first().waitFor({ timeout: 30_000 });
    expect(git("rev-parse", "HEAD")).toBe(head);
  }, 120_000);
});
