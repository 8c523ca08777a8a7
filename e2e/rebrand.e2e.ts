/**
 * Re-branding is one config: the site built from a second agency's config
 * (e2e/fixtures/second-agency.ts, swapped in by SITE_CONFIG: scripts/site-config.mjs) into
 * a copy of the project keeps none of the first agency's name, domain, phone numbers or e-mails in any
 * page, feed, sitemap, JSON-LD block, header file or script; on its real origin no sample (a
 * review, a team quote, a figure, a rating, a promise of time, an office's street or phone) is
 * anywhere in its output, scripts included, in either language, and
 * the build says what it left out; the photos it places (phone-sized JPEGs with
 * GPS data) show on its pages in every width and format, sized, and without their camera data; and
 * the office's edits, a sentence of every page's words and of every area changed in both languages
 * (e2e/fixtures/edited-words.ts), are each found on their page. One extra build.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { site as first } from "~/content/site";
import { careers } from "~/content/careers";
import { reviews } from "~/content/reviews";
import { areaPages } from "~/content/areas";
import { grouped } from "~/i18n/format";
import { schemaPhone } from "~/lib/structured-data/organization";
import { editEveryPage, type Edit } from "./fixtures/edited-words";
import { site as second } from "./fixtures/second-agency";
import { addSamplePhotos, firstAreaSlug, type SamplePlacement } from "../scripts/sample-photos";
import { PHOTO_FORMATS } from "../scripts/photos";
import { tempProject } from "./temp-project";
import { slack } from "./machine-load";

const root = fileURLToPath(new URL("..", import.meta.url));
/** The second agency's site is built in a copy of the project, with photos of its own. */
const project = tempProject("rebrand");
afterAll(() => project.remove());
const out = path.join(project.dir, "build");
const area = firstAreaSlug(project.dir);
const photos: SamplePlacement[] = [
  {
    id: "second-agency-hero",
    place: "home.family",
    alt: { en: "Photo one of the second agency", es: "Foto uno de la segunda agencia" },
  },
  {
    id: "second-agency-team",
    place: "about",
    alt: { en: "Photo two of the second agency", es: "Foto dos de la segunda agencia" },
  },
  {
    id: "second-agency-careers",
    place: "careers",
    alt: { en: "Photo three", es: "Foto tres" },
    width: 1000,
    height: 750,
  },
  {
    id: "second-agency-area",
    place: `area:${area}`,
    alt: { en: "Photo four", es: "Foto cuatro" },
    width: 900,
    height: 1200,
  },
];
const pageOf = { "home.family": "index.html", about: "about/index.html", careers: "careers/index.html" } as Record<
  string,
  string
>;
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

const { claims } = first;
/**
 * The samples of the first config as a page would write them, in both languages: every review and
 * team quote (words and names), every figure, rating and promise of time, and the demo's mark.
 */
const samples = [
  ...(["en", "es"] as const).flatMap((lang) => [
    ...reviews[lang].featured.items.flatMap((r) => [r.text, r.name]),
    ...careers[lang].team.items.flatMap((m) => [m.quote, m.name]),
    ...first.responseTimes.map((r) => r.time[lang]),
    ...reviews[lang].awards.items
      .filter((a) => a.id === "caregiver-of-the-year" || a.id === "bilingual")
      .map((a) => a.title),
  ]),
  `${grouped(claims.families.value)}+`,
  `${grouped(claims.families.value)} families`,
  `${grouped(claims.families.value)} familias`,
  `${claims.rating.value}/5`,
  `${claims.rating.value} out of 5`,
  `${claims.rating.value} de 5`,
  `${claims.reviewCount.value} reviews`,
  `${claims.reviewCount.value} opiniones`,
  `${claims.recommendPercent.value}%`,
  `>${claims.professionals.value}+<`,
  `${claims.professionals.value}+ professionals`,
  `más de ${claims.professionals.value} profesionales`,
  `más de ${claims.professionals.value} enfermeras`,
  `${claims.lakelandProfessionals.value}+`,
  `${claims.lakelandRadiusMiles.value} miles`,
  `${claims.lakelandRadiusMiles.value} millas`,
  `within ${claims.replyWithinHours.value} hours`,
  `en ${claims.replyWithinHours.value} horas`,
  `plazo de ${claims.replyWithinHours.value} horas`,
  claims.referralSetupHours.value,
  `within ${claims.applicationCallBusinessDays.value} business days`,
  `${claims.applicationCallBusinessDays.value} días hábiles`,
  "data-sample-mark",
];

let files: { name: string; text: string }[] = [];
/** The scripts a browser may load: the islands' and the editor's own (Decap CMS's bundles are the library's). */
let scripts: { name: string; text: string }[] = [];
/** The page data the browser fetches when it moves between pages (`*.data`). */
let pageData: { name: string; text: string }[] = [];
let buildOutput = "";
let edits: Edit[] = [];

