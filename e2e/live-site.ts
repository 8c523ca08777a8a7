/**
 * A site server of its own for the editor's browser tests: the built server with a data directory
 * and content repository of its own, a build the test chooses (by default a stand-in: the served
 * build copied, then the test's own step on the copy; or the real build), editors made with the
 * office's command line, and the editor's steps: open an entry, save it as a draft, set it Ready
 * and publish it.
 */
import { execFileSync } from "node:child_process";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import type { RunningServer } from "../server/index";
import { totpCode } from "../server/accounts/two-step";
import { reactRouterBuild, type BuildCommand } from "../server/editor/publisher";
import { startContent } from "../server/editor/release";
import { startServer } from "../scripts/serve.mjs";
import { openPage, type Visit } from "./harness";
import { root } from "./temp-project";
import { slack } from "./machine-load";

export interface Person {
  email: string;
  name: string;
  password: string;
}

/** What a stand-in build does to its copy of the served build (`outDir`) from the repository (`repoDir`). */
export type StandInStep = (repoDir: string, outDir: string) => Promise<unknown>;

export function liveSite(prefix: string, standInStep: StandInStep = async () => {}) {
  let server: RunningServer;
  let dataDir = "";
  let kind: "stand-in" | "real" = "stand-in";
  const build: BuildCommand = async (repoDir, outDir) => {
    if (kind === "real") return reactRouterBuild(repoDir, outDir);
    const from = server.servedBuild();
    await cp(path.join(from, "client"), path.join(outDir, "client"), { recursive: true });
    await cp(path.join(from, "serve.json"), path.join(outDir, "serve.json"));
    await standInStep(repoDir, outDir);
    return { ok: true, output: "stand-in build" };
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), `${prefix}-`));
    server = (await startServer({ port: 0, dataDir, editor: { build, releaseDir: root } })) as unknown as RunningServer;
    // As `npm start` does: the content repository made from the release, the release merged.
    await startContent(server);
  }, slack(60_000));
  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const site = () => path.join(dataDir, "site");
  const git = (...args: string[]) => execFileSync("git", args, { cwd: site(), encoding: "utf8" }).trim();

  /** Makes an account with the office's command line; answers its one-time link. */
  function addUser(role: "editor" | "intake", person: { email: string; name: string }): string {
    const made = execFileSync(
      process.execPath,
      [
        path.join(root, "build/server/office.js"),
        "add-user",
        "--role",
        role,
        "--email",
        person.email,
        "--name",
        person.name,
      ],
      { env: { ...process.env, DATA_DIR: dataDir, PUBLIC_ORIGIN: server.origin }, encoding: "utf8" },
    );
    return /http:\S+\/office\/welcome\/\S+/.exec(made)![0];
  }

  return {
    server: () => server,
    site,
    git,
    addUser,
    /** The build the next publishes run: the stand-in, or the real one. */
    useBuild(next: "stand-in" | "real") {
      kind = next;
    },
    /** A browser context signed in as a new account of `role`, its password set through the one-time link. */
    async signIn(browser: Browser, role: "editor" | "intake", person: Person): Promise<Visit> {
      const visit = await openPage(browser);
      await visit.page.goto(addUser(role, person));
      await visit.page.locator("#password").fill(person.password);
      await visit.page.locator("#confirm").fill(person.password);
      await visit.page.locator("#confirm").press("Enter");
      // Every role sets up two-step sign-in at the first sign-in: the key is on the page.
      const secret = (await visit.page.locator("[data-secret]").getAttribute("data-secret"))!;
      await visit.page.locator("#code").fill(totpCode(secret, Date.now()));
      await visit.page.locator("#code").press("Enter");
      await visit.page.locator('main a[href="/office"]').click();
      await visit.page.locator('form[action="/office/logout"]').first().waitFor();
      return visit;
    },
    /** For a `describe`: a browser context signed in as a new account of `role` for all its tests, closed after them. */
    signedIn(browser: () => Browser, role: "editor" | "intake", person: Person): () => Visit {
      let visit: Visit | undefined;
      beforeAll(async () => {
        visit = await this.signIn(browser(), role, person);
      }, slack(60_000));
      afterAll(() => visit?.context.close());
      return () => visit!;
    },
    /** Opens the editor on `route` and waits for the entry's form. */
    async openEditor(page: Page, route: string) {
      await page.goto("about:blank");
      await page.goto(`${server.origin}/admin/${route}`);
      await page
        // Decap's language switch over the form, in the person's office language.
        .getByText(/Writing in|Está escribiendo en/)
        .first()
        .waitFor({ timeout: slack(60_000) });
    },
    /** Runs `step` with the office (and so Decap) of the account `email` in `lang`; English again afterwards. */
    async inOfficeLanguage(email: string, lang: "en" | "es", step: () => Promise<void>) {
      const person = server.users.list().find((u) => u.email === email)!;
      server.users.update(person.id, { uiLang: lang });
      try {
        await step();
      } finally {
        server.users.update(person.id, { uiLang: "en" });
      }
    },
    /** Whether a build after `before` is live and nothing waits to be built. */
    liveAfter(before: string): boolean {
      const state = server.publisher.state();
      return state.live !== null && state.live !== before && !state.building && !state.queued;
    },
    /**
     * Decap's editorial workflow: Save (a draft, checked by the server; nothing live changes),
     * Status → Ready, Publish → Publish now (its confirmation accepted). A refused save stops at
     * the save, as does a save that changed nothing (no draft).
     */
    async publish(page: Page) {
      // A refusal is a new notice (an earlier one may still be on the page).
      const refusals = page.getByText(/Not saved|required|invalid|Facts are written only/i);
      const before = await refusals.count();
      await page.getByRole("button", { name: "Save", exact: true }).click();
      let settled = false;
      const refused = async () => {
        for (let waited = 0; !settled && waited < 30_000; waited += 200) {
          if ((await refusals.count().catch(() => before)) > before) return false;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        return false;
      };
      const saved = await Promise.race([
        page
          .getByText(/Entry saved/i)
          .first()
          .waitFor({ timeout: slack(30_000) })
          .then(
            () => true,
            () => false,
          ),
        refused(),
      ]);
      settled = true;
      if (!saved || !git("branch", "--list", "cms/*")) return;
      await page
        .getByText(/^Status: /)
        .first()
        .click();
      await page.getByText("Ready", { exact: true }).first().click();
      await page
        .getByText("Status: Ready")
        .first()
        .waitFor({ timeout: slack(20_000) });
      page.once("dialog", (dialog) => void dialog.accept());
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await page.getByText("Publish now", { exact: true }).click();
    },
  };
}

/** The status of one call of the editor's API from `page` (its cookies). */
export const editorApi = (page: Page, action: string) =>
  page.evaluate(
    (a) =>
      fetch("/admin/api", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ action: a, params: {} }),
      }).then((r) => r.status),
    action,
  );
