import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { adminContentSecurityPolicy, adminHtml, editorBackend } from "../../../scripts/admin";
import { articleFactsSchema, articleWordsSchema } from "./articles";
import { legalFactsSchema, legalWordsSchema } from "./legal";
import { collections } from "./collections";
import { pageWordsList } from "./pages/index";
import { legalPaths } from "../../pages";
import { decapConfig, factsObject, jsonSchema, type DecapField } from "./decap-config";

type Json = Record<string, unknown>;
const config = decapConfig(editorBackend({ CMS_REPO: "agency/site" }));
const editorCollections = config.collections as (Json & { name: string; fields?: DecapField[]; files?: Json[] })[];
const byName = (name: string) => editorCollections.find((c) => c.name === name)!;

/** What a schema says about each field, read straight from zod's JSON Schema, to compare with the editor's. */
function expectAgree(fields: DecapField[], schema: Json, path: string, parentRequired = true) {
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  expect(
    fields.map((f) => f.name),
    path,
  ).toEqual(Object.keys(properties));
  const required = new Set((schema.required as string[] | undefined) ?? []);
  for (const field of fields) {
    const at = `${path}.${field.name}`;
    let prop = properties[field.name]!;
    const nullable = Array.isArray(prop.anyOf);
    if (nullable) prop = { ...(prop.anyOf as Json[]).find((b) => b.type !== "null"), ...prop };
    const isRequired = parentRequired && required.has(field.name) && !nullable && !("default" in prop);
    expect(field.required, `${at}: required`).toBe(isRequired);
    if (prop.format === "date" || prop.widget === "date") {
      expect(field.widget, at).toBe("datetime");
      expect(field.format, at).toBe("YYYY-MM-DD");
      expect(field.time_format, at).toBe(false);
    } else if (prop.enum || prop.const !== undefined) {
      expect(field.widget, at).toBe("select");
      const values = (field.options as unknown[]).map((o) => (typeof o === "object" ? (o as Json).value : o));
      expect(values, at).toEqual(prop.enum ?? [prop.const]);
    } else if (prop.type === "array") {
      const items = prop.items as Json;
      if (items.enum) expect([field.widget, field.multiple], at).toEqual(["select", true]);
      else expect(field.widget, at).toBe("list");
      if (prop.minItems) expect(field.min, at).toBe(prop.minItems);
      if (items.type === "object") expectAgree(field.fields as DecapField[], items, at, isRequired);
      else if (items.type === "string" && !items.enum)
        expect((field.field as DecapField).widget, at).toBe(items.widget ?? "string");
    } else if (prop.type === "object") {
      const properties = Object.keys(prop.properties as Json);
      // Words in both languages: one widget, the two side by side (its own check asks for both).
      // (a license line's number and sample mark come with it, in the same widget).
      expect(field.widget, at).toBe(properties.includes("en") && properties.includes("es") ? "bilingual" : "object");
      if (field.widget === "object") expectAgree(field.fields as DecapField[], prop, at, isRequired);
    } else if (prop.type === "boolean") expect(field.widget, at).toBe("boolean");
    else if (prop.type === "number" || prop.type === "integer") {
      expect(field.widget, at).toBe("number");
      expect(field.value_type, at).toBe(prop.type === "integer" ? "int" : "float");
      if (prop.minimum !== undefined) expect(field.min, at).toBe(prop.minimum);
    } else if (prop.type === "string") {
      expect(["string", "text", "markdown", "image", "relation"], at).toContain(field.widget);
      if (prop.widget) expect(field.widget, at).toBe(prop.widget);
      if (prop.pattern && prop.widget !== "image")
        expect((field.pattern as string[])[0], `${at}: pattern`).toBe(prop.pattern);
    }
  }
}

