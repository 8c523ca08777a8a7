/**
 * The editor's backend on a real server, a real git repository in a temporary DATA_DIR and a fake
 * build (it writes a page showing the referral offer's file, or fails naming the file and the
 * field like the real one): who may call it, which paths, the check before a save, the commit's
 * author and its one-line diff, the swap to the new build, a failed build, the history and undo.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { parse, stringify } from "yaml";
import { json, removeDir, send, startTestServer, tempDir, type TestServer } from "../testing/test-support";
import { makeStaff, signIn, csrfOf } from "../testing/test-office";
import { formPost } from "../testing/test-support";
import type { BuildCommand } from "./publisher";
import { contentRelease } from "../testing/test-release";

const OFFER = "app/content/data/offers/en/referral-credit.yml";
const JOB_ES = "app/content/data/jobs/es/physical-therapist.yml";

let builds = 0;
const fakeBuild: BuildCommand = async (repoDir, outDir) => {
  builds++;
  const offer = readFileSync(path.join(repoDir, OFFER), "utf8");
  if (offer.includes("BROKEN"))
    return {
      ok: false,
      output: `Error: The content has a problem:\n  ${OFFER}: ends: expected a date like 2026-12-31, got 'BROKEN'`,
    };
  mkdirSync(path.join(outDir, "client"), { recursive: true });
  writeFileSync(path.join(outDir, "client/index.html"), `<!DOCTYPE html><pre>${offer}</pre>`);
  writeFileSync(path.join(outDir, "client/404.html"), "<!DOCTYPE html><h1>Not found</h1>");
  // A script named by its content, as the real build names them: each build's is another file.
  mkdirSync(path.join(outDir, "client/assets"), { recursive: true });
  writeFileSync(path.join(outDir, `client/assets/page-${path.basename(outDir).slice(0, 8)}.js`), "//");
  writeFileSync(
    path.join(outDir, "serve.json"),
    JSON.stringify({ headers: [{ source: "**", headers: [{ key: "X-Build", value: path.basename(outDir) }] }] }),
  );
  return { ok: true, output: "" };
};

let running: TestServer;
let releaseDir: string;
let editor = "";
let intake = "";
const api = (
  action: string,
  params: Record<string, unknown> = {},
  cookie = editor,
  headers: Record<string, string> = {},
) => json(`${running.server.origin}/admin/api`, { action, params }, { Cookie: cookie, ...headers });
const repoDir = () => path.join(running.data, "site");
const git = (...args: string[]) => execFileSync("git", args, { cwd: repoDir(), encoding: "utf8" }).trim();
const file = (rel: string) => readFileSync(path.join(repoDir(), rel), "utf8");

beforeAll(async () => {
  releaseDir = contentRelease();
  running = await startTestServer({ editor: { releaseDir, build: fakeBuild } });
  const ed = await makeStaff(running.server, { role: "editor", email: "eddie@example.com", name: "Eddie Editor" });
  const ivy = await makeStaff(running.server, { role: "intake", email: "ivy@example.com" });
  editor = await signIn(running.server, ed);
  intake = await signIn(running.server, ivy);
}, 60_000);

afterAll(async () => {
  await running.close();
  removeDir(releaseDir);
});

describe("who may use the editor's API", () => {
  test("signed out: 401; intake: 403; an editor: who they are", async () => {
    expect((await api("whoami", {}, "")).status).toBe(401);
    const refused = await api("getEntry", { path: OFFER }, intake);
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.text).error).toMatch(/role/);
    const me = await api("whoami");
    expect(me.status).toBe(200);
    expect(JSON.parse(me.text)).toMatchObject({
      name: "Eddie Editor",
      email: "eddie@example.com",
      role: "editor",
      // The language of the person's office pages: the editor's own words follow it.
      lang: "en",
    });
  });

  test("a post from another site is refused", async () => {
    const response = await api("whoami", {}, editor, {
      Origin: "https://evil.example",
      "Sec-Fetch-Site": "cross-site",
    });
    expect(response.status).toBe(403);
  });

  test("the repository is made from the release at first use, with one commit", async () => {
    const entry = JSON.parse((await api("getEntry", { path: OFFER })).text);
    expect(entry.data).toBe(readFileSync(path.join(releaseDir, OFFER), "utf8"));
    expect(git("log", "--format=%s")).toBe("Release");
    const listed = JSON.parse(
      (await api("entriesByFolder", { folder: "app/content/data/offers", extension: "yml", depth: 2 })).text,
    );
    expect(listed.map((e: { file: { path: string } }) => e.file.path)).toContain(OFFER);
  });
});

describe("only the content files", () => {
  const persist = (p: string, raw = "x: 1\n") => api("persistEntry", { dataFiles: [{ path: p, raw }], assets: [] });

  test("`..`, an absolute path, another file and a symbolic link are refused and nothing is written", async () => {
    expect((await persist("app/content/data/../../../package.json")).status).toBe(400);
    expect((await persist("/etc/passwd")).status).toBe(400);
    expect((await persist("package.json")).status).toBe(403);
    expect((await api("getEntry", { path: "app/content/data/../../../../etc/passwd" })).status).toBe(400);
    const outside = path.join(tempDir("outside"), "target.yml");
    writeFileSync(outside, "untouched\n");
    symlinkSync(outside, path.join(repoDir(), "app/content/data/offers/en/linked.yml"));
    const linked = await persist("app/content/data/offers/en/linked.yml");
    expect(linked.status).toBe(403);
    expect(JSON.parse(linked.text).error).toMatch(/symbolic link/);
    expect((await api("getEntry", { path: "app/content/data/offers/en/linked.yml" })).status).toBe(403);
    expect(readFileSync(outside, "utf8")).toBe("untouched\n");
    execFileSync("rm", [path.join(repoDir(), "app/content/data/offers/en/linked.yml")]);
    expect(git("log", "--format=%s")).toBe("Release");
  });
});

describe("every field checked before it is saved", () => {
  test("an empty Spanish job title is refused, naming the file and the field; nothing is written", async () => {
    const before = file(JOB_ES);
    const raw = before.replace(/^title: .*$/m, 'title: ""');
    const response = await api("persistEntry", { dataFiles: [{ path: JOB_ES, raw }], assets: [] });
    expect(response.status).toBe(422);
    // The field by its label and the column's language, then the file.
    expect(JSON.parse(response.text).error).toMatch(
      /^Not saved: Job title \(es\): missing \(.*\) \(data\/jobs\/es\/physical-therapist\.yml\)$/,
    );
    // The field to mark in the form: its own label, its column, what is wrong.
    expect(JSON.parse(response.text).fields).toEqual([
      { label: "Job title", lang: "es", message: expect.stringMatching(/^Job title \(es\): missing/) as string },
    ]);
    expect(file(JOB_ES)).toBe(before);
    expect(git("status", "--porcelain")).toBe("");
    // In Spanish for a person whose office language is Spanish.
    const eddie = running.server.users.list().find((u) => u.email === "eddie@example.com")!;
    running.server.users.update(eddie.id, { uiLang: "es" });
    try {
      const spanish = await api("persistEntry", { dataFiles: [{ path: JOB_ES, raw }], assets: [] });
      expect(JSON.parse(spanish.text).error).toMatch(/^No se guardó: Nombre del puesto \(es\): falta \(/);
    } finally {
      running.server.users.update(eddie.id, { uiLang: "en" });
    }
  });

  test("an impossible date (2027-02-30) is refused; nothing is written", async () => {
    const before = file(OFFER);
    const raw = before.replace(/^ends: .*$/m, "ends: 2027-02-30");
    const response = await api("persistEntry", { dataFiles: [{ path: OFFER, raw }], assets: [] });
    expect(response.status).toBe(422);
    expect(JSON.parse(response.text).error).toMatch(
      /^Not saved: Last day \(en\): .*2027-02-30.*referral-credit\.yml\)$/,
    );
    expect(file(OFFER)).toBe(before);
    expect(git("log", "--format=%s")).toBe("Release");
  });
});

describe("save, commit, build, swap; history and undo", () => {
  test("a save is one commit by the person, a one-line diff, recorded, and live once built", async () => {
    const before = file(OFFER);
    // The editor sends the whole file in its own form (its fields' order, long lines folded); the file keeps its form.
    const raw = stringify(
      Object.fromEntries(
        Object.entries(parse(before) as Record<string, unknown>)
          .reverse()
          .map(([key, value]) => [key, key === "ends" ? "2027-03-31" : value]),
      ),
      { lineWidth: 40 },
    );
    const response = await api("persistEntry", { dataFiles: [{ path: OFFER, raw }], assets: [] });
    expect(response.status).toBe(200);
    expect(git("log", "-1", "--format=%an <%ae>|%s")).toBe(
      "Eddie Editor <eddie@example.com>|Offers: referral credit (en: Last day “2027-03-31”)",
    );
    expect(git("diff", "--numstat", "HEAD~1", "HEAD")).toBe(`1\t1\t${OFFER}`);
    await running.server.publisher.publish();
    const page = await send(`${running.server.origin}/`);
    expect(page.text).toContain("ends: 2027-03-31");
    expect(page.headers["x-build"]).toBe(git("rev-parse", "HEAD"));
    expect(running.server.audit.list({ action: "site-saved" }, { offset: 0, limit: 10 }).entries).toHaveLength(1);
    // The next start serves the office's publish, not the release's build.
    expect(JSON.parse(readFileSync(path.join(running.data, "builds/live.json"), "utf8")).commit).toBe(
      git("rev-parse", "HEAD"),
    );
  });

  test("after a publish, the scripts of the build before still answer (a page sent just before the swap loads whole)", async () => {
    const was = git("rev-parse", "HEAD").slice(0, 8);
    writeFileSync(path.join(repoDir(), OFFER), file(OFFER).replace(/^ends: .*$/m, "ends: 2027-04-30"));
    git("commit", "-qam", "Another change");
    await running.server.publisher.publish();
    const now = git("rev-parse", "HEAD").slice(0, 8);
    expect(now).not.toBe(was);
    expect((await send(`${running.server.origin}/assets/page-${now}.js`)).status).toBe(200);
    expect((await send(`${running.server.origin}/assets/page-${was}.js`)).status).toBe(200);
    expect((await send(`${running.server.origin}/assets/page-00000000.js`)).status).toBe(404);
    git("revert", "--no-edit", "HEAD");
    await running.server.publisher.publish();
  });

  test("a build that fails leaves the live site as it was and says why", async () => {
    const live = (await send(`${running.server.origin}/`)).text;
    writeFileSync(path.join(repoDir(), OFFER), file(OFFER).replace(/^ends: .*$/m, "ends: BROKEN"));
    git("commit", "-qam", "A broken file put straight into the repository");
    await running.server.publisher.publish();
    expect((await send(`${running.server.origin}/`)).text).toBe(live);
    const state = JSON.parse((await api("publishState")).text);
    expect(state.last.ok).toBe(false);
    expect(state.last.problems).toEqual([`${OFFER}: ends: expected a date like 2026-12-31, got 'BROKEN'`]);
    expect(state.last.inContent).toBe(true);
    git("revert", "--no-edit", "HEAD");
    await running.server.publisher.publish();
  });

  test("the history lists the save; undo is a revert by the person who clicks it, and goes live", async () => {
    const page = await send(`${running.server.origin}/office/site`, { headers: { Cookie: editor } });
    expect(page.status).toBe(200);
    expect(page.text).toContain("Offers: referral credit (en: Last day “2027-03-31”)");
    expect(page.text).toContain("Eddie Editor");
    // The files in words: the collection by its label, the entry, the language; not the path.
    expect(page.text).toContain("Offers › referral-credit (en)");
    expect(page.text).not.toContain(OFFER);
    // In Spanish for a person whose office language is Spanish: the labels, not the paths.
    const eddie = running.server.users.list().find((u) => u.email === "eddie@example.com")!;
    running.server.users.update(eddie.id, { uiLang: "es" });
    try {
      const spanish = await send(`${running.server.origin}/office/site`, { headers: { Cookie: editor } });
      expect(spanish.text).toContain("Ofertas: referral credit (en: Último día “2027-03-31”)");
      expect(spanish.text).toContain("Ofertas › referral-credit (en)");
    } finally {
      running.server.users.update(eddie.id, { uiLang: "en" });
    }
    const saved = git("log", "--format=%H", "--author=eddie@example.com", "-1");
    // Undo asks first, on a page of its own: what will be undone, who made it; nothing is undone yet.
    expect(page.text).toContain(`href="/office/site/undo/${saved}"`);
    const head = git("rev-parse", "HEAD");
    const ask = await send(`${running.server.origin}/office/site/undo/${saved}`, { headers: { Cookie: editor } });
    expect(ask.status).toBe(200);
    expect(ask.text).toContain("Undo this change?");
    expect(ask.text).toContain("Offers: referral credit (en: Last day “2027-03-31”)");
    expect(ask.text).toContain("before this change by Eddie Editor");
    expect(ask.text).toContain(`action="/office/site/undo/${saved}"`);
    expect(git("rev-parse", "HEAD")).toBe(head);
    const unknown = `/office/site/undo/${"0".repeat(40)}`;
    expect((await send(`${running.server.origin}${unknown}`, { headers: { Cookie: editor } })).status).toBe(404);
    const csrf = await csrfOf(running.server, `/office/site/undo/${saved}`, editor);
    const undo = await formPost(`${running.server.origin}/office/site/undo/${saved}`, { csrf }, { Cookie: editor });
    expect(undo.status).toBe(303);
    expect(undo.headers.location).toBe("/office/site?done=undone");
    expect(git("log", "-1", "--format=%an|%s")).toBe(
      "Eddie Editor|Undo: Offers: referral credit (en: Last day “2027-03-31”)",
    );
    await running.server.publisher.publish();
    expect((await send(`${running.server.origin}/`)).text).toContain(
      readFileSync(path.join(releaseDir, OFFER), "utf8").split("\n")[0]!,
    );
    expect(file(OFFER)).toBe(readFileSync(path.join(releaseDir, OFFER), "utf8"));
    expect(running.server.audit.list({ action: "site-undo" }, { offset: 0, limit: 10 }).entries).toHaveLength(1);
    // Undone: the history says by whom instead of offering it again; the undo itself can be undone.
    const undoCommit = git("rev-parse", "HEAD");
    const after = await send(`${running.server.origin}/office/site`, { headers: { Cookie: editor } });
    expect(after.text).not.toContain(`href="/office/site/undo/${saved}"`);
    expect(after.text).toMatch(/Undone by Eddie Editor \(/);
    expect(after.text).toContain(`href="/office/site/undo/${undoCommit}"`);
    // Asked again from a page left open: nothing is undone twice, the question's page says why.
    const again = await formPost(`${running.server.origin}/office/site/undo/${saved}`, { csrf }, { Cookie: editor });
    expect(again.headers.location).toBe(`/office/site/undo/${saved}`);
    expect(git("rev-parse", "HEAD")).toBe(undoCommit);
    const told = await send(`${running.server.origin}/office/site/undo/${saved}`, { headers: { Cookie: editor } });
    expect(told.text).toMatch(/Undone by Eddie Editor \(/);
    expect(told.text).not.toContain(`action="/office/site/undo/${saved}"`);
    expect((await send(`${running.server.origin}/office/site`, { headers: { Cookie: intake } })).status).toBe(403);
    expect(existsSync(path.join(running.data, "builds"))).toBe(true);
    expect(builds).toBeGreaterThanOrEqual(3);
  });
});

describe("the media library", () => {
  const upload = (name: string, bytes: Buffer) =>
    api("persistMedia", { asset: { path: `public/uploads/${name}`, content: bytes.toString("base64") } });
  const refusal = async (name: string, bytes: Buffer) => {
    const response = await upload(name, bytes);
    return { status: response.status, error: String(JSON.parse(response.text).error) };
  };
  const jpegStart = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);

  test("a file that is not a picture, a HEIC, a damaged picture or one too large is refused, saying why; nothing is written", async () => {
    const head = git("rev-parse", "HEAD");
    expect(await refusal("notes.jpg", Buffer.from("These are notes, not a photo.\n"))).toEqual({
      status: 415,
      error: "Not saved: notes.jpg is not a JPEG, PNG or WebP photo, nor a PDF.",
    });
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic"), Buffer.alloc(64)]);
    expect(await refusal("visit.jpg", heic)).toMatchObject({ status: 415, error: expect.stringMatching(/HEIC.*JPEG/) });
    // Named as the iPhone names it, in the media library or chosen in an entry: the same help.
    expect(await refusal("IMG_0042.HEIC", heic)).toMatchObject({
      status: 415,
      error: expect.stringMatching(/IMG_0042\.HEIC is a HEIC photo.*Export it as JPEG/),
    });
    const inEntry = await api("persistEntry", {
      dataFiles: [{ path: OFFER, raw: file(OFFER) }],
      assets: [{ path: "public/uploads/IMG_0043.heic", content: heic.toString("base64") }],
    });
    expect(inEntry.status).toBe(415);
    expect(JSON.parse(inEntry.text).error).toMatch(/IMG_0043\.heic is a HEIC photo.*Export it as JPEG/);
    expect(await refusal("broken.jpg", Buffer.concat([jpegStart, Buffer.alloc(2000)]))).toMatchObject({
      status: 415,
      error: expect.stringMatching(/broken\.jpg is not a picture this site can read/),
    });
    const large = Buffer.concat([jpegStart, Buffer.alloc(15.5 * 1024 * 1024)]);
    expect(await refusal("large.jpg", large)).toMatchObject({
      status: 413,
      error: expect.stringMatching(/large\.jpg is 15\.5 MB; a file may be at most 15 MB/),
    });
    const huge = Buffer.concat([jpegStart, Buffer.alloc(20 * 1024 * 1024)]);
    expect(await refusal("huge.jpg", huge)).toMatchObject({
      status: 413,
      error: expect.stringMatching(/at most 15 MB/),
    });
    expect(git("rev-parse", "HEAD")).toBe(head);
    expect(existsSync(path.join(repoDir(), "public/uploads/notes.jpg"))).toBe(false);
  }, 30_000);

  test("a photo is kept upright without its camera data (GPS); a PDF as it is", async () => {
    const sharp = (await import("sharp")).default;
    const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#468" } })
      .jpeg()
      .withExif({ IFD0: { Make: "PhoneCo" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "28/1 2/1 30/1" } })
      .toBuffer();
    expect((await upload("porch.jpg", photo)).status).toBe(200);
    const kept = await sharp(path.join(repoDir(), "public/uploads/porch.jpg")).metadata();
    expect([kept.format, kept.width, kept.height, kept.exif]).toEqual(["jpeg", 600, 400, undefined]);
    expect(git("log", "-1", "--format=%s")).toBe("Media: porch.jpg");
    const pdf = Buffer.from("%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
    expect((await upload("form.pdf", pdf)).status).toBe(200);
    expect(readFileSync(path.join(repoDir(), "public/uploads/form.pdf"))).toEqual(pdf);
  });
});
