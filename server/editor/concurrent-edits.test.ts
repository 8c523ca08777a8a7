/**
 * Two people signed in at once (two sessions), each with the entry open from before the other's
 * save: changes to different fields are both kept, each under the name of the person who made it;
 * changes to the same field are refused with both versions named by the field's label, in the
 * person's office language, nothing written. The same for drafts, and a draft saved by two people
 * publishes both changes.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { parse } from "yaml";
import { json, removeDir, startTestServer, type TestServer } from "../testing/test-support";
import { makeStaff, signIn } from "../testing/test-office";
import { startServer } from "../index";
import type { BuildCommand } from "./publisher";
import { contentRelease } from "../testing/test-release";

const CAREERS = "app/content/data/pages/careers.yml";
const JOB = "app/content/data/jobs/en/physical-therapist.yml";

const build: BuildCommand = async (_repoDir, outDir) => {
  mkdirSync(path.join(outDir, "client"), { recursive: true });
  writeFileSync(path.join(outDir, "client/index.html"), "<p>site</p>");
  writeFileSync(path.join(outDir, "serve.json"), JSON.stringify({ headers: [{ source: "**", headers: [] }] }));
  return { ok: true, output: "" };
};

let running: TestServer;
let releaseDir: string;
let owner = "";
let editor = "";
const api = async (cookie: string, action: string, params: Record<string, unknown>) => {
  const response = await json(`${running.server.origin}/admin/api`, { action, params }, { Cookie: cookie });
  return { status: response.status, body: JSON.parse(response.text) as Record<string, unknown> };
};
const repoDir = () => path.join(running.data, "site");
const git = (...args: string[]) => execFileSync("git", args, { cwd: repoDir(), encoding: "utf8" }).trim();
const live = (rel: string) => readFileSync(path.join(repoDir(), rel), "utf8");
/** Opens the entry as Decap does: its text as the server has it now. */
const open = async (cookie: string, rel: string) => (await api(cookie, "getEntry", { path: rel })).body.data as string;
const draftFile = async (cookie: string, collection: string, slug: string, rel: string) =>
  (await api(cookie, "unpublishedEntryDataFile", { collection, slug, path: rel, id: rel })).body.data as string;
const replace = (text: string, from: string, to: string) => {
  expect(text).toContain(from);
  return text.replace(from, to);
};
const persist = (cookie: string, rel: string, raw: string) =>
  api(cookie, "persistEntry", { dataFiles: [{ path: rel, raw }], assets: [] });
const persistDraft = (cookie: string, rel: string, raw: string) =>
  api(cookie, "persistEntry", {
    dataFiles: [{ path: rel, raw, slug: "physical-therapist" }],
    assets: [],
    options: { useWorkflow: true, collectionName: "jobs", status: "draft", commitMessage: "ignored" },
  });

beforeAll(async () => {
  releaseDir = contentRelease();
  running = await startTestServer({ editor: { releaseDir, build } });
  const olga = await makeStaff(running.server, { role: "owner", email: "olga@example.com", name: "Olga Owner" });
  const ed = await makeStaff(running.server, { role: "editor", email: "elena@example.com", name: "Elena Editor" });
  owner = await signIn(running.server, olga);
  editor = await signIn(running.server, ed);
  await running.server.repo.ensure();
}, 60_000);

afterAll(async () => {
  await running.close();
  removeDir(releaseDir);
});

