/**
 * The editor at /admin against its local backend, on a copy of the project (never the working
 * tree): `npm run edit` in the copy, then an office manager's tasks in Chromium — change an offer's
 * last day and a job opening's title in both languages, write an article in both languages, change
 * a sentence of the privacy policy in both languages — and the files they change; then the copy's build shows the new words on the pages, in the sitemap and
 * the feeds, and a file with a wrong field stops the build naming the file and the field. The
 * built site's /admin has its own headers and loads nothing from other hosts.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { formatDate } from "~/i18n/dates";
import { origin, openPage, useBrowser, type Visit } from "./harness";
import { buildProject, freePort, root, tempProject } from "./temp-project";
import { slack } from "./machine-load";

let sitePort = 0;
const project = tempProject("admin-e2e");
const file = (name: string) => readFileSync(path.join(project.dir, name), "utf8");
let edit: ChildProcess;
let address = "";

const until = async (check: () => boolean | Promise<boolean>, what: string, ms = 30_000) => {
  const end = Date.now() + slack(ms);
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

beforeAll(async () => {
  sitePort = await freePort();
  const backendPort = await freePort();
  edit = spawn(process.execPath, ["scripts/edit.mjs"], {
    cwd: project.dir,
    env: { ...process.env, EDIT_PORT: String(sitePort), DECAP_SERVER_PORT: String(backendPort) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  edit.stdout!.on("data", (chunk) => (out += chunk));
  edit.stderr!.on("data", (chunk) => (out += chunk));
  await until(() => /open (http:\S+)/.test(out), "npm run edit to print the address", 120_000);
  address = /open (http:\S+)/.exec(out)![1]!;
}, slack(150_000));

afterAll(() => {
  edit?.kill("SIGTERM");
  project.remove();
});

/** Opens the editor on `route` (a fresh load), signing in to the local backend if asked. */
async function open(page: Page, route: string) {
  await page.goto("about:blank");
  await page.goto(`${address}${route}`);
  const login = page.getByRole("button", { name: /login/i });
  const form = page.getByText(/Writing in/).first();
  await Promise.race([login.waitFor({ timeout: slack(60_000) }), form.waitFor({ timeout: slack(60_000) })]);
  if (await login.isVisible()) {
    await login.click();
    await page.goto("about:blank");
    await page.goto(`${address}${route}`);
  }
  await form.waitFor({ timeout: slack(60_000) });
}

/** Waits until the entry has loaded into the field (it shows its saved value), then types the new one. */
async function replace(field: Locator, value: string) {
  await until(async () => (await field.inputValue()) !== "", "the entry to load");
  await field.fill(value);
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now", { exact: true }).click();
  await page
    .getByText(/Entry saved/i)
    .first()
    .waitFor({ timeout: slack(30_000) })
    .catch(async (error: unknown) => {
      await page.screenshot({ path: path.join(root, ".screenshots/admin-publish-failed.png"), fullPage: true });
      throw error;
    });
}

const NEW_END = "2027-02-28";
const NEW_TITLE = {
  en: "Registered Nurse (RN), home visits",
  es: "Enfermero(a) registrado(a) (RN), visitas a domicilio",
};
const ARTICLE = {
  slug: "staying-cool-in-a-florida-summer",
  en: { title: "Staying Cool in a Florida Summer", text: "Drink water often and keep the blinds closed at midday." },
  es: {
    title: "Cómo mantenerse fresco en el verano de Florida",
    text: "Tome agua con frecuencia y cierre las persianas al mediodía.",
  },
};

/** The privacy policy's files, and the sentence the editor adds at the top of each. */
const PRIVACY_FILES = { en: "app/content/legal/en/privacy-policy.md", es: "app/content/legal/es/privacy-policy.md" };
const PRIVACY_SENTENCE = {
  en: "We updated this policy so that every visitor can read it in a few minutes.",
  es: "Actualizamos esta política para que cada visitante pueda leerla en pocos minutos.",
};

