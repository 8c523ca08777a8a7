/**
 * A page's words through the real editor (Chromium, a server of its own): the home page's preview
 * reads as the live page, the agency's facts filled in and the words its billing facts allow, in
 * English and Spanish; the About page's entry
 * shows its words in English and Spanish; a misspelt placeholder is refused in the editor and
 * nothing is written; a sentence changed in both languages is one commit by the person, a one-line
 * diff in each language, built for real and live on /about and /es/about. On a phone the editor
 * is one column as wide as the window; the office's session strip covers none of its fields.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { parse } from "yaml";
import { about } from "~/content/schemas/pages/about";
import { home } from "~/content/schemas/pages/home";
import { home as homePage } from "~/content/home";
import { site as agency } from "~/content/site";
import { useBrowser, viewportFor } from "./harness";
import { liveSite } from "./live-site";
import { slack } from "./machine-load";

const EDITOR = { email: "paula@e2e.example", name: "Paula Pages", password: "page words heron pond" };
/** The label of the field edited: the small label over the page's heading. */
const FIELD = "Small label over the heading";

const live = liveSite("page-words-editor");
const { git, site, publish } = live;

describe("a page's words in the editor", () => {
  const browser = useBrowser();
  const editor = live.signedIn(browser, "editor", EDITOR);

  test(
    "the home page's preview shows the agency's name, not {name}, and the live page's insurance words, in both languages",
    async () => {
      const { page } = editor();
      const words = parse(await readFile(path.join(site(), home.file), "utf8")) as Record<
        "en" | "es",
        { insurance: { heading: string } }
      >;
      await live.openEditor(page, `#/collections/pages-home-and-about/entries/${home.name}`);
      // The pane beside the form shows the Spanish column first: the preview is its other view.
      await page.getByTitle("Toggle preview").click();
      const preview = page.frameLocator("#preview-pane").locator("body");
      for (const lang of ["en", "es"] as const) {
        if (lang === "es") {
          await page.getByRole("button", { name: /Writing in EN/ }).click();
          await page.getByRole("menuitem", { name: "es", exact: true }).click();
        }
        const shown = homePage[lang];
        await expect.poll(() => preview.innerText(), { timeout: slack(30_000) }).toContain(shown.head.intro[0]!);
        const text = await preview.innerText();
        expect(text).toContain(agency.name);
        expect(text).not.toContain("{name}");
        // The demo does not bill Medicare: the heading the live page shows, not the one for once it does.
        expect(text).toContain(shown.insurance.heading);
        expect(text).not.toContain(words[lang].insurance.heading);
      }
      // Back to both columns side by side (Decap keeps the choice for the next entry opened).
      await page.getByTitle("Toggle i18n").click();
    },
    slack(120_000),
  );

  test(
    "a misspelt placeholder is refused before anything is saved; a change in both languages goes live",
    async () => {
      const { page } = editor();
      const words = parse(await readFile(path.join(site(), about.file), "utf8")) as Record<
        "en" | "es",
        { head: { eyebrow: string } }
      >;
      await live.openEditor(page, `#/collections/pages-home-and-about/entries/${about.name}`);
      const [english, spanish] = [
        page.getByLabel(FIELD, { exact: true }).nth(0),
        page.getByLabel(FIELD, { exact: true }).nth(1),
      ];
      await expect.poll(() => english.inputValue()).toBe(words.en.head.eyebrow);
      await expect.poll(() => spanish.inputValue()).toBe(words.es.head.eyebrow);

      const head = git("rev-parse", "HEAD");
      await spanish.fill(`${words.es.head.eyebrow} {ciudad}`);
      await publish(page);
      await page
        .getByText(/Facts are written only as/)
        .first()
        .waitFor({ timeout: slack(20_000) });
      expect(git("rev-parse", "HEAD")).toBe(head);
      expect(git("branch", "--list", "cms/*")).toBe("");

      const changed = { en: `${words.en.head.eyebrow} in Florida`, es: `${words.es.head.eyebrow} en Florida` };
      for (const [field, text] of [
        [english, changed.en],
        [spanish, changed.es],
      ] as const) {
        await field.fill("");
        await field.fill(text);
        await expect.poll(() => field.inputValue()).toBe(text);
      }
      live.useBuild("real");
      await publish(page);
      await page
        .getByText(/Entry published/i)
        .first()
        .waitFor({ timeout: slack(30_000) });
      await expect.poll(() => git("rev-parse", "HEAD")).not.toBe(head);
      expect(git("log", "-1", "--format=%an")).toBe(EDITOR.name);
      // One line in each language, in the page's one file.
      expect(git("diff", "--numstat", "HEAD~1", "HEAD")).toBe(`2\t2\t${about.file}`);
      await expect
        .poll(() => live.server().publisher.state().live === git("rev-parse", "HEAD"), {
          timeout: slack(240_000),
          interval: 1000,
        })
        .toBe(true);
      live.useBuild("stand-in");
      expect(live.server().publisher.state().last?.ok).toBe(true);
      for (const lang of ["en", "es"] as const) {
        const html = await fetch(`${live.server().origin}${lang === "es" ? "/es" : ""}${about.path}`).then((r) =>
          r.text(),
        );
        expect(html).toContain(changed[lang]);
      }
    },
    slack(360_000),
  );

  test(
    "for a person whose office is in Spanish, Decap's own words are Spanish too: the languages, the lists, the bar",
    async () => {
      const { page, errors } = editor();
      const before = errors.length; // this page's errors from the tests before are theirs
      await live.inOfficeLanguage(EDITOR.email, "es", async () => {
        await page.goto("about:blank");
        await page.goto(`${live.server().origin}/admin/#/collections/pages-home-and-about/entries/${about.name}`);
        await page
          .getByText(/Está escribiendo en/)
          .first()
          .waitFor({ timeout: slack(60_000) });
        await expect.poll(() => page.locator("#office-session").textContent()).toContain(`Sesión de ${EDITOR.name}`);
        const text = await page.locator("body").innerText();
        for (const english of ["Writing in", "Fill in from another locale", "Expand", "Collapse"])
          expect(text).not.toContain(english);
        // No script error from the Spanish words (the requests Decap makes and is refused are not theirs).
        expect(errors.slice(before).filter((e) => !/^Failed to load resource/.test(e))).toEqual([]);
      });
    },
    slack(120_000),
  );

  test(
    "on a phone the editor is one column as wide as the window, and the session strip covers no field, in either office language",
    async () => {
      const { page } = editor();
      const size = page.viewportSize()!;
      try {
        for (const lang of ["en", "es"] as const)
          await live.inOfficeLanguage(EDITOR.email, lang, async () => {
            for (const width of [390, 1280]) {
              await page.setViewportSize(viewportFor(width));
              await live.openEditor(page, `#/collections/pages-home-and-about/entries/${about.name}`);
              const strip = page.locator("#office-session");
              await expect.poll(() => strip.textContent()).toContain(lang === "es" ? "Sesión de" : "Signed in as");
              expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
              // Every button of Decap's bar (Save, the status, Publish…) inside the window.
              const save = page.getByRole("button", { name: lang === "es" ? "Guardar" : "Save", exact: true });
              for (const box of await save
                .locator("xpath=ancestor::div[contains(@class,'-ToolbarContainer')]//button")
                .evaluateAll((all) => all.map((b) => b.getBoundingClientRect().toJSON() as DOMRect)))
                expect(box.left >= 0 && box.right <= width, JSON.stringify(box)).toBe(true);
              // The English and the Spanish column (each headed by its language's switch): side by side
              // on a wide screen, one under the other on a phone.
              const heads = page.locator('#nc-root [class*="-LocaleRowWrapper"]');
              await expect.poll(() => heads.count()).toBe(2);
              const [english, spanish] = await heads.evaluateAll((all) =>
                all.map((head) => head.getBoundingClientRect().toJSON() as DOMRect),
              );
              if (width === 390) expect(spanish!.top).toBeGreaterThan(english!.bottom);
              else expect(spanish!.left).toBeGreaterThan(english!.right);
              // The form's last field, scrolled to the bottom of its view, ends above the strip.
              const last = page.locator("#nc-root input:not([type=hidden]), #nc-root textarea").last();
              await last.evaluate((field) => field.scrollIntoView({ block: "end" }));
              const [field, bar] = [(await last.boundingBox())!, (await strip.boundingBox())!];
              expect(field.y + field.height).toBeLessThanOrEqual(bar.y + 1);
            }
          });
      } finally {
        await page.setViewportSize(size);
      }
    },
    slack(120_000),
  );
});
