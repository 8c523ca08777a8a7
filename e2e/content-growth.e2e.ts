/**
 * JavaScript per page stays flat as articles and areas are added: a copy of the project with 24
 * more articles (generated Markdown in both languages) and 10 more areas (generated area data files)
 * builds, lists them, and loads the same JavaScript on every page as the site itself. One extra
 * build, in a temporary directory.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { pageWeight } from "../scripts/page-weight.mjs";
import { buildProject, root, tempProject } from "./temp-project";
import { slack } from "./machine-load";

const ARTICLES = 24;
const AREAS = 10;
const project = tempProject("content-growth");
const pages = [
  "/",
  "/es",
  "/about",
  "/careers",
  "/blog",
  "/es/blog",
  "/blog/safety-tips-aging-in-place",
  "/service-areas",
  "/es/service-areas",
  "/service-areas/polk-county",
];
const client = path.join(project.dir, "build/client");
const built = (name: string) => readFileSync(path.join(client, name), "utf8");

/** Copies of an article, each with its own slug and title. */
function addArticles() {
  const blog = path.join(project.dir, "app/content/blog");
  const model = {
    en: readFileSync(path.join(blog, "en/companion-care.md"), "utf8"),
    es: readFileSync(path.join(blog, "es/companion-care.md"), "utf8"),
  };
  for (let i = 1; i <= ARTICLES; i++)
    for (const lang of ["en", "es"] as const)
      writeFileSync(
        path.join(blog, lang, `generated-${i}.md`),
        model[lang]
          .replace(/^slug: .*$/m, `slug: "generated-article-${i}"`)
          .replace(/^title: "(.*)"$/m, `title: "$1 (${i})"`)
          .replace(/^featured: .*$/m, "featured: false"),
      );
}

/** Copies of an area's data files, each with its own name (so its own title and towns) and place in the lists. */
function addAreas() {
  const folder = path.join(project.dir, "app/content/data/areas");
  for (const lang of ["en", "es"] as const) {
    const model = readFileSync(path.join(folder, lang, "davenport.yml"), "utf8");
    for (let i = 1; i <= AREAS; i++)
      writeFileSync(
        path.join(folder, lang, `generated-area-${i}.yml`),
        model.replace(/Davenport/g, `Generatedtown ${i}`).replace(/^order: \d+$/m, `order: ${100 + i}`),
      );
  }
}

beforeAll(() => {
  addArticles();
  addAreas();
  const { status, output } = buildProject(project.dir);
  if (status !== 0) throw new Error(output.slice(-3000));
}, slack(900_000));

afterAll(() => project.remove());

describe(`${ARTICLES} more articles and ${AREAS} more areas`, () => {
  test("the articles are built and in the sitemap", () => {
    expect(built(`blog/generated-article-${ARTICLES}/index.html`)).toContain(`(${ARTICLES})`);
    expect(built("sitemap.xml")).toContain(`/es/blog/generated-article-${ARTICLES}`);
  });

  test("the areas are built, in the sitemap, on /service-areas and in every page's Service Areas menu", () => {
    const name = `Generatedtown ${AREAS}`;
    expect(built(`service-areas/generated-area-${AREAS}/index.html`)).toContain(name);
    expect(built("sitemap.xml")).toContain(`/es/service-areas/generated-area-${AREAS}`);
    expect(built("service-areas/index.html")).toContain(name);
    expect(built("about/index.html")).toContain(`href="/service-areas/generated-area-${AREAS}"`);
    expect(built("es/about/index.html")).toContain(`href="/es/service-areas/generated-area-${AREAS}"`);
  });

  test.each(pages)("%s: no script it loads names an added article or area", (url) => {
    const code = pageWeight(client, url)
      .scripts.map((file: string) => readFileSync(path.join(client, file), "utf8"))
      .join("\n");
    expect(code).not.toContain("generated-article-");
    expect(code).not.toContain("generated-area-");
  });

  test.each(pages)("%s loads as much JavaScript as with the site's own content (±100 bytes gzip)", (url) => {
    const grown = pageWeight(client, url).js;
    const own = pageWeight(path.join(root, "build/client"), url).js;
    expect(Math.abs(grown - own), `${own} → ${grown} bytes`).toBeLessThanOrEqual(100);
  });
});
