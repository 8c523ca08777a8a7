import { readFileSync } from "node:fs";
import path from "node:path";
import { runInNewContext } from "node:vm";
import { describe, expect, test, vi } from "vitest";
import { placeholdersIn } from "~/content/schemas/words";
import type { Lang } from "~/i18n/lang";
import type { PreviewFacts } from "./preview-facts";

/**
 * The facts of the editor's preview (admin/preview-facts.js) and the preview's own use of them
 * (admin/page-preview.js, run here as the editor runs it): a page's words drawn as the live page
 * shows them, on the demo and on a real origin.
 */
const state = vi.hoisted(() => ({ origin: "" }));
vi.mock("~/content/site", async (importOriginal) =>
  (await import("../../../server/testing/site-override")).siteOverriding(await importOriginal(), () =>
    state.origin ? { origin: state.origin } : {},
  ),
);

async function build(origin: string) {
  state.origin = origin;
  vi.resetModules();
  const facts: PreviewFacts = (await import("./preview-facts")).previewFacts();
  const { home } = await import("~/content/home");
  const { site } = await import("~/content/site");
  return { facts, home, site };
}

/** admin/page-preview.js run with these facts; `words` as Decap's preview hands an entry over, in `lang`. */
function preview(facts: PreviewFacts) {
  const window: Record<string, unknown> = { previewFacts: JSON.parse(JSON.stringify(facts)) };
  runInNewContext(readFileSync(path.join(process.cwd(), "admin/page-preview.js"), "utf8"), { window });
  const api = window.pagePreview as Record<"page", (name: string, entry: unknown) => unknown>;
  const entry = (words: unknown, lang: Lang) => {
    const data = { toJS: () => structuredClone(words) };
    const other = { toJS: () => ({}) };
    return {
      get: (key: string) => (key === "data" ? data : undefined),
      getIn: (keys: string[]) => (keys.join(".") === "i18n.es.data" ? (lang === "es" ? data : other) : undefined),
    };
  };
  return (name: string, words: unknown, lang: Lang) => api.page(name, entry(words, lang));
}

/** The parts of the home page's preview the tests read. */
interface HomeShown {
  head: Record<string, unknown>;
  trust: { intro: unknown; certifications: object };
  insurance: Record<string, unknown>;
}

const rawWords = async (name: string) =>
  (await import(/* @vite-ignore */ `virtual:content/pages/${name}`)) as Record<Lang, unknown>;

/** Every text in some words. */
const texts = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(texts)
      : value && typeof value === "object"
        ? Object.values(value).flatMap(texts)
        : [];

/** The placeholders each page fills only as it shows them (the `Exclude<...>` of its content module). */
const atRender: Record<string, string[]> = {
  home: ["phone", "n", "total"],
  careers: ["rating", "title"],
  specials: ["hours", "percent", "date"],
  "service-areas": ["place", "zip", "name", "area", "miles", "query", "phone", "submit"],
  "area-page": ["area", "phone"],
  reviews: ["rating", "count", "platform"],
  blog: ["total", "shown", "count", "category", "n", "date", "by"],
  navigation: ["city", "founded"],
  screens: ["phone", "number", "name"],
  "form-careers": ["name", "max", "each", "total", "minutes"],
  "form-referral": ["name", "max", "each", "total", "photo", "minutes", "reference", "time"],
  "form-common": ["max"],
};

describe("the preview's facts on the demo", () => {
  test("every placeholder a page's words use has a value in both languages, or the page fills it as it shows it", async () => {
    const { facts } = await build("");
    for (const [name, page] of Object.entries(facts.pages)) {
      expect(page.atRender.sort(), name).toEqual((atRender[name] ?? []).sort());
      const raw = await rawWords(name);
      for (const lang of ["en", "es"] as const)
        for (const used of texts(raw[lang]).flatMap(placeholdersIn))
          expect(
            used in page[lang] || page.hidden.includes(used) || page.atRender.includes(used),
            `${name}: {${used}}`,
          ).toBe(true);
    }
  });

  test("every advertised area has a value for each of its placeholders", async () => {
    const { facts } = await build("");
    const { areaPages } = await import("~/content/areas");
    expect(Object.keys(facts.areas)).toEqual(Object.keys(areaPages));
    const { default: words } = await import("virtual:content/areas/words");
    for (const [slug, area] of Object.entries(facts.areas)) {
      expect(area.atRender, slug).toEqual([]);
      for (const lang of ["en", "es"] as const)
        for (const used of texts(words[lang][slug]).flatMap(placeholdersIn))
          expect(used in area[lang] || area.hidden.includes(used), `${slug}: {${used}}`).toBe(true);
    }
  });

  test.each(["en", "es"] as const)("the home page's preview reads as the page does (%s)", async (lang) => {
    const { facts, home, site } = await build("");
    const shown = preview(facts)("home", (await rawWords("home"))[lang], lang) as HomeShown;
    expect(facts.pages.home![lang].name).toBe(site.name);
    const text = texts(shown).join("\n");
    expect(text).toContain(site.name);
    expect(text).not.toContain("{name}");
    // The demo does not bill Medicare (a regulatory sample is never stated): the words the page shows instead.
    expect(shown.head.intro).toEqual(home[lang].head.intro);
    expect(shown.insurance.heading).toBe(home[lang].insurance.heading);
    expect(shown.insurance.body).toBe(home[lang].insurance.body);
    expect(Object.keys(shown.trust.certifications)).toEqual(["background"]);
    expect(shown.head).not.toHaveProperty("introUntilMedicare");
  });
});

describe("the preview's facts on a real origin", () => {
  test.each(["en", "es"] as const)("a sample fact is hidden, and its sentences left out (%s)", async (lang) => {
    const { facts, home } = await build("https://www.realagency.com");
    expect(facts.pages.home!.hidden).toContain("families");
    expect(facts.pages.home![lang]).not.toHaveProperty("families");
    const raw = texts((await rawWords("home"))[lang]);
    expect(raw.some((t) => t.includes("{families}"))).toBe(true);
    const shown = preview(facts)("home", (await rawWords("home"))[lang], lang) as HomeShown;
    expect(texts(shown).join("\n")).not.toContain("{families}");
    expect(shown.trust).toEqual(expect.objectContaining({ intro: home[lang].trust.intro }));
  });
});
