// @vitest-environment node
/**
 * The live build on a real server with a fake publish (each build names a stylesheet of its own,
 * as Tailwind's hashed name changes when the content does, and carries the forms' words it was
 * made with): after two publishes every office page and form page the server writes links a
 * stylesheet that is served, and a published change to a form's words shows on its thank-you
 * page at once.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { BuildCommand } from "../editor/publisher";
import { contentRelease } from "../testing/test-release";
import { makeStaff, signIn } from "../testing/test-office";
import { formPost, removeDir, send, startTestServer, type TestServer } from "../testing/test-support";
import { FORM_WORDS_FILE, formWordsNow } from "./form-words";

const MARK = "app/content/data/publish-mark.txt";

/** A build whose stylesheet and thank-you heading carry the content's mark. */
const fakeBuild: BuildCommand = async (repoDir, outDir) => {
  const mark = readFileSync(path.join(repoDir, MARK), "utf8").trim();
  mkdirSync(path.join(outDir, "client/assets"), { recursive: true });
  const css = `/assets/root-${mark}.css`;
  const page = `<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="${css}"/></head><body><h1>${mark}</h1></body></html>`;
  writeFileSync(path.join(outDir, "client/index.html"), page);
  writeFileSync(path.join(outDir, "client/404.html"), page);
  writeFileSync(path.join(outDir, `client${css}`), `h1{color:#000}/*${mark}*/`);
  writeFileSync(
    path.join(outDir, "serve.json"),
    JSON.stringify({ headers: [{ source: "**", headers: [{ key: "X-Build", value: mark }] }] }),
  );
  const words = formWordsNow();
  words.contact.en.sent.heading = `Thank you (${mark})`;
  words.contact.es.sent.heading = `Gracias (${mark})`;
  writeFileSync(path.join(outDir, FORM_WORDS_FILE), JSON.stringify(words));
  return { ok: true, output: "" };
};

let running: TestServer;
let releaseDir: string;
let owner = "";

async function publish(mark: string) {
  const { repo, publisher } = running.server;
  await repo.ensure();
  mkdirSync(path.join(repo.dir, path.dirname(MARK)), { recursive: true });
  writeFileSync(path.join(repo.dir, MARK), `${mark}\n`);
  await repo.commit([MARK], { name: "Test", email: "test@example.com" }, `Mark ${mark}`);
  await publisher.publish();
  expect(publisher.state().last).toMatchObject({ ok: true });
}

const stylesheetOf = (html: string) => /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1];

beforeAll(async () => {
  releaseDir = contentRelease();
  running = await startTestServer({ editor: { releaseDir, build: fakeBuild } });
  owner = await signIn(running.server, await makeStaff(running.server, { role: "owner", email: "owner@example.com" }));
}, 60_000);

afterAll(async () => {
  await running.close();
  removeDir(releaseDir);
});

describe("after two publishes that change the stylesheet", () => {
  beforeAll(async () => {
    await publish("first");
    await publish("second");
  }, 60_000);

  test("every office page and form page links the live stylesheet, and it is served", async () => {
    const { origin } = running.server;
    const pages = [
      await send(`${origin}/office`),
      await send(`${origin}/office`, { headers: { Cookie: owner } }),
      await send(`${origin}/office/staff`, { headers: { Cookie: owner } }),
      await send(`${origin}/office/account`, { headers: { Cookie: owner } }),
      await send(`${origin}/office/nothing-here`, { headers: { Cookie: owner } }),
      await send(`${origin}/forms/contact/sent`),
      await send(`${origin}/es/forms/referral/sent`),
      await formPost(`${origin}/api/forms/contact`, { name: "", phone: "" }, { Origin: origin }),
    ];
    for (const page of pages) {
      const href = stylesheetOf(page.text);
      expect(href).toBe("/assets/root-second.css");
      expect((await send(`${origin}${href}`)).status).toBe(200);
    }
    // The build before still serves its own stylesheet (a page it sent just before the swap); the first no more.
    expect((await send(`${origin}/assets/root-first.css`)).status).toBe(200);
    expect((await send(`${origin}/assets/root-test.css`)).status).toBe(404);
  });

  test("the office's answers carry the live build's headers", async () => {
    const page = await send(`${running.server.origin}/office`);
    expect(page.headers["x-build"]).toBe("second");
  });

  test("a form's thank-you page says the published words at once, in both languages", async () => {
    const { origin } = running.server;
    expect((await send(`${origin}/forms/contact/sent`)).text).toContain("Thank you (second)");
    expect((await send(`${origin}/es/forms/contact/sent`)).text).toContain("Gracias (second)");
  });
});
