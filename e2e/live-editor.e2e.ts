/**
 * The editor on the site's own server, through the real editor in Chromium: a server of its own
 * (the built one, its own DATA_DIR), an editor made with the office's command line signs in through
 * the one-time link, opens /admin/, changes an offer's last day and publishes; /specials and
 * /es/specials show it, the commit is that person's. Refusals write nothing; the editor's API answers
 * 401 signed out and 403 to intake; "Sign out" signs out; pages asked for during the swap are whole.
 *
 * The article's publish runs the real build (react-router build of the content repository, then
 * the swap) and its sentence is read on the article's live pages; the other publishes use a
 * stand-in build (the served build copied, the offer's date rewritten on its two pages), so that
 * the file stays within its time. `npm run bench:publish` measures the real build's time and memory.
 */
import { readFileSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { parse } from "yaml";
import { formatDate } from "~/i18n/dates";
import { openPage, useBrowser } from "./harness";
import { editorApi as api, liveSite } from "./live-site";
import { root } from "./temp-project";
import { slack } from "./machine-load";

const OFFER = "companion-first-week";
const OFFER_FILE = (lang: "en" | "es") => `app/content/data/offers/${lang}/${OFFER}.yml`;
const NEW_END = "2027-03-15";
const ARTICLE = "caregiver-support";
const SENTENCE = {
  en: "Caregivers in Polk County can call us any day of the week.",
  es: "Los cuidadores del condado de Polk pueden llamarnos cualquier día de la semana.",
};
/** The first row of the office hours, in English, as settings.yml has it. */
const HOURS_ROW = (
  parse(readFileSync(path.join(root, "app/content/data/settings.yml"), "utf8")) as {
    hours: { days: { en: string } }[];
  }
).hours[0]!.days.en;
const EDITOR = { email: "edna@e2e.example", name: "Edna Editor", password: "live editor heron pond" };
const INTAKE = { email: "ivan@e2e.example", name: "Ivan Intake", password: "live intake heron pond" };

/**
 * The stand-in build's step: the offer's last day as the content repository now has it, written on
 * /specials and /es/specials of the copied build (their compressed copies dropped, so the server
 * sends the rewritten page).
 */
async function rewriteOfferDate(repoDir: string, outDir: string) {
  // Dates and numbers are the English file's (the Spanish one holds only words).
  const before = parse(await readFile(path.join(root, OFFER_FILE("en")), "utf8")) as { ends: string | null };
  const now = parse(await readFile(path.join(repoDir, OFFER_FILE("en")), "utf8")) as { ends: string | null };
  for (const lang of ["en", "es"] as const) {
    const page = path.join(outDir, "client", lang === "en" ? "" : "es", "specials/index.html");
    const html = await readFile(page, "utf8");
    if (before.ends && now.ends)
      await writeFile(page, html.replaceAll(formatDate(before.ends, lang), formatDate(now.ends, lang)));
    await rm(`${page}.br`, { force: true });
    await rm(`${page}.gz`, { force: true });
  }
}

const live = liveSite("live-editor", rewriteOfferDate);
const { git, site, openEditor, publish } = live;

/** Asks for a few pages (and every script and style each names) over and over until `done`: every answer whole. */
async function askDuring(done: () => boolean) {
  const pages = ["/", "/es/", "/specials", "/es/specials", "/careers", "/contact"];
  const problems: string[] = [];
  let asked = 0;
  // At least one round; then until `done`, or 40 rounds.
  for (let round = 0; round === 0 || (round < 40 && !done()); round++)
    await Promise.all(
      pages.map(async (url) => {
        const response = await fetch(`${live.server().origin}${url}`);
        const html = await response.text();
        asked++;
        if (response.status !== 200 || !html.trimEnd().endsWith("</html>")) problems.push(`${url}: ${response.status}`);
        const assets = new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? []);
        for (const asset of assets) {
          const r = await fetch(`${live.server().origin}${asset}`);
          await r.arrayBuffer();
          asked++;
          if (r.status !== 200) problems.push(`${asset} (named by ${url}): ${r.status}`);
        }
      }),
    );
  return { problems, asked };
}

