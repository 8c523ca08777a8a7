/**
 * JavaScript per page stays flat as articles are added: a copy of the project with 150 more
 * articles (generated Markdown in both languages) builds, lists them, and loads the same JavaScript
 * on every page as the site itself. One extra build, in a temporary directory.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { pageWeight } from "../scripts/page-weight.mjs";
import { buildProject, root, tempProject } from "./temp-project";

const EXTRA = 150;
const project = tempProject("article-growth");
const pages = ["/", "/es", "/about", "/careers", "/blog", "/es/blog", "/blog/safety-tips-aging-in-place"];

beforeAll(() => {
  const blog = path.join(project.dir, "app/content/blog");
  const model = {
    en: readFileSync(path.join(blog, "en/companion-care.md"), "utf8"),
    es: readFileSync(path.join(blog, "es/companion-care.md"), "utf8"),
  };
  for (let i = 1; i <= EXTRA; i++)
    for (const lang of ["en", "es"] as const)
      writeFileSync(
        path.join(blog, lang, `generated-${i}.md`),
        model[lang]
          .replace(/^slug: .*$/m, `slug: "generated-article-${i}"`)
          .replace(/^title: "(.*)"$/m, `title: "$1 (${i})"`)
          .replace(/^featured: .*$/m, "featured: false"),
      );
  const { status, output } = buildProject(project.dir);
  if (status !== 0) throw new Error(output.slice(-3000));
}, 900_000);

afterAll(() => project.remove());

describe(`${EXTRA} more articles`, () => {
  test("are built, listed in the sitemap, and no script carries their slugs", () => {
    const client = path.join(project.dir, "build/client");
    expect(readFileSync(path.join(client, `blog/generated-article-${EXTRA}/index.html`), "utf8")).toContain(
      `(${EXTRA})`,
    );
    expect(readFileSync(path.join(client, "sitemap.xml"), "utf8")).toContain(`/es/blog/generated-article-${EXTRA}`);
  });

  test.each(pages)("%s loads as much JavaScript as with the site's own articles (±100 bytes gzip)", (url) => {
    const grown = pageWeight(path.join(project.dir, "build/client"), url).js;
    const own = pageWeight(path.join(root, "build/client"), url).js;
    expect(Math.abs(grown - own), `${own} → ${grown} bytes`).toBeLessThanOrEqual(100);
  });
});
