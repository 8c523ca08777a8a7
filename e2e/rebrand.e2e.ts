/**
 * Re-branding is one config: the site built from a second agency's config
 * (e2e/fixtures/second-agency.ts, swapped in by SITE_CONFIG: scripts/site-config.mjs) keeps none
 * of the first agency's name, domain, phone numbers or e-mails in any page, feed, sitemap, JSON-LD
 * block or header file. The same build, in a copy of the project, carries the office's edits: a
 * sentence of every page's words changed in both languages (e2e/fixtures/edited-words.ts) is found
 * on its page. One extra build.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { site as first } from "~/content/site";
import { editEveryPage, type Edit } from "./fixtures/edited-words";
import { site as second } from "./fixtures/second-agency";
import { tempProject } from "./temp-project";

const project = tempProject("rebrand");
const out = path.join(project.dir, "build-rebrand");
afterAll(() => project.remove());
/** Everything the build writes for browsers and hosts except scripts, styles, fonts and images. */
const TEXT = /\.(html|xml|txt|json|webmanifest|conf)$|(^|\/)_headers$/;

const phones = [...Object.values(first.phones), ...first.offices.map((o) => o.phone)];
const emailDomains = new Set(Object.values(first.emails).map((e) => e.split("@")[1]!));
/** The first agency's identity, as any page could write it. */
const old = [
  first.name,
  first.shortName,
  new URL(first.origin).host,
  ...Object.values(first.emails),
  ...emailDomains,
  ...phones.flatMap((p) => [p.display, p.e164, p.display.slice(-8)]),
];

let files: { name: string; text: string }[] = [];
let edits: Edit[] = [];

beforeAll(() => {
  edits = editEveryPage(project.dir);
  execFileSync("npx", ["react-router", "build"], {
    cwd: project.dir,
    env: { ...process.env, SITE_CONFIG: "e2e/fixtures/second-agency.ts", BUILD_DIR: "build-rebrand", PRECOMPRESS: "0" },
    stdio: "pipe",
  });
  files = (readdirSync(out, { recursive: true }) as string[])
    .filter((f) => TEXT.test(f))
    .map((name) => ({ name, text: readFileSync(path.join(out, name), "utf8") }));
}, 600_000);

describe("a second agency's config", () => {
  test("differs from the first in every fact the test looks for", () => {
    for (const value of [second.name, second.shortName, ...Object.values(second.emails)])
      expect(old.some((o) => value.includes(o))).toBe(false);
    expect(second.phones.main.display).not.toBe(first.phones.main.display);
  });

  test("builds every page, the feeds, the sitemap and the header files", () => {
    const names = files.map((f) => f.name);
    expect(names.filter((n) => n.endsWith(".html")).length).toBeGreaterThanOrEqual(75);
    expect(names).toEqual(
      expect.arrayContaining([
        "client/sitemap.xml",
        "client/blog/feed.xml",
        "client/es/blog/feed.xml",
        "client/_headers",
        "nginx-security-headers.conf",
      ]),
    );
    const home = files.find((f) => f.name === "client/index.html")!.text;
    expect(home).toContain(second.name);
    expect(home).toContain(second.phones.main.display);
    expect(home).toContain(second.emails.care);
    expect(home).toContain('"@type":"MedicalBusiness"');
  });

  test("every page's footer carries the real license number and links to the notices, in its language", () => {
    // The site's pages (the editor at /admin/ is no page of the site).
    const pages = files.filter((f) => /^client\/(?!admin\/).*\.html$/.test(f.name));
    const footers = pages.map(({ name, text }) => ({
      name,
      footer: /<footer id="site-footer"[\s\S]*?<\/footer>/.exec(text)?.[0] ?? "",
    }));
    expect(footers.filter((p) => !p.footer.includes(second.regulatory.license.value)).map((p) => p.name)).toEqual([]);
    for (const { name, footer } of footers) {
      const prefix = name.startsWith("client/es/") ? "/es" : "";
      for (const notice of ["/nondiscrimination", "/language-assistance"])
        expect(footer, name).toContain(`href="${prefix}${notice}"`);
    }
  });

  test("a sentence of every page's words and of every area, changed in both languages, is on its page in each", () => {
    const page = (name: string) => files.find((f) => f.name === name)?.text ?? "";
    const at = (p: string) => `client${p === "/" ? "" : p}/index.html`;
    const missing = edits.flatMap(({ path: p, marks }) =>
      (["en", "es"] as const).flatMap((lang) => {
        const name = at(lang === "en" ? p : `/es${p === "/" ? "" : p}`);
        return page(name).includes(marks[lang]) ? [] : [`${name}: ${marks[lang]}`];
      }),
    );
    expect(edits.length).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });

  test("no file keeps the first agency's name, domain, phone numbers or e-mails", () => {
    const left = files.flatMap(({ name, text }) => old.filter((o) => text.includes(o)).map((o) => `${name}: ${o}`));
    expect(left).toEqual([]);
  });
});
