/**
 * Drafts (Decap's editorial workflow) on a real server, a real git repository in a temporary
 * DATA_DIR and a fake build: a draft is a branch, never built, the live branch and the live site
 * unchanged; a refused draft writes nothing; its status; the office's list of open drafts; publish
 * merges it as the person and publishes; delete drops it; a publish that would conflict is refused.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { json, removeDir, send, startTestServer, type TestServer } from "../testing/test-support";
import { makeStaff, signIn } from "../testing/test-office";
import type { BuildCommand } from "./publisher";
import { contentRelease, OFFER, offerPage } from "../testing/test-release";
import { mergeRelease } from "./release";

const OFFER_ES = "app/content/data/offers/es/referral-credit.yml";
const JOB = "app/content/data/jobs/en/physical-therapist.yml";

let builds = 0;
const fakeBuild: BuildCommand = async (repoDir, outDir) => {
  builds++;
  return offerPage(repoDir, outDir);
};

let running: TestServer;
let releaseDir: string;
let editor = "";
const api = (action: string, params: Record<string, unknown> = {}) =>
  json(`${running.server.origin}/admin/api`, { action, params }, { Cookie: editor });
const answer = async (action: string, params: Record<string, unknown> = {}) => {
  const response = await api(action, params);
  return { status: response.status, body: JSON.parse(response.text) };
};
const repoDir = () => path.join(running.data, "site");
const git = (...args: string[]) => execFileSync("git", args, { cwd: repoDir(), encoding: "utf8" }).trim();
const live = (rel: string) => readFileSync(path.join(repoDir(), rel), "utf8");
const audit = (action: string) => running.server.audit.list({ action }, { offset: 0, limit: 50 }).entries;
/** Decap's persistEntry under the editorial workflow. */
const draftSave = (collection: string, slug: string, files: [string, string][], status = "draft") =>
  answer("persistEntry", {
    dataFiles: files.map(([p, raw]) => ({ path: p, raw, slug })),
    assets: [],
    options: { useWorkflow: true, collectionName: collection, status, commitMessage: "ignored" },
  });
const withEnds = (text: string, ends: string) => text.replace(/^ends: .*$/m, `ends: ${ends}`);

beforeAll(async () => {
  releaseDir = contentRelease();
  running = await startTestServer({ editor: { releaseDir, build: fakeBuild } });
  const ed = await makeStaff(running.server, { role: "editor", email: "eddie@example.com", name: "Eddie Editor" });
  editor = await signIn(running.server, ed);
  await running.server.repo.ensure();
  // The live site: a first publish, so the page shows the offer.
  await running.server.publisher.publish();
}, 60_000);

afterAll(async () => {
  await running.close();
  removeDir(releaseDir);
});