describe("the editor's configuration and the content schemas agree, field for field", () => {
  it("has one collection per kind of file, the pages' words by group, the articles and the legal pages", () => {
    const groups = [...new Set(pageWordsList.map((p) => p.group))];
    expect(editorCollections.map((c) => c.name)).toEqual([
      ...collections.map((c) => c.name),
      ...groups.map((g) => `pages-${g.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`),
      "articles",
      "legal",
    ]);
  });

  for (const page of pageWordsList)
    it(`page words: ${page.file}, English and Spanish side by side in one file`, () => {
      const editor = editorCollections.find((c) => (c.files ?? []).some((f) => f.name === page.name))!;
      expect(editor.label).toBe(`Pages: ${page.group}`);
      expect(editor.i18n).toMatchObject({ structure: "single_file", locales: ["en", "es"] });
      const file = editor.files!.find((f) => f.name === page.name) as Json & { fields: DecapField[] };
      expect(file).toMatchObject({ file: page.file, i18n: true });
      expectAgree(file.fields, jsonSchema(page.words), page.name);
      // Words are translated; a figure is typed once, on the English side, and copied to the Spanish.
      const every = (fields: DecapField[]): DecapField[] =>
        fields.flatMap((f) => [f, ...(f.widget === "object" ? every(f.fields as DecapField[]) : [])]);
      for (const f of every(file.fields)) expect(f.i18n, f.name).toBe(f.widget === "number" ? "duplicate" : true);
    });

  for (const c of collections)
    it(`${c.name}: ${c.kind === "file" ? c.file : `${c.folder}/{en,es}/<id>.yml`}`, () => {
      const editor = byName(c.name);
      if (c.kind === "file") {
        const [file] = editor.files as (Json & { file: string; fields: DecapField[] })[];
        expect(file!.file).toBe(c.file);
        expectAgree(file!.fields, jsonSchema(c.schema), c.name);
        return;
      }
      expect(editor).toMatchObject({ folder: c.folder, extension: "yml", format: "yml", i18n: true });
      expect(editor.create).toBe(c.facts instanceof z.ZodObject);
      const words = jsonSchema(c.words);
      const wordNames = Object.keys(words.properties as Json);
      const fields = editor.fields!;
      // The words are translated (both languages); the facts are kept in the English file only.
      expectAgree(fields.slice(0, wordNames.length), words, `${c.name} words`);
      expect(fields.slice(0, wordNames.length).every((f) => f.i18n === true)).toBe(true);
      expectAgree(fields.slice(wordNames.length), factsObject(c.facts), `${c.name} facts`);
      expect(fields.slice(wordNames.length).every((f) => f.i18n === false)).toBe(true);
    });

  it("articles: words translated, facts the same in both files, a Markdown body", () => {
    const editor = byName("articles");
    expect(editor).toMatchObject({ folder: "app/content/blog", extension: "md", format: "frontmatter", create: true });
    const words = jsonSchema(articleWordsSchema);
    const n = Object.keys(words.properties as Json).length;
    const fields = editor.fields!;
    expectAgree(fields.slice(0, n), words, "articles words");
    expectAgree(fields.slice(n, -1), jsonSchema(articleFactsSchema), "articles facts");
    expect(fields.slice(n, -1).every((f) => f.i18n === "duplicate")).toBe(true);
    expect(fields.at(-1)).toMatchObject({ name: "body", widget: "markdown", required: true, i18n: true });
  });

  it("legal pages: the three pages (none added or removed), words translated, facts the same, a Markdown body", () => {
    const editor = byName("legal");
    expect(editor).toMatchObject({
      folder: "app/content/legal",
      extension: "md",
      format: "frontmatter",
      i18n: true,
      create: false,
      delete: false,
    });
    const words = jsonSchema(legalWordsSchema);
    const n = Object.keys(words.properties as Json).length;
    const fields = editor.fields!;
    expectAgree(fields.slice(0, n), words, "legal words");
    expect(fields.slice(0, n).every((f) => f.i18n === true)).toBe(true);
    expectAgree(fields.slice(n, -1), jsonSchema(legalFactsSchema), "legal facts");
    expect(fields.slice(n, -1).every((f) => f.i18n === "duplicate")).toBe(true);
    expect(fields.find((f) => f.name === "slug")!.options).toEqual([...legalPaths]);
    expect(fields.find((f) => f.name === "effective")).toMatchObject({ widget: "datetime", required: false });
    expect(fields.at(-1)).toMatchObject({ name: "body", widget: "markdown", required: true, i18n: true });
  });

  it("agency facts: the office hours, a row per line with its words in both languages and its times", () => {
    const [file] = byName("settings").files as (Json & { fields: DecapField[] })[];
    const hours = file!.fields.find((f) => f.name === "hours")!;
    expect(hours).toMatchObject({ widget: "list", required: true });
    const row = hours.fields as DecapField[];
    for (const name of ["days", "hours"]) {
      const words = row.find((f) => f.name === name)!;
      expect((words.fields as DecapField[]).map((f) => [f.name, f.widget])).toEqual([
        ["en", "string"],
        ["es", "string"],
      ]);
    }
    const open = (row.find((f) => f.name === "open")!.fields as DecapField[]).map((f) => f.name);
    expect(open).toEqual(["week", "opens", "closes"]);
  });

  it("agency facts: a license line is one widget, its number and sample mark, then its two wordings side by side", () => {
    const [file] = byName("settings").files as (Json & { fields: DecapField[] })[];
    const regulatory = file!.fields.find((f) => f.name === "regulatory")!.fields as DecapField[];
    for (const line of regulatory) {
      expect(line.widget, line.name).toBe("bilingual");
      expect((line.fields as DecapField[]).map((f) => [f.name, f.widget])).toEqual([
        ["value", "string"],
        ["sample", "boolean"],
        ["en", "string"],
        ["es", "string"],
      ]);
    }
  });

  it("offers: the fields of every offer, required only where every offer has them", () => {
    const fields = byName("offers").fields!;
    expect(fields.find((f) => f.name === "percentOff")).toMatchObject({ widget: "number", required: false });
    expect(fields.find((f) => f.name === "ends")).toMatchObject({ widget: "datetime", required: false });
    expect(fields.find((f) => f.name === "sample")).toMatchObject({ widget: "boolean", required: true });
  });

  it("choices show their words, collapsed rows their summary, dates no time zone", () => {
    const all = (fields: DecapField[]): DecapField[] =>
      fields.flatMap((f) => [f, ...all((f.fields as DecapField[] | undefined) ?? [])]);
    const every = editorCollections.flatMap((c) =>
      all([...(c.fields ?? []), ...((c.files ?? []) as { fields: DecapField[] }[]).flatMap((f) => f.fields)]),
    );
    expect(byName("jobs").fields!.find((f) => f.name === "employmentType")!.options).toEqual([
      { label: "Full-time", value: "FULL_TIME" },
      { label: "Part-time", value: "PART_TIME" },
    ]);
    // Every choice that is a code (FULL_TIME, tampa-bay) has words.
    for (const field of every.filter((f) => f.widget === "select"))
      for (const option of field.options as unknown[])
        if (typeof option === "string") expect(option, field.name).not.toMatch(/^[A-Z]+_[A-Z_]+$|^[a-z]+-[a-z-]+$/);
    const settings = (byName("settings").files as { fields: DecapField[] }[])[0]!.fields;
    expect(settings.find((f) => f.name === "hours")!.summary).toBe("{{fields.days.en}}");
    for (const list of every.filter((f) => f.widget === "list" && f.fields))
      expect(list.summary, `${list.name}: a summary`).toMatch(/^\{\{fields\.[\w.]+\}\}$/);
    for (const date of every.filter((f) => f.widget === "datetime")) expect(date.picker_utc, date.name).toBe(false);
  });

  it("English and Spanish side by side; saves to GitHub when CMS_REPO is set", () => {
    expect(config.i18n).toEqual({ structure: "multiple_folders", locales: ["en", "es"], default_locale: "en" });
    expect(config.backend).toMatchObject({ name: "github", repo: "agency/site", branch: "main" });
    expect(config.local_backend).toBeUndefined();
  });

  it("saves to the site's own server by default (same origin, relative address); npm run edit adds its local backend", () => {
    expect(decapConfig(editorBackend({})).backend).toEqual({ name: "proxy", proxy_url: "/admin/api" });
    expect(decapConfig(editorBackend({})).local_backend).toBeUndefined();
    expect(decapConfig(editorBackend({}, { dev: true })).local_backend).toEqual({
      url: "http://127.0.0.1:8081/api/v1",
    });
  });

  it("drafts (the editorial workflow) on the site's own server; GitHub and npm run edit's files save at once", () => {
    expect(decapConfig(editorBackend({})).publish_mode).toBe("editorial_workflow");
    expect(config.publish_mode).toBe("simple");
    expect(decapConfig(editorBackend({}, { dev: true })).publish_mode).toBe("simple");
  });

  it("warns when GitHub is asked for without CMS_REPO, and builds the own-server editor instead", () => {
    const warnings: string[] = [];
    const backend = editorBackend({ CMS_BACKEND: "github" }, { warn: (line) => warnings.push(line) });
    expect(backend).toMatchObject({ kind: "server", proxyUrl: "/admin/api" });
    expect(warnings.join("\n")).toMatch(/CMS_REPO is not set/);
  });
});

