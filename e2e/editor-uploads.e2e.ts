/**
 * Refusals in the editor, through the real editor in Chromium on the site's own server. A refused
 * upload leaves the entry as it was: in a new photo of the library, the alt text typed, a photo
 * over 15 MB is refused when chosen (the person told why; Decap keeps nothing of it), then a good
 * photo is chosen and the entry saves, with the alt text typed still there. A save the server
 * refuses stays on the page until dismissed, in the person's language, and marks the field.
 */
import { describe, expect, test } from "vitest";
import sharp from "sharp";
import { useBrowser } from "./harness";
import { liveSite } from "./live-site";
import { slack } from "./machine-load";

const EDITOR = { email: "uma@e2e.example", name: "Uma Uploads", password: "upload heron pond lake" };
const ALT = "A nurse checks a patient's blood pressure at the kitchen table.";
const ALT_ES = "Una enfermera toma la presión de un paciente en la mesa de la cocina.";

const live = liveSite("editor-uploads");
const { git, openEditor } = live;
const JOB = "registered-nurse";

describe("a refused upload in the editor", () => {
  const browser = useBrowser();
  const editor = live.signedIn(browser, "editor", EDITOR);

  test(
    "a photo over 15 MB is refused when chosen; a good one then saves, the alt text typed kept",
    async () => {
      const { page } = editor();
      await openEditor(page, "#/collections/photos/new");
      const alt = page.getByLabel("Description (alt text)", { exact: true }).first();
      await alt.fill(ALT);
      await page.getByLabel("Description (alt text)", { exact: true }).nth(1).fill(ALT_ES);
      const alerts: string[] = [];
      page.on("dialog", (dialog) => {
        alerts.push(dialog.message());
        void dialog.accept();
      });
      await page
        .getByRole("button", { name: /Choose an image/i })
        .first()
        .click();
      const upload = page.locator('input[type="file"]').first();
      await upload.waitFor({ state: "attached", timeout: slack(20_000) });
      const large = Buffer.alloc(16 * 1024 * 1024, 0);
      large.set([0xff, 0xd8, 0xff, 0xe0]);
      await upload.setInputFiles({ name: "too-large.jpg", mimeType: "image/jpeg", buffer: large });
      await expect.poll(() => alerts.join(" "), { timeout: slack(20_000) }).toContain("at most 15 MB");
      // Decap kept nothing of it: no tile of that name.
      expect(await page.getByText("too-large.jpg").count()).toBe(0);
      const good = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#2f6b3a" } })
        .jpeg()
        .toBuffer();
      await upload.setInputFiles({ name: "kitchen-visit.jpg", mimeType: "image/jpeg", buffer: good });
      await page
        .getByText("kitchen-visit.jpg")
        .first()
        .waitFor({ timeout: slack(30_000) });
      // Decap selects the photo just uploaded; a click on its tile would unselect it.
      const choose = page.getByRole("button", { name: /Choose selected/i });
      if (await choose.isDisabled()) await page.getByText("kitchen-visit.jpg").first().click();
      await choose.click();
      expect(await alt.inputValue()).toBe(ALT);
      const head = git("rev-parse", "HEAD");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      // Saved, or the refusal the editor keeps on the page (its words in the failure).
      await expect
        .poll(
          async () =>
            (await page.getByText(/Entry saved/i).count()) > 0
              ? "saved"
              : ((await page.locator("#editor-refusal").textContent()) ?? ""),
          { timeout: slack(30_000) },
        )
        .toBe("saved");
      expect(alerts).toHaveLength(1);
      const branch = git("branch", "--list", "cms/photos/*").replace(/^[*\s]+/, "");
      expect(branch).not.toBe("");
      const files = git("diff", "--name-only", `${head}...${branch}`).split("\n");
      expect(files.some((f) => f.endsWith("kitchen-visit.jpg"))).toBe(true);
      expect(files.some((f) => f.includes("too-large"))).toBe(false);
      const words = files.find((f) => /photos\/en\/.*\.yml$/.test(f))!;
      expect(git("show", `${branch}:${words}`)).toContain(ALT);
      expect(await alt.inputValue()).toBe(ALT);
    },
    slack(180_000),
  );

  // In the person's office language: Decap's own words, the fields' labels and the refusal.
  for (const lang of ["en", "es"] as const)
    test(
      `a refused save (${lang}) stays until dismissed, in the person's language, and marks the field`,
      async () => {
        const { page } = editor();
        await live.inOfficeLanguage(EDITOR.email, lang, async () => {
          await openEditor(page, `#/collections/jobs/entries/${JOB}`);
          const label = lang === "es" ? "Nombre del puesto" : "Job title";
          const spanishTitle = page.getByLabel(label, { exact: true }).nth(1);
          await expect.poll(() => spanishTitle.inputValue(), { timeout: slack(30_000) }).not.toBe("");
          const head = git("rev-parse", "HEAD");
          // Longer than a line of text may be: refused by the server, not by the editor. Each test
          // types its own words: Decap offers to restore what the test before left unsaved (the
          // dialog is accepted) and draws the form again, so the words are typed until they stay.
          const long = (lang === "es" ? "Enfermera registrada " : "Enfermera ").repeat(lang === "es" ? 60 : 120).trim();
          await expect
            .poll(
              async () => {
                if ((await spanishTitle.inputValue()) !== long) await spanishTitle.fill(long);
                await page.waitForTimeout(500);
                return spanishTitle.inputValue();
              },
              { timeout: slack(30_000) },
            )
            .toBe(long);
          await page.getByRole("button", { name: lang === "es" ? "Guardar" : "Save", exact: true }).click();
          const refusal = page.locator("#editor-refusal");
          await expect
            .poll(() => refusal.textContent(), { timeout: slack(30_000) })
            .toMatch(lang === "es" ? /^No se guardó: Nombre del puesto \(es\)/ : /^Not saved: Job title \(es\)/);
          // The field marked, the problem beside it, linked from the refusal.
          await expect.poll(() => spanishTitle.getAttribute("aria-invalid")).toBe("true");
          const note = await spanishTitle.getAttribute("aria-describedby");
          expect(await page.locator(`#${note}`).textContent()).toContain(`${label} (es)`);
          await refusal.getByRole("link", { name: `${label} (es)` }).click();
          await expect.poll(() => spanishTitle.evaluate((input) => input === document.activeElement)).toBe(true);
          // Still there after Decap's own notice is gone.
          await page.waitForTimeout(8_000);
          expect(await refusal.textContent()).toContain(`${label} (es)`);
          await refusal.getByRole("button", { name: lang === "es" ? "Cerrar este aviso" : "Dismiss" }).click();
          expect(await refusal.textContent()).toBe("");
          expect(await spanishTitle.getAttribute("aria-invalid")).toBeNull();
          expect(git("rev-parse", "HEAD")).toBe(head);
          expect(git("branch", "--list", `cms/jobs/${JOB}`)).toBe("");
          // Decap keeps the unsaved words in the browser and offers them back on the next visit (it
          // would redraw the next test's form): they are let go, as a person choosing not to restore.
          await page.evaluate(
            (key) =>
              new Promise((resolve) => {
                const open = indexedDB.open("localforage");
                open.onerror = () => resolve(null);
                open.onsuccess = () => {
                  const db = open.result;
                  const done = () => (db.close(), resolve(null));
                  try {
                    const tx = db.transaction("keyvaluepairs", "readwrite");
                    tx.objectStore("keyvaluepairs").delete(key);
                    tx.oncomplete = tx.onerror = done;
                  } catch {
                    done();
                  }
                };
              }),
            `backup.jobs.${JOB}`,
          );
        });
      },
      slack(120_000),
    );
});