describe("a draft", () => {
  test("saved as a draft: a commit by the person on cms/offers/referral-credit; the live branch, files and site unchanged", async () => {
    const head = git("rev-parse", "HEAD");
    const page = (await send(`${running.server.origin}/`)).text;
    const built = builds;
    const saved = await draftSave("offers", "referral-credit", [
      [OFFER, withEnds(live(OFFER), "2027-05-31")],
      [OFFER_ES, live(OFFER_ES)],
    ]);
    expect(saved).toEqual({ status: 200, body: { message: "entry persisted" } });
    expect(git("rev-parse", "HEAD")).toBe(head);
    expect(git("status", "--porcelain")).toBe("");
    expect(live(OFFER)).toBe(readFileSync(path.join(releaseDir, OFFER), "utf8"));
    expect(git("log", "-1", "--format=%an <%ae>|%s", "cms/offers/referral-credit")).toBe(
      "Eddie Editor <eddie@example.com>|Offers: referral credit (en: Last day “2027-05-31”)",
    );
    expect(git("diff", "--numstat", "HEAD", "cms/offers/referral-credit")).toBe(`1\t1\t${OFFER}`);
    await running.server.publisher.publish();
    expect(builds).toBe(built);
    expect((await send(`${running.server.origin}/`)).text).toBe(page);
    expect(audit("site-draft-saved")).toHaveLength(1);
    expect(audit("site-saved")).toHaveLength(0);
  });

  test("the editor reads it back: the list, the entry (status, files, author), its file", async () => {
    expect((await answer("unpublishedEntries")).body).toEqual(["offers/referral-credit"]);
    const entry = (await answer("unpublishedEntry", { id: "offers/referral-credit" })).body;
    expect(entry).toMatchObject({
      collection: "offers",
      slug: "referral-credit",
      status: "draft",
      diffs: [{ path: OFFER, newFile: false }],
      pullRequestAuthor: "Eddie Editor",
    });
    const file = await answer("unpublishedEntryDataFile", {
      collection: "offers",
      slug: "referral-credit",
      path: OFFER,
      id: OFFER,
    });
    expect(file.body.data).toContain("ends: 2027-05-31");
    expect((await answer("unpublishedEntry", { collection: "offers", slug: "no-such-offer" })).status).toBe(404);
  });

  test("a second save is a second commit on the draft; a refused one writes nothing", async () => {
    const draft = await answer("unpublishedEntryDataFile", {
      collection: "offers",
      slug: "referral-credit",
      path: OFFER,
    });
    const saved = await draftSave("offers", "referral-credit", [
      [OFFER, draft.body.data.replace("cta: Refer a family", "cta: Refer a friend")],
    ]);
    expect(saved.status).toBe(200);
    expect(git("rev-list", "--count", "HEAD..cms/offers/referral-credit")).toBe("2");
    const tipBefore = git("rev-parse", "cms/offers/referral-credit");
    const refused = await draftSave("offers", "referral-credit", [[OFFER, withEnds(draft.body.data, "2027-02-30")]]);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatch(/^Not saved: Last day \(en\): .*2027-02-30.*referral-credit\.yml\)$/);
    expect(refused.body.fields).toMatchObject([{ label: "Last day", lang: "en" }]);
    expect(git("rev-parse", "cms/offers/referral-credit")).toBe(tipBefore);
    // A refused first save makes no branch.
    const job = await draftSave("jobs", "physical-therapist", [[JOB, live(JOB).replace(/^title: .*$/m, 'title: ""')]]);
    expect(job.status).toBe(422);
    expect(git("branch", "--list", "cms/*")).toBe("cms/offers/referral-credit");
    expect(git("status", "--porcelain")).toBe("");
    expect(audit("site-draft-refused")).toHaveLength(2);
  });

  test("status: in review, then ready; recorded", async () => {
    const params = { collection: "offers", slug: "referral-credit" };
    expect((await answer("updateUnpublishedEntryStatus", { ...params, newStatus: "pending_publish" })).status).toBe(
      200,
    );
    expect((await answer("unpublishedEntry", params)).body.status).toBe("pending_publish");
    expect((await answer("updateUnpublishedEntryStatus", { ...params, newStatus: "live!" })).status).toBe(400);
    expect(audit("site-draft-status")).toHaveLength(1);
  });

  test("/office/site lists the open draft: who, what, a link to it in the editor", async () => {
    const page = await send(`${running.server.origin}/office/site`, { headers: { Cookie: editor } });
    expect(page.text).toContain("Offers: referral credit (en: Last day “2027-05-31”, Button “Refer a friend”)");
    expect(page.text).toContain("Status: ready");
    expect(page.text).toContain('href="/admin/#/collections/offers/entries/referral-credit"');
    expect(page.text).toMatch(/Eddie Editor/);
  });

  test("publish: merged into the live branch as the person, in words, then built and live", async () => {
    const before = git("rev-parse", "HEAD");
    const published = await answer("publishUnpublishedEntry", { collection: "offers", slug: "referral-credit" });
    expect(published.status).toBe(200);
    expect(git("log", "-1", "--format=%an <%ae>|%cn|%s|%P")).toBe(
      `Eddie Editor <eddie@example.com>|Site server|Offers: referral credit (en: Last day “2027-05-31”, Button “Refer a friend”)|${before} ${git("rev-parse", "HEAD^2")}`,
    );
    expect(git("branch", "--list", "cms/*")).toBe("");
    expect(live(OFFER)).toContain("ends: 2027-05-31");
    await running.server.publisher.publish();
    expect((await send(`${running.server.origin}/`)).text).toContain("cta: Refer a friend");
    expect(audit("site-draft-published")).toHaveLength(1);
    // The history shows the publish as one change, with its file.
    const history = await running.server.repo.history();
    expect(history[0]).toMatchObject({ message: expect.stringMatching(/^Offers: referral credit/), files: [OFFER] });
  });

  test("delete drops the draft; nothing live changes", async () => {
    const head = git("rev-parse", "HEAD");
    expect((await draftSave("offers", "referral-credit", [[OFFER, withEnds(live(OFFER), "2027-06-30")]])).status).toBe(
      200,
    );
    expect((await answer("deleteUnpublishedEntry", { collection: "offers", slug: "referral-credit" })).status).toBe(
      200,
    );
    expect(git("branch", "--list", "cms/*")).toBe("");
    expect(git("rev-parse", "HEAD")).toBe(head);
    expect(audit("site-draft-deleted")).toHaveLength(1);
    expect((await answer("unpublishedEntries")).body).toEqual([]);
  });

  test("a draft whose lines changed on the live site since is not published; both stay as they were", async () => {
    expect((await draftSave("offers", "referral-credit", [[OFFER, withEnds(live(OFFER), "2027-07-31")]])).status).toBe(
      200,
    );
    const saved = await answer("persistEntry", {
      dataFiles: [{ path: OFFER, raw: withEnds(live(OFFER), "2027-08-31") }],
      assets: [],
    });
    expect(saved.status).toBe(200);
    const head = git("rev-parse", "HEAD");
    const refused = await answer("publishUnpublishedEntry", { collection: "offers", slug: "referral-credit" });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain(OFFER);
    expect(git("rev-parse", "HEAD")).toBe(head);
    expect(git("status", "--porcelain")).toBe("");
    expect(git("branch", "--list", "cms/*")).toBe("cms/offers/referral-credit");
    expect(audit("site-draft-publish-refused")).toHaveLength(1);
  });

  test("a new release that changed the lines the office changed: /office/site says which files and what to do", async () => {
    const head = git("rev-parse", "HEAD");
    writeFileSync(
      path.join(releaseDir, OFFER),
      withEnds(readFileSync(path.join(releaseDir, OFFER), "utf8"), "2026-01-31"),
    );
    expect(await mergeRelease(running.server.repo)).toEqual({ merged: null, conflicts: [OFFER] });
    expect(git("rev-parse", "HEAD")).toBe(head);
    const page = await send(`${running.server.origin}/office/site`, { headers: { Cookie: editor } });
    // The apostrophe as React escapes it (&#x27;) or as the HTML helpers did (&#39;).
    expect(page.text).toMatch(/A new version of the site&#(39|x27);s code is waiting/);
    expect(page.text).toContain(`both changed ${OFFER}`);
    expect(page.text).toContain("git merge release");
  });
});