describe("the editor's page", () => {
  it("draws a preview for every collection of entries (the agency facts have none)", () => {
    const previews = readFileSync(path.join(process.cwd(), "admin/preview.js"), "utf8");
    const drawn = [...previews.matchAll(/registerPreviewTemplate\("([\w-]+)"/g)].map((m) => m[1]);
    const withEntries = editorCollections.filter((c) => !c.files).map((c) => c.name);
    expect(drawn.sort()).toEqual(withEntries.sort());
  });

  it("is not indexed and runs no inline script", () => {
    const html = adminHtml("/assets/root.css");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    expect(html.match(/<script src="\/admin\/[^"]+"[^>]*><\/script>/g)).toHaveLength(9);
    // The previews' facts and how they are applied come before the previews that use them.
    expect(html.indexOf("/admin/preview-facts.js")).toBeLessThan(html.indexOf("/admin/page-preview.js"));
    expect(html.indexOf("/admin/page-preview.js")).toBeLessThan(html.indexOf("/admin/preview.js"));
    // Decap waits for the server to say who is signed in.
    expect(html.indexOf("/admin/manual-init.js")).toBeLessThan(html.indexOf("/admin/decap-cms.js"));
    // Decap's missing Spanish words come after Decap; the previews are registered before session.js starts it.
    expect(html.indexOf("/admin/decap-cms.js")).toBeLessThan(html.indexOf("/admin/decap-es.js"));
    expect(html.indexOf("/admin/decap-es.js")).toBeLessThan(html.indexOf("/admin/session.js"));
    expect(html.indexOf("/admin/preview.js")).toBeLessThan(html.indexOf("/admin/session.js"));
    expect(html.indexOf("/admin/choose-file.js")).toBeLessThan(html.indexOf("/admin/session.js"));
    expect(html).toContain('data-stylesheet="/assets/root.css"');
  });

  it("has its own policy: Decap's run-time checks need 'unsafe-eval', nothing is loaded from other hosts", () => {
    const csp = adminContentSecurityPolicy(editorBackend({}));
    expect(csp).toContain("script-src 'self' 'unsafe-eval'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self' blob:;");
    expect(adminContentSecurityPolicy(editorBackend({ CMS_REPO: "a/b" }, { dev: true }))).toMatch(
      /connect-src 'self' blob: https:\/\/api\.github\.com http:\/\/127\.0\.0\.1:8081/,
    );
  });
});

describe("every localized field is editable in both columns", () => {
  /** The fields under `fields`, at any depth, with where they are. */
  const everyField = (fields: DecapField[], at: string): [string, DecapField][] =>
    fields.flatMap((f) => {
      const here = `${at}.${f.name}`;
      const inner = [...((f.fields as DecapField[] | undefined) ?? []), ...(f.field ? [f.field as DecapField] : [])];
      return [[here, f] as [string, DecapField], ...everyField(inner, here)];
    });
  const collectionFields = (c: Json & { name: string; fields?: DecapField[]; files?: Json[] }) =>
    c.files
      ? c.files.flatMap((file) =>
          file.i18n ? [[`${c.name}/${String(file.name)}`, file.fields as DecapField[]] as const] : [],
        )
      : c.i18n
        ? [[c.name, c.fields ?? []] as const]
        : [];

  it("a field whose value differs by language has i18n, and so has every field inside it", () => {
    for (const c of editorCollections)
      for (const [name, fields] of collectionFields(c))
        for (const top of fields) {
          if (top.i18n === false || top.i18n === undefined) continue;
          for (const [at, field] of everyField([top], name))
            expect(field.i18n === true || field.i18n === "duplicate", `${at}: i18n ${String(field.i18n)}`).toBe(true);
        }
  });

  it("an area's nested words (the top of the page, what is particular about care) are translated", () => {
    const areas = everyField(byName("areas").fields!, "areas");
    const nested = areas.filter(([at, f]) => at.split(".").length > 2 && f.i18n === true);
    expect(nested.length).toBeGreaterThan(0);
    for (const label of ["Top of the page", "What is particular about care here"]) {
      const group = areas.find(([, f]) => f.label === label);
      expect(group, label).toBeDefined();
      for (const [at, f] of everyField([group![1]], "areas")) expect(f.i18n, at).toBe(true);
    }
  });
});