beforeAll(async () => {
  await addSamplePhotos(project.dir, photos);
  edits = editEveryPage(project.dir);
  const built = spawnSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"], {
    cwd: project.dir,
    env: { ...process.env, SITE_CONFIG: "e2e/fixtures/second-agency.ts", PRECOMPRESS: "0" },
    encoding: "utf8",
  });
  buildOutput = `${built.stdout}\n${built.stderr}`;
  if (built.status !== 0) throw new Error(`the re-brand build failed:\n${buildOutput.slice(-4000)}`);
  const read = (names: RegExp) =>
    (readdirSync(out, { recursive: true }) as string[])
      .filter((f) => names.test(f))
      .map((name) => ({ name, text: readFileSync(path.join(out, name), "utf8") }));
  files = read(TEXT);
  pageData = read(/\.data$/);
  scripts = read(/^client\/(?!admin\/(\d+\.)?decap-cms\.js$).*\.js$/);
}, slack(600_000));

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

  test("every area page names the license of the office that serves it, in both languages", () => {
    const areaFiles = files.filter((f) => /^client\/(es\/)?service-areas\/[^/]+\/index\.html$/.test(f.name));
    expect(areaFiles.length).toBeGreaterThanOrEqual(16);
    for (const { name, text } of areaFiles) {
      const slug = /service-areas\/([^/]+)\//.exec(name)![1]!;
      const office = second.offices.find((o) => o.id === areaPages[slug]!.en.office)!;
      const own = "license" in office && office.license ? office.license.value : second.regulatory.license.value;
      expect(/<main[\s\S]*<\/main>/.exec(text)![0], name).toContain(own);
    }
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
    const left = [...files, ...scripts].flatMap(({ name, text }) =>
      old.filter((o) => text.includes(o)).map((o) => `${name}: ${o}`),
    );
    expect(left).toEqual([]);
  });

  test("publishes no sample anywhere, in either language, scripts included: its real origin leaves them out", () => {
    expect(samples.length).toBeGreaterThan(30); // else this test proves less
    // The forms' scripts are there, and they read the config (its sample offices by their city alone).
    expect(scripts.filter((f) => /^client\/assets\/island-.*-form-/.test(f.name)).length).toBe(3);
    expect(scripts.some((f) => f.text.includes(second.offices.find((o) => o.sample)!.city))).toBe(true);
    const left = [...files, ...scripts].flatMap(({ name, text }) =>
      samples.filter((s) => text.includes(s)).map((s) => `${name}: ${s}`),
    );
    expect(left).toEqual([]);
  });

  test("publishes no sample office's street or phone in any page, page data, feed or header file: its city and the main number", () => {
    const samples = second.offices.filter((o) => o.sample);
    expect(samples.length).toBeGreaterThanOrEqual(3); // else this test proves less
    const hidden = samples.flatMap((o) => [
      o.street.split(",")[0]!,
      o.phone.display,
      o.phone.e164,
      o.phone.display.slice(-8),
      schemaPhone(o.phone),
    ]);
    const built = [...files, ...pageData, ...scripts];
    expect(built.length).toBeGreaterThan(files.length); // the page data is read too
    const left = built.flatMap(({ name, text }) => hidden.filter((h) => text.includes(h)).map((h) => `${name}: ${h}`));
    expect(left).toEqual([]);
    // The main office is real: its address is on the page; the others are named by their city, with the main number.
    const main = second.offices.find((o) => o.main)!;
    for (const page of ["client/contact/locations/index.html", "client/es/contact/locations/index.html"]) {
      const html = files.find((f) => f.name === page)!.text;
      expect(html, page).toContain(main.street);
      for (const office of samples)
        expect(html, page).toMatch(new RegExp(`<h3 id="office-${office.id}"[^>]*>${office.city}</h3>`));
      expect(html.split(`tel:${second.phones.main.e164}`).length, page).toBeGreaterThan(samples.length);
    }
    expect(buildOutput).toContain(`offices[${samples[0]!.id}]`);
  });

  test("the reviews page, with no real review, says how to reach the agency instead, in both languages", () => {
    for (const [lang, page] of [
      ["en", "client/reviews/index.html"],
      ["es", "client/es/reviews/index.html"],
    ] as const) {
      const html = files.find((f) => f.name === page)!.text;
      const section = /<section[^>]*id="featured-reviews"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
      expect(section).toContain(reviews[lang].none.heading);
      expect(section).not.toContain("<blockquote");
      expect(html).not.toContain(reviews[lang].featured.heading);
    }
  });

  test("the build says which samples it left out", () => {
    expect(buildOutput).toContain("Samples left out of every page");
    expect(buildOutput).toContain("claims.rating");
    expect(buildOutput).toContain("testimonials.reviews[");
  });

  test("shows its own photos: AVIF, WebP and JPEG at each width, sized, described in each language, without camera data", async () => {
    for (const photo of photos) {
      const page = photo.place.startsWith("area:") ? `service-areas/${area}/index.html` : pageOf[photo.place]!;
      for (const [lang, prefix] of [
        ["en", ""],
        ["es", "es/"],
      ] as const) {
        const html = readFileSync(path.join(out, "client", prefix + page), "utf8");
        const picture = new RegExp(
          `<picture>((?:(?!</picture>).)*/photos/${photo.id}-(?:(?!</picture>).)*)</picture>`,
        ).exec(html)?.[1];
        expect(picture, `${photo.id} on ${prefix}${page}`).toBeDefined();
        for (const format of PHOTO_FORMATS.slice(0, 2)) expect(picture).toContain(`type="image/${format}"`);
        const img = /<img [^>]*>/.exec(picture!)![0];
        expect(img).toContain(`alt="${photo.alt[lang]}"`);
        expect(img).toMatch(/ width="\d+" height="\d+"/);
        // The first slide's photo first; a photo at the top of an inner page at once.
        expect(img).toContain(photo.place === "home.family" ? 'fetchPriority="high"' : 'loading="eager"');
        const files = [...picture!.matchAll(/\/photos\/([\w.-]+) (\d+)w/g)];
        expect(files.length).toBeGreaterThanOrEqual(3 * 2);
        for (const [, name, width] of files) {
          const made = await sharp(path.join(out, "client/photos", name!)).metadata();
          expect(made.width).toBe(Number(width));
          expect([made.exif, made.xmp, made.iptc]).toEqual([undefined, undefined, undefined]);
        }
      }
    }
    // The originals (with the camera's data) are not published.
    expect(
      readdirSync(path.join(out, "client")).includes("uploads") ? readdirSync(path.join(out, "client/uploads")) : [],
    ).toEqual([]);
  });
});
