import { describe, expect, test } from "vitest";
import { site } from "~/content/site";
import { areaPages } from "~/content/areas";
import { translate } from "~/i18n/language-context";
import type { UiKey } from "~/i18n/ui";
import { langs, localizePath, stripLang } from "~/i18n/lang";
import { articleSlugs, isPagePath, pagePaths, type PagePath } from "~/pages";
import { breadcrumbId, breadcrumbListJsonLd, breadcrumbTrail } from "./breadcrumbs";
import { jsonLdText as serializeJsonLd } from "./json-ld";
import { openingHours, organizationJsonLd, profileLinks, schemaPhone } from "./organization";
import { languageTag, webPageJsonLd } from "./web-page";

const main = site.offices.find((o) => "main" in o && o.main)!;
const digits = (phone: string) => phone.replace(/\D/g, "");

/** Every key used anywhere in a JSON value. */
function keys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keys);
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => [k, ...keys(v)]);
  return [];
}

describe.each(langs)("the agency's structured data (%s)", (lang) => {
  const org = JSON.parse(serializeJsonLd(organizationJsonLd(lang)));

  test("is a MedicalBusiness with the config's name, address, phone and e-mail", () => {
    expect(org["@context"]).toBe("https://schema.org");
    expect(org["@type"]).toBe("MedicalBusiness");
    expect(org.name).toBe(site.name);
    expect(org.url).toBe(site.origin + localizePath("/", lang));
    expect(digits(org.telephone)).toBe(digits(site.phones.main.e164));
    expect(org.email).toBe(site.emails.care);
    expect(org.address).toMatchObject({
      streetAddress: main.street,
      addressLocality: main.city,
      addressRegion: main.region,
      postalCode: main.postalCode,
    });
  });

  test("serves the nine areas, named in the page's language", () => {
    expect(org.areaServed.map((a: { name: string }) => a.name)).toEqual(
      Object.values(areaPages).map((area) => area[lang].name),
    );
  });

  test("lists each satellite office with its address and phone", () => {
    const satellites = site.offices.filter((o) => o !== main);
    expect(org.department).toHaveLength(satellites.length);
    satellites.forEach((office, i) => {
      expect(org.department[i].address.streetAddress).toBe(office.street);
      expect(digits(org.department[i].telephone)).toBe(digits(office.phone.e164));
      expect(org.department[i].name).toContain(office.name[lang]);
    });
  });

  test("has the office hours, the profiles and both languages; never reviews or ratings", () => {
    expect(org.openingHoursSpecification).toEqual(openingHours());
    expect(org.sameAs).toEqual(profileLinks);
    expect(profileLinks).toEqual(Object.values(site.profiles).flatMap((p) => (p.value ? [p.value] : [])));
    expect(org.knowsLanguage).toEqual(["en", "es"]);
    expect(keys(org)).not.toContain("review");
    expect(keys(org)).not.toContain("aggregateRating");
  });
});

test("the machine-readable office hours say what the printed hours say", () => {
  const to24 = (time: string) => {
    const [, h, m, ampm] = /^(\d{1,2}):(\d{2})\s(AM|PM)$/.exec(time.trim())!;
    return `${String((Number(h) % 12) + (ampm === "PM" ? 12 : 0)).padStart(2, "0")}:${m}`;
  };
  for (const row of site.hours) {
    const times = row.hours.en.split("–");
    if (times.length === 2) expect([row.open.opens, row.open.closes]).toEqual(times.map(to24));
    else expect(row.open.opens).toBeUndefined();
  }
  const days = site.hours.flatMap((row) => row.open.week);
  expect(new Set(days).size).toBe(7);
  expect(openingHours()).toHaveLength(site.hours.filter((r) => r.open.opens).length);
});

test("phones are written in international form, with the extension", () => {
  expect(schemaPhone({ e164: "+17275550100" })).toBe("+1-727-555-0100");
  expect(schemaPhone({ e164: "+17275550100", ext: "2" })).toBe("+1-727-555-0100;ext=2");
});