describe("/admin", () => {
  const browser = useBrowser();

  describe("the editor (npm run edit, decap-server) on a copy of the project", () => {
    // One tab for the three editing tests, kept warm: the editor loaded in a new tab compiles Decap again.
    let tab: Visit | undefined;
    const editorTab = async () => (tab ??= await openPage(browser()));
    afterAll(() => tab?.context.close());

    test("prints the address of the editor on the development site", () => {
      expect(address).toBe(`http://127.0.0.1:${sitePort}/admin/`);
    });

    test(
      "an offer's last day and a job opening's title in both languages, saved to their files",
      async () => {
        const { page } = await editorTab();
        const hosts = new Set<string>();
        page.on("request", (r) => hosts.add(new URL(r.url()).hostname));
        await open(page, "#/collections/offers/entries/companion-first-week");
        await replace(page.getByLabel("Last day (optional)").first(), NEW_END);
        await publish(page);
        await until(
          () => file("app/content/data/offers/en/companion-first-week.yml").includes(`ends: ${NEW_END}`),
          "the offer file",
        );

        await open(page, "#/collections/jobs/entries/registered-nurse");
        await replace(page.getByLabel("Job title", { exact: true }).nth(0), NEW_TITLE.en);
        await replace(page.getByLabel("Job title", { exact: true }).nth(1), NEW_TITLE.es);
        await publish(page);
        await until(
          () => file("app/content/data/jobs/es/registered-nurse.yml").includes(NEW_TITLE.es),
          "the job files",
        ).catch((error: Error) => {
          throw new Error(
            `${error.message}:\n${file("app/content/data/jobs/en/registered-nurse.yml")}\n${file("app/content/data/jobs/es/registered-nurse.yml")}`,
          );
        });
        expect(file("app/content/data/jobs/en/registered-nurse.yml")).toContain(`title: ${NEW_TITLE.en}`);
        expect([...hosts].filter((h) => h !== "127.0.0.1" && h !== "")).toEqual([]);
      },
      slack(120_000),
    );

    test(
      "an article written in both languages",
      async () => {
        const { page } = await editorTab();
        await open(page, "#/collections/articles/new");
        for (const [i, lang] of (["en", "es"] as const).entries()) {
          const words = ARTICLE[lang];
          await page.getByLabel("Title", { exact: true }).nth(i).fill(words.title);
          await page.getByLabel("Description for search engines", { exact: true }).nth(i).fill(words.text);
          await page.getByLabel("Excerpt on the blog page", { exact: true }).nth(i).fill(words.text);
          await page
            .getByRole("button", { name: /Add tags/ })
            .nth(i)
            .click();
          await page
            .locator(`[id^="tags-field"]`)
            .nth(i)
            .getByLabel("Line")
            .last()
            .fill(lang === "en" ? "summer" : "verano");
          await page.getByLabel("Picture description (for blind readers)", { exact: true }).nth(i).fill(words.title);
          await page
            .getByLabel("Call box button", { exact: true })
            .nth(i)
            .fill(lang === "en" ? "Call us" : "Llámenos");
          await page.locator('[data-slate-editor="true"]').nth(i).click();
          await page.keyboard.type(words.text);
          // A health article names its sources (the launch check and the page read them).
          await page
            .getByRole("button", { name: /Add sources/ })
            .nth(i)
            .click();
          const source = page.locator(`[id^="sources-field"]`).nth(i);
          await source.getByLabel("Name of the source").last().fill("Medicare.gov");
          await source.getByLabel("Address of the source").last().fill("https://www.medicare.gov/");
        }
        await page.getByLabel("Address (URL)", { exact: true }).first().fill(ARTICLE.slug);
        await page.getByLabel("Date", { exact: true }).first().fill("2026-11-20");
        await page.getByLabel("Last reviewed", { exact: true }).first().fill("2026-11-20");
        await page.getByLabel("Category", { exact: true }).first().fill("Safety");
        await page.keyboard.press("Enter");
        await publish(page);
        const en = `app/content/blog/en/${ARTICLE.slug}.md`;
        await until(() => {
          try {
            return file(`app/content/blog/es/${ARTICLE.slug}.md`).includes(ARTICLE.es.text);
          } catch {
            return false;
          }
        }, "the article's files");
        expect(file(en)).toContain(`title: ${ARTICLE.en.title}`);
        expect(file(en)).toContain("category: safety-prevention");
      },
      slack(120_000),
    );

    test(
      "a sentence of the privacy policy, changed in both languages, saved to its two files",
      async () => {
        const { page } = await editorTab();
        await open(page, "#/collections/legal/entries/privacy-policy");
        for (const [i, lang] of (["en", "es"] as const).entries()) {
          const body = page.locator('[data-slate-editor="true"]').nth(i);
          await until(async () => ((await body.textContent()) ?? "").length > 200, "the page's text in the editor");
          // One input event for the whole sentence: typed key by key, the editor may re-render mid-way.
          // An insertion the editor drops while it is still settling (nothing of it arrives) is tried again.
          const text = async () => (await body.textContent()) ?? "";
          for (let attempt = 1; !(await text()).includes(PRIVACY_SENTENCE[lang]); attempt++) {
            if (attempt > 3) throw new Error(`the editor dropped the ${lang} sentence three times`);
            // The caret goes before the text's first letter, set in the page itself (a click and
            // Control+Home leave it wherever the click landed when the machine is busy), and the
            // sentence is inserted only once it is there.
            await body.click();
            await until(
              () =>
                body.evaluate((editor) => {
                  const letters = (node: Node) => (node.textContent ?? "").replace(/\uFEFF/g, "").length > 0;
                  const walker = document.createTreeWalker(editor, NodeFilter.SHOW_TEXT, {
                    acceptNode: (node) => (letters(node) ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP),
                  });
                  const first = walker.nextNode();
                  const caret = getSelection();
                  if (!first || !caret) return false;
                  if (caret.anchorNode !== first || caret.anchorOffset !== 0 || !caret.isCollapsed)
                    caret.collapse(first, 0);
                  return caret.anchorNode === first && caret.anchorOffset === 0 && document.activeElement === editor;
                }),
              `the caret at the start of the ${lang} text`,
              10_000,
            );
            await page.keyboard.insertText(`${PRIVACY_SENTENCE[lang]} `);
            await until(async () => (await text()).includes(PRIVACY_SENTENCE[lang]), "the sentence", 5_000).catch(
              () => undefined,
            );
          }
          await until(
            async () => (await text()).startsWith(PRIVACY_SENTENCE[lang]),
            `the ${lang} sentence in the editor`,
          );
        }
        await publish(page);
        await until(
          () =>
            file(PRIVACY_FILES.en).includes(PRIVACY_SENTENCE.en) &&
            file(PRIVACY_FILES.es).includes(PRIVACY_SENTENCE.es),
          "the privacy policy's files",
        ).catch((error: Error) => {
          throw new Error(
            `${error.message}:\n${file(PRIVACY_FILES.en).slice(0, 800)}\n${file(PRIVACY_FILES.es).slice(0, 800)}`,
          );
        });
      },
      slack(120_000),
    );

    test(
      "the copy's build shows the new words on the pages, the blog, the sitemap and the feeds",
      () => {
        edit.kill("SIGTERM");
        const { status, output } = buildProject(project.dir);
        expect(status, output.slice(-3000)).toBe(0);
        const built = (name: string) => readFileSync(path.join(project.dir, "build/client", name), "utf8");
        expect(built("specials/index.html")).toContain(formatDate(NEW_END, "en"));
        expect(built("es/specials/index.html")).toContain(formatDate(NEW_END, "es"));
        expect(built("careers/index.html")).toContain(NEW_TITLE.en);
        expect(built("es/careers/index.html")).toContain(NEW_TITLE.es);
        expect(built("blog/index.html")).toContain(ARTICLE.en.title);
        expect(built("es/blog/index.html")).toContain(ARTICLE.es.title);
        expect(built(`blog/${ARTICLE.slug}/index.html`)).toContain(ARTICLE.en.text);
        expect(built(`es/blog/${ARTICLE.slug}/index.html`)).toContain(ARTICLE.es.text);
        expect(built("sitemap.xml")).toContain(`/blog/${ARTICLE.slug}`);
        expect(built("blog/feed.xml")).toContain(ARTICLE.en.title);
        expect(built("es/blog/feed.xml")).toContain(ARTICLE.es.title);
        expect(built("privacy-policy/index.html")).toContain(PRIVACY_SENTENCE.en);
        expect(built("es/privacy-policy/index.html")).toContain(PRIVACY_SENTENCE.es);
      },
      slack(300_000),
    );

    test(
      "a file with a wrong field stops the build, naming the file and the field",
      () => {
        const name = "app/content/data/offers/en/companion-first-week.yml";
        writeFileSync(path.join(project.dir, name), file(name).replace(/^ends: .*$/m, "ends: next Friday"));
        const { status, output } = buildProject(project.dir);
        expect(status).not.toBe(0);
        expect(output).toContain(`${name}: ends: expected a date like 2026-12-31, got 'next Friday'`);
      },
      slack(300_000),
    );
  });

  describe("the built site's /admin", () => {
    test(
      "its own policy and noindex, Decap from the site itself, nothing from other hosts; signed out, the office's sign-in",
      async () => {
        const response = await fetch(`${origin}/admin/`);
        expect(response.status).toBe(200);
        expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
        expect(response.headers.get("content-security-policy")).toContain("script-src 'self' 'unsafe-eval'");
        expect((await fetch(`${origin}/`)).headers.get("content-security-policy")).not.toContain("unsafe-eval");
        expect(await fetch(`${origin}/admin/config.yml`).then((r) => r.text())).toContain("collections:");
        // The same configuration in Spanish, for a person whose office language is Spanish.
        const spanish = await fetch(`${origin}/admin/config.es.yml`);
        expect(spanish.status).toBe(200);
        expect(await spanish.text()).toMatch(/label: Nombre del puesto\n[\s\S]*locale: es/);
        const v = await openPage(browser());
        await v.page.goto(`${origin}/admin/`);
        // Signed out, the editor (its backend is this server) sends the browser to the office's
        // sign-in, at the address that leads back to the editor once signed in.
        await v.page.waitForURL(`${origin}/office/site/editor`, { timeout: slack(60_000) });
        await v.page.locator('form[action="/office/login"]').waitFor();
        expect(v.offsite).toEqual([]);
        expect(v.csp).toEqual([]);
        // The editor's first question to its backend is answered 401 (signed out): that is how it knows.
        expect(v.errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
        await v.context.close();
      },
      slack(90_000),
    );

    test("is in no sitemap", () => {
      return fetch(`${origin}/sitemap.xml`)
        .then((r) => r.text())
        .then((xml) => expect(xml).not.toContain("/admin"));
    });
  });
});