describe("the editor on the site's own server", () => {
  const browser = useBrowser();
  const editor = live.signedIn(browser, "editor", EDITOR);

  test(
    "an editor changes an offer's last day and publishes: live in both languages, committed as that person, pages whole during the swap",
    async () => {
      const { page } = editor();
      await openEditor(page, `#/collections/offers/entries/${OFFER}`);
      await expect.poll(() => page.locator("#office-session").textContent()).toContain(`Signed in as ${EDITOR.name}`);
      const before = git("rev-parse", "HEAD");
      // No build under way (the bar then asks the server only every 10 s).
      await expect
        .poll(() => page.locator("#office-session").textContent(), { timeout: slack(60_000) })
        .not.toContain("Publishing");
      const field = page.getByLabel("Last day (optional)").first();
      await expect.poll(() => field.inputValue()).not.toBe("");
      await field.fill(NEW_END);
      const isLive = () => live.liveAfter(before);
      // Pages asked for from the click on Publish until the new build is live: the save, the build, the swap.
      const asking = askDuring(isLive);
      await publish(page);
      await page
        .getByText(/Entry published/i)
        .first()
        .waitFor({ timeout: slack(30_000) });
      // The bar asks the server as soon as the save answers: it says "publishing", not the last change's "live".
      await expect
        .poll(
          async () => (await isLive()) || (await page.locator("#office-session").textContent())!.includes("Publishing"),
          // Well before the bar's own next question (10 s).
          { timeout: slack(3_000) },
        )
        .toBe(true);
      if (!(await isLive()))
        expect(await page.locator("#office-session").textContent()).not.toContain("Your last change is live");
      const { problems, asked } = await asking;
      expect(problems).toEqual([]);
      expect(asked).toBeGreaterThan(0);
      await expect.poll(isLive, { timeout: slack(30_000) }).toBe(true);

      const specials = await fetch(`${live.server().origin}/specials`).then((r) => r.text());
      const especiales = await fetch(`${live.server().origin}/es/specials`).then((r) => r.text());
      expect(specials).toContain(formatDate(NEW_END, "en"));
      expect(especiales).toContain(formatDate(NEW_END, "es"));
      expect(git("log", "-1", "--format=%an <%ae>")).toBe(`${EDITOR.name} <${EDITOR.email}>`);
      expect(git("show", "--stat", "--format=", "HEAD")).toContain(OFFER_FILE("en"));
      // The file keeps its form: one line changed.
      expect(git("diff", "--numstat", "HEAD~1", "HEAD")).toBe(`1\t1\t${OFFER_FILE("en")}`);
      expect(git("diff", "HEAD~1", "HEAD")).toContain(`+ends: ${NEW_END}`);
      await expect
        .poll(() => page.locator("#office-session").textContent(), { timeout: slack(20_000) })
        .toContain("Your last change is live");
    },
    slack(120_000),
  );

  test(
    "an empty Spanish title and 2027-02-30 are refused in the editor; nothing is written",
    async () => {
      const { page } = editor();
      const head = git("rev-parse", "HEAD");
      const job = "app/content/data/jobs/es/registered-nurse.yml";
      const jobBefore = await readFile(path.join(site(), job), "utf8");
      await openEditor(page, "#/collections/jobs/entries/registered-nurse");
      const spanishTitle = page.getByLabel("Job title", { exact: true }).nth(1);
      await expect.poll(() => spanishTitle.inputValue()).not.toBe("");
      // The hours are shown in words, not as their codes.
      await page.getByText("Full-time", { exact: true }).first().waitFor();
      expect((await page.locator("body").textContent()) ?? "").not.toContain("FULL_TIME");
      await spanishTitle.fill("");
      await publish(page);
      await page
        .getByText(/required|Not saved/i)
        .first()
        .waitFor({ timeout: slack(20_000) });
      expect(await readFile(path.join(site(), job), "utf8")).toBe(jobBefore);
      expect(git("rev-parse", "HEAD")).toBe(head);

      const offerBefore = await readFile(path.join(site(), OFFER_FILE("en")), "utf8");
      await openEditor(page, `#/collections/offers/entries/${OFFER}`);
      const field = page.getByLabel("Last day (optional)").first();
      await expect.poll(() => field.inputValue()).not.toBe("");
      // Typed as a person types it, month, day, year: a native date field holds no 30 February.
      await field.click();
      await page.keyboard.type("02302027");
      expect(await field.inputValue()).not.toBe("2027-02-30");
      await publish(page);
      await page
        .getByText(/Entry saved|Not saved|required|invalid/i)
        .first()
        .waitFor({ timeout: slack(20_000) });
      const offerAfter = await readFile(path.join(site(), OFFER_FILE("en")), "utf8");
      expect(offerAfter).not.toContain("2027-02-30");
      expect(offerAfter).toBe(offerBefore);
      expect(git("rev-parse", "HEAD")).toBe(head);
    },
    slack(120_000),
  );

  test(
    "the agency facts: English and Spanish side by side, rows by their words, a change is a one-line diff",
    async () => {
      const { page } = editor();
      await page.goto("about:blank");
      await page.goto(`${live.server().origin}/admin/#/collections/settings/entries/settings`);
      // The office hours' rows, collapsed, read as their days.
      const row = page.getByText(HOURS_ROW, { exact: true }).first();
      await row.waitFor({ timeout: slack(60_000) });
      // Its bar, just above, has the button that opens it (the chevron).
      await row.locator("xpath=preceding-sibling::*[1]//button").first().click();
      const english = page.locator('input[lang="en"]:visible').first();
      const spanish = page.locator('input[lang="es"]:visible').first();
      await english.waitFor();
      const [en, es] = [(await english.boundingBox())!, (await spanish.boundingBox())!];
      expect(Math.abs(en.y - es.y)).toBeLessThan(4);
      expect(es.x).toBeGreaterThan(en.x + en.width - 1);
      // A license line too: its number and sample mark, then its two wordings side by side.
      const lineEn = page.getByLabel("Line in English").first();
      const lineEs = page.getByLabel("Line in Spanish").first();
      const [le, ls] = [(await lineEn.boundingBox())!, (await lineEs.boundingBox())!];
      expect(Math.abs(le.y - ls.y)).toBeLessThan(4);
      expect(ls.x).toBeGreaterThan(le.x + le.width - 1);
      const body = (await page.locator("body").textContent()) ?? "";
      expect(body).not.toContain("Map {");
      expect(body).not.toContain("UTC");
      const file = "app/content/data/settings.yml";
      const words = await spanish.inputValue();
      expect(words).not.toBe("");
      expect(await readFile(path.join(site(), file), "utf8")).toContain(words);
      await spanish.fill(`${words} (Florida)`);
      const head = git("rev-parse", "HEAD");
      await publish(page);
      await page
        .getByText(/Entry published/i)
        .first()
        .waitFor({ timeout: slack(30_000) });
      await expect.poll(() => git("rev-parse", "HEAD")).not.toBe(head);
      expect(git("diff", "--numstat", "HEAD~1", "HEAD")).toBe(`1\t1\t${file}`);
    },
    slack(120_000),
  );

  test(
    "a sentence added to an article in both languages: one commit, a one-line diff in each file, built for real and live on both pages",
    async () => {
      const { page } = editor();
      await openEditor(page, `#/collections/articles/entries/${ARTICLE}`);
      for (const [i, lang] of (["en", "es"] as const).entries()) {
        const body = page.locator('[data-slate-editor="true"]').nth(i);
        await expect
          .poll(async () => ((await body.textContent()) ?? "").length, { timeout: slack(30_000) })
          .toBeGreaterThan(200);
        // The caret at the start of the first text (set in the page: a click lands wherever the busy machine puts it).
        await body.click();
        await expect
          .poll(() =>
            body.evaluate((editor) => {
              const walker = document.createTreeWalker(editor, NodeFilter.SHOW_TEXT, {
                acceptNode: (node) =>
                  (node.textContent ?? "").replace(/\uFEFF/g, "") ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP,
              });
              const first = walker.nextNode();
              const caret = getSelection();
              if (!first || !caret) return false;
              if (caret.anchorNode !== first || caret.anchorOffset !== 0) caret.collapse(first, 0);
              return caret.anchorNode === first && caret.anchorOffset === 0 && document.activeElement === editor;
            }),
          )
          .toBe(true);
        await page.keyboard.insertText(`${SENTENCE[lang]} `);
        await expect.poll(async () => (await body.textContent()) ?? "").toContain(SENTENCE[lang]);
      }
      const head = git("rev-parse", "HEAD");
      live.useBuild("real");
      await publish(page);
      await page
        .getByText(/Entry published/i)
        .first()
        .waitFor({ timeout: slack(30_000) });
      await expect.poll(() => git("rev-parse", "HEAD")).not.toBe(head);
      expect(git("log", "-1", "--format=%an")).toBe(EDITOR.name);
      expect(git("diff", "--numstat", "HEAD~1", "HEAD").split("\n").sort()).toEqual([
        `1\t1\tapp/content/blog/en/${ARTICLE}.md`,
        `1\t1\tapp/content/blog/es/${ARTICLE}.md`,
      ]);
      expect(git("show", `HEAD:app/content/blog/es/${ARTICLE}.md`)).toContain(SENTENCE.es);
      // Built for real and swapped in: the sentence on the article's live pages, in each language.
      const { slug } = parse(
        /^---\n([\s\S]*?)\n---/.exec(await readFile(path.join(root, `app/content/blog/en/${ARTICLE}.md`), "utf8"))![1]!,
      ) as { slug: string };
      const built = () => live.server().publisher.state().live === git("rev-parse", "HEAD");
      await expect.poll(built, { timeout: slack(240_000), interval: 1000 }).toBe(true);
      live.useBuild("stand-in");
      expect(live.server().publisher.state().last?.ok).toBe(true);
      for (const lang of ["en", "es"] as const) {
        const url = `${live.server().origin}${lang === "es" ? "/es" : ""}/blog/${encodeURI(slug)}`;
        expect(await fetch(url).then((r) => r.text())).toContain(SENTENCE[lang]);
      }
    },
    slack(360_000),
  );

  test(
    "signed out: 401; intake: 403; the editor's 'Sign out' signs out for real",
    async () => {
      const stranger = await openPage(browser());
      await stranger.page.goto(`${live.server().origin}/specials`);
      expect(await api(stranger.page, "entriesByFolder")).toBe(401);
      await stranger.context.close();

      const intake = await live.signIn(browser(), "intake", INTAKE);
      expect(await api(intake.page, "entriesByFolder")).toBe(403);
      await intake.context.close();

      const { page } = editor();
      await page.goto(`${live.server().origin}/admin/#/collections/offers`);
      await page
        .locator("#office-session")
        .getByRole("button", { name: "Sign out" })
        .waitFor({ timeout: slack(60_000) });
      expect(await api(page, "whoami")).toBe(200);
      await page.locator("#office-session").getByRole("button", { name: "Sign out" }).click();
      await page.waitForURL((url) => !url.pathname.startsWith("/admin"));
      expect(await api(page, "whoami")).toBe(401);
      // The editor opened signed out (a session that ended): the sign-in that leads back to it, and
      // the entry that was open kept for then.
      await page.goto(`${live.server().origin}/admin/#/collections/offers`);
      await page.waitForURL((url) => url.pathname === "/office/site/editor");
      await page.locator('form[action="/office/login"]').waitFor();
      expect(await page.evaluate(() => sessionStorage.getItem("editor-return-to"))).toBe("#/collections/offers");
    },
    slack(90_000),
  );
});