describe("two people, one entry", () => {
  test("different fields: both changes kept, each under its author's name", async () => {
    const olgaSees = await open(owner, CAREERS);
    const elenaSees = await open(editor, CAREERS);
    const first = await persist(
      owner,
      CAREERS,
      replace(olgaSees, "heading: Why work with us", "heading: Why nurses stay"),
    );
    expect(first.status).toBe(200);
    // Elena, with the page open from before, changes another sentence.
    const second = await persist(
      editor,
      CAREERS,
      replace(elenaSees, "title: Time for each patient", "title: Time for every patient"),
    );
    expect(second).toMatchObject({ status: 200, body: { message: "entry persisted" } });
    const words = parse(live(CAREERS)) as { en: { why: { heading: string; families: { title: string } } } };
    expect(words.en.why.heading).toBe("Why nurses stay");
    expect(words.en.why.families.title).toBe("Time for every patient");
    expect(git("log", "-2", "--format=%an", "--", CAREERS).split("\n")).toEqual(["Elena Editor", "Olga Owner"]);
    // Elena's commit holds her change only.
    const diff = git("show", "--format=", "HEAD", "--", CAREERS);
    const lines = diff.split("\n").filter((l) => /^[-+](?![-+]{2})/.test(l));
    expect(lines).toEqual(["-      title: Time for each patient", "+      title: Time for every patient"]);
    // Her next save is based on what she sent: Olga's change is still not undone.
    const again = await persist(
      editor,
      CAREERS,
      replace(
        replace(elenaSees, "title: Time for each patient", "title: Time for every patient"),
        "title: Support day and night",
        "title: Support at any hour",
      ),
    );
    expect(again.status).toBe(200);
    expect(live(CAREERS)).toContain("heading: Why nurses stay");
    expect(live(CAREERS)).toContain("title: Support at any hour");
  });

  test("the same field: refused with both versions in words, in the person's language; nothing written", async () => {
    const olgaSees = await open(owner, CAREERS);
    const elenaSees = await open(editor, CAREERS);
    expect((await persist(owner, CAREERS, replace(olgaSees, "Our benefits", "What we offer"))).status).toBe(200);
    const before = live(CAREERS);
    const head = git("rev-parse", "HEAD");
    const refused = await persist(editor, CAREERS, replace(elenaSees, "Our benefits", "Benefits for you"));
    expect(refused.status).toBe(409);
    const message = String(refused.body.error);
    expect(message).toContain("What we offer");
    expect(message).toContain("Benefits for you");
    expect(message).toMatch(/Not saved: someone saved this entry after you opened it/);
    // The field by its label in the editor, with the column's language.
    expect(message).toContain("Buttons under the introduction › Button to the benefits (en)");
    expect(message).not.toContain("heroLinks.benefits");
    expect(refused.body.fields).toEqual([{ label: "Button to the benefits", lang: "en" }]);
    expect(live(CAREERS)).toBe(before);
    expect(git("rev-parse", "HEAD")).toBe(head);
    // In Spanish for a person whose office language is Spanish.
    const elena = running.server.users.list().find((u) => u.email === "elena@example.com")!;
    running.server.users.update(elena.id, { uiLang: "es" });
    try {
      const spanish = await persist(editor, CAREERS, replace(elenaSees, "Our benefits", "Benefits for you"));
      expect(spanish.status).toBe(409);
      expect(String(spanish.body.error)).toMatch(/^No se guardó: otra persona guardó esta entrada/);
    } finally {
      running.server.users.update(elena.id, { uiLang: "en" });
    }
  });

  test("a restart keeps what each person read: merged or refused exactly as without it", async () => {
    const restart = async () => {
      await running.server.stop();
      running.server = await startServer({
        port: 0,
        buildDir: running.build,
        dataDir: running.data,
        editor: { releaseDir, build },
      });
    };
    // Different fields: Elena read the page, the server restarts, Olga publishes, Elena saves.
    const elenaSees = await open(editor, CAREERS);
    await restart();
    const olgaSees = await open(owner, CAREERS);
    expect(
      (await persist(owner, CAREERS, replace(olgaSees, "title: Flexible schedules", "title: Your hours"))).status,
    ).toBe(200);
    const merged = await persist(editor, CAREERS, replace(elenaSees, "title: Paid time off", "title: Paid days off"));
    expect(merged.status).toBe(200);
    expect(live(CAREERS)).toContain("title: Your hours");
    expect(live(CAREERS)).toContain("title: Paid days off");
    // The same field: refused after a restart too, nothing written.
    const elenaAgain = await open(editor, CAREERS);
    await restart();
    const olgaAgain = await open(owner, CAREERS);
    expect(
      (await persist(owner, CAREERS, replace(olgaAgain, "title: Your hours", "title: Hours you choose"))).status,
    ).toBe(200);
    const before = live(CAREERS);
    const refused = await persist(editor, CAREERS, replace(elenaAgain, "title: Your hours", "title: Hours that fit"));
    expect(refused.status).toBe(409);
    expect(String(refused.body.error)).toContain("Hours you choose");
    expect(live(CAREERS)).toBe(before);
  });

  test("drafts: a draft saved over another person's draft keeps both; it publishes both", async () => {
    const olgaSees = await open(owner, JOB);
    const elenaSees = await open(editor, JOB);
    const saved = await persistDraft(
      owner,
      JOB,
      replace(olgaSees, /^title: .*$/m.exec(olgaSees)![0], "title: PT, home visits"),
    );
    expect(saved.status).toBe(200);
    // Elena read the live entry, before Olga's draft: her change to another field is laid over it.
    const summary = /^summary: .*$/m.exec(elenaSees)![0];
    const key = "summary";
    const merged = await persistDraft(editor, JOB, replace(elenaSees, summary, `${key}: Visits in Polk County`));
    expect(merged.status).toBe(200);
    const branch = "cms/jobs/physical-therapist";
    const draft = git("show", `${branch}:${JOB}`);
    expect(draft).toContain("title: PT, home visits");
    expect(draft).toContain(`${key}: Visits in Polk County`);
    expect(git("log", "--format=%an", `HEAD..${branch}`).split("\n")).toEqual(["Elena Editor", "Olga Owner"]);
    // The same field in the draft: refused, the draft as it was.
    const olgaDraft = await draftFile(owner, "jobs", "physical-therapist", JOB);
    expect(
      (await persistDraft(owner, JOB, replace(olgaDraft, `${key}: Visits in Polk County`, `${key}: Visits nearby`)))
        .status,
    ).toBe(200);
    const refused = await persistDraft(
      editor,
      JOB,
      replace(draft, `${key}: Visits in Polk County`, `${key}: Visits at home`),
    );
    expect(refused.status).toBe(409);
    expect(git("show", `${branch}:${JOB}`)).toContain(`${key}: Visits nearby`);
    // Published: both people's words on the live site.
    const published = await api(owner, "publishUnpublishedEntry", { collection: "jobs", slug: "physical-therapist" });
    expect(published.status).toBe(200);
    expect(live(JOB)).toContain("title: PT, home visits");
    expect(live(JOB)).toContain(`${key}: Visits nearby`);
  });
});
