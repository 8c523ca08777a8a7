/**
 * What every built page (build/client, both languages, the not-found pages too) says about the
 * agency, read from the HTML files themselves: the visible text, the meta tags, the JSON-LD and
 * the page data all count.
 * 1. While the config's regulatory facts are samples, no page claims the agency is licensed,
 *    Medicare-certified or accredited, in English or Spanish.
 * 2. Every page's footer says to call 911 in a medical emergency, with a tel:911 link.
 * BUILD_DIR reads another build (the re-brand test's).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { describe, expect, test } from "vitest";
import { site } from "~/content/site";

const client = path.resolve(process.env.BUILD_DIR ?? "build", "client");
// The site's pages; the editor at /admin/ is none.
const files = (readdirSync(client, { recursive: true }) as string[]).filter(
  (f) => f.endsWith(".html") && !f.startsWith("admin/"),
);
const html = (file: string) => readFileSync(path.join(client, file), "utf8");

/** Every word of the file: tags dropped, their attribute values (meta content, alt, aria-label) kept. */
function words(source: string): string {
  const attributes = [...source.matchAll(/\s(?:content|alt|aria-label|title)="([^"]*)"/g)].map((m) => m[1]);
  const text = source.replace(/<[^>]+>/g, " ");
  return [text, ...attributes]
    .join(" ")
    .replace(/\\u003c|\\n|\\"/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/** The words an agency uses to claim a license, Medicare certification or accreditation. */
const CLAIMS = [
  /\blicensed\b/i,
  /\blicense (no\.|number|#)/i,
  /\bcertified\b/i,
  /\baccredit(ed|ation)\b/i,
  /\blicenciad[oa]s?\b/i,
  /\blicencia\b/i,
  /\bcertificad[oa]s?\b/i,
  /\bacreditad[oa]s?\b/i,
  /\bacreditación\b/i,
];

/**
 * The same words where they describe someone else than the agency, removed before the check:
 * staff credentials (licensed nurses, certified aides, the licenses a job requires, the license an
 * applicant enters, Florida not certifying aides), a contractor's license, a school's
 * accreditation, and the rule that Medicare pays only a Medicare-certified agency (any agency, not
 * this one).
 */
const NOT_ABOUT_THE_AGENCY = [
  /licensed[- ](registered[- ]|practical[- ]|vocational[- ])?nurses?/gi,
  /licensed (RN|LPN)s?/gi,
  /certified[- ](nursing assistants?|aides?|home health aides?|HHAs?)/gi,
  /aides? (is|are) certified/gi,
  /licensed contractor/gi,
  /accredited physical therapy program/gi,
  /your agency is Medicare-certified/gi,
  /certified CNAs?/gi,
  /certified-nursing-assistant/gi, // the job posting's id in its structured data
  /the agency must be Medicare-certified/gi,
  /only a certified home health agency/gi,
  /an agency they have certified or enrolled/gi,
  /una agencia que hayan certificado o inscrito/gi,
  /through a Medicare-certified agency/gi,
  /licencia de asistente de enfermería certificad[oa]/gi,
  /licencia de enfermería vigente/gi,
  /licencia (de RN|de LPN|de fisioterapeuta|de conducir|multiestatal|vigente|o certifica\w+|de asistente|de Florida)/gi,
  /licencias? y certificados?/gi,
  /enfermer[oa]s?[^.,"]{0,30} con licencia/gi,
  /(auxiliar|asistente)(es|s)?[^.,"]{0,40} certificad[oa]s?/gi,
  /(su|número de|tipo y número de su) licencia/gi,
  /certificados? de (auxiliar|Florida)/gi,
  /programa de fisioterapia acreditado/gi,
  /contratista con licencia/gi,
  /la agencia está certificada por Medicare/gi,
  /la agencia debe estar certificada por Medicare/gi,
  /una agencia certificada( por Medicare)?/gi,
  /certificados? (vigente )?de (CNA|asistente)/gi,
  /no da licencia ni certificación/gi,
  /licencia, certificación o capacitación/gi,
];

const regulatorySamples = [site.regulatory.license, site.regulatory.medicare, site.regulatory.accreditation].every(
  (fact) => fact.sample,
);

describe("claims in the built pages", () => {
  test("the build has every page in both languages", () => {
    expect(files.length).toBeGreaterThanOrEqual(75);
    expect(files.filter((f) => f.startsWith("es/")).length).toBeGreaterThanOrEqual(37);
  });

  // Once a regulatory fact is real the pages may state it; this check is for the sample config.
  test.skipIf(!regulatorySamples).for(files)("no license, certification or accreditation claimed: %s", (file) => {
    let text = words(html(file));
    for (const exception of NOT_ABOUT_THE_AGENCY) text = text.replace(exception, " ");
    const claims = CLAIMS.flatMap((re) => {
      const m = re.exec(text);
      return m ? [text.slice(Math.max(0, m.index - 50), m.index + m[0].length + 30)] : [];
    });
    expect(claims).toEqual([]);
    for (const fact of Object.values(site.regulatory)) if (fact.sample) expect(text).not.toContain(fact.value);
  });

  test("the exceptions leave a claim in place", () => {
    const claim = (s: string) => {
      let text = s;
      for (const exception of NOT_ABOUT_THE_AGENCY) text = text.replace(exception, " ");
      return CLAIMS.some((re) => re.test(text));
    };
    expect(claim("Our licensed practical nurses visit. Certified aides help.")).toBe(false);
    expect(claim("Medicare certified")).toBe(true);
    expect(claim("We are a home health agency licensed by the State of Florida.")).toBe(true);
    expect(claim("Somos una agencia con licencia del estado de Florida.")).toBe(true);
    expect(claim("Certificada por Medicare")).toBe(true);
    expect(claim("Acreditada por ACHC")).toBe(true);
  });
});

describe("911 on every page", () => {
  test.for(files)("the footer says to call 911 in a medical emergency: %s", (file) => {
    // The page's footer alone is parsed (a whole page takes jsdom ten times as long).
    const source = html(file);
    const lang = /<html[^>]* lang="([^"]+)"/.exec(source)?.[1];
    const footer = JSDOM.fragment(/<footer[\s\S]*<\/footer>/.exec(source)?.[0] ?? "");
    const link = footer.querySelector(`footer a[href="tel:${site.emergencyNumber}"]`);
    expect(link?.textContent).toBe(
      lang === "es"
        ? `¿Emergencia médica? Llame al ${site.emergencyNumber}`
        : `Medical emergency? Call ${site.emergencyNumber}`,
    );
  });
});