test("a JSON-LD block cannot close its <script> element", () => {
  const out = serializeJsonLd({
    "@context": "https://schema.org",
    "@type": "Thing",
    name: "</script><script>alert(1)</script>",
  });
  expect(out).not.toContain("</script");
  expect(JSON.parse(out).name).toBe("</script><script>alert(1)</script>");
});

describe("breadcrumbs", () => {
  const name = (lang: "en" | "es") => (key: UiKey) => translate(lang, key);
  const names = (path: PagePath, lang: "en" | "es", page = "This page") =>
    breadcrumbTrail(path, lang, page, name(lang)).map((c) => c.name);
  const hrefs = (path: PagePath, lang: "en" | "es") => breadcrumbTrail(path, lang, "x", name(lang)).map((c) => c.href);

  test("follow the route hierarchy, in the page's language", () => {
    expect(names("/services/personal-care", "en", "Personal Care")).toEqual(["Home", "Services", "Personal Care"]);
    expect(names("/services/personal-care", "es", "Cuidado personal")).toEqual([
      "Inicio",
      "Servicios",
      "Cuidado personal",
    ]);
    expect(hrefs("/services/personal-care", "es")).toEqual(["/es", "/es/services", "/es/services/personal-care"]);
    expect(names("/contact/insurance", "en", "Insurance")).toEqual(["Home", "Contact", "Insurance"]);
    expect(names("/contact/insurance", "es", "Seguros")).toEqual(["Inicio", "Contacto", "Seguros"]);
    expect(names("/service-areas/tampa", "es", "Tampa")).toEqual(["Inicio", "Áreas de servicio", "Tampa"]);
    expect(names(`/blog/${articleSlugs[0]}`, "en", "An article")).toEqual(["Home", "Blog", "An article"]);
    expect(names("/privacy-policy", "es", "Política de privacidad")).toEqual(["Inicio", "Política de privacidad"]);
    expect(names("/about", "en", "About Us")).toEqual(["Home", "About Us"]);
  });

  test("a section page ends with its section name; the home page has none", () => {
    expect(names("/services", "en", "Home Health Care Services")).toEqual(["Home", "Services"]);
    expect(names("/blog", "es", "Blog de salud")).toEqual(["Inicio", "Blog"]);
    expect(breadcrumbTrail("/", "en", "Home", name("en"))).toEqual([]);
  });

  test.each(langs)("every page's trail leads through pages to itself (%s)", (lang) => {
    for (const path of pagePaths.filter((p) => p !== "/")) {
      const trail = breadcrumbTrail(path, lang, "x", name(lang));
      expect(trail[0]!.href).toBe(localizePath("/", lang));
      expect(trail.at(-1)!.href).toBe(localizePath(path, lang));
      for (const crumb of trail) {
        expect(isPagePath(stripLang(crumb.href))).toBe(true);
        expect(crumb.url).toBe(site.origin + encodeURI(crumb.href));
        expect(crumb.name).not.toMatch(/^nav\./);
      }
    }
  });

  test("BreadcrumbList: positions from 1 and absolute URLs", () => {
    const slug = articleSlugs.find((s) => s.includes("'"))!;
    const trail = breadcrumbTrail(`/blog/${slug}`, "es", "Artículo", name("es"));
    const list = JSON.parse(serializeJsonLd(breadcrumbListJsonLd(trail)));
    expect(list["@type"]).toBe("BreadcrumbList");
    expect(list["@id"]).toBe(breadcrumbId(trail));
    expect(list.itemListElement.map((i: { position: number }) => i.position)).toEqual([1, 2, 3]);
    expect(list.itemListElement[2].item).toBe(`${site.origin}${encodeURI(`/es/blog/${slug}`)}`);
    expect(() => new URL(list.itemListElement[2].item)).not.toThrow();
  });
});

test.each(langs)("every page is a WebPage in its language (%s)", (lang) => {
  const page = webPageJsonLd({ path: "/contact", lang, name: "Contact", description: "d", aboutAgency: true });
  expect(page.inLanguage).toBe(languageTag(lang));
  expect(page.inLanguage).toBe(lang === "en" ? "en-US" : "es-US");
  expect(page.url).toBe(site.origin + localizePath("/contact", lang));
});
