/**
 * The legal pages say what the law and the issue ask, in both languages: the notice of privacy
 * practices covers 45 CFR 164.520's elements, the privacy policy tells the truth about this site.
 * Facts are read from the config, never retyped here.
 */
import { describe, expect, test } from "vitest";
import { langs, type Lang } from "~/i18n/lang";
import { formatDate } from "~/i18n/dates";
import { legalPaths } from "~/pages";
import { formDestination } from "../form-destination";
import { mainOffice } from "../facts";
import { civilRights, site } from "../site";
import { legalFrontmatter, legalPages, sectionsOf, type LegalPage } from "./legal.server";

const pages = legalPages();
const notice = pages["/notice-of-privacy-practices"];
const policy = pages["/privacy-policy"];

/** The page as one HTML string, and as plain text with entities decoded. */
const html = (page: LegalPage) => page.introHtml + page.bodyHtml;
const text = (page: LegalPage) =>
  html(page)
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

/** Has a heading (h2 or h3) with this id, the anchor rehype-slug gives it. */
const heading = (page: LegalPage, level: 2 | 3, id: string) => html(page).includes(`<h${level} id="${id}">`);

/** The Notice's required parts (45 CFR 164.520(b)) as sections: level and anchor per language. */
const noticeSections: [element: string, level: 2 | 3, ids: Record<Lang, string>][] = [
  [
    "uses and disclosures",
    2,
    { en: "how-we-use-and-share-your-health-information", es: "cómo-usamos-y-compartimos-su-información-de-salud" },
  ],
  [
    "disclosures without authorization",
    2,
    { en: "when-we-may-share-without-your-permission", es: "cuándo-podemos-compartirla-sin-su-permiso" },
  ],
  [
    "uses that need an authorization",
    2,
    { en: "uses-that-need-your-written-permission", es: "usos-que-requieren-su-permiso-por-escrito" },
  ],
  ["rights", 2, { en: "your-rights", es: "sus-derechos" }],
  ["right of access", 3, { en: "get-a-copy-of-your-records", es: "obtener-una-copia-de-su-expediente" }],
  ["right to amend", 3, { en: "ask-us-to-correct-your-records", es: "pedirnos-que-corrijamos-su-expediente" }],
  [
    "right to an accounting of disclosures",
    3,
    {
      en: "get-a-list-of-those-we-shared-your-information-with",
      es: "saber-con-quién-compartimos-su-información",
    },
  ],
  [
    "right to request restrictions",
    3,
    { en: "ask-us-to-limit-what-we-use-or-share", es: "pedirnos-que-limitemos-lo-que-usamos-o-compartimos" },
  ],
  [
    "right to confidential communications",
    3,
    { en: "ask-for-confidential-communications", es: "pedir-comunicaciones-confidenciales" },
  ],
  [
    "right to a paper copy",
    3,
    { en: "get-a-paper-copy-of-this-notice", es: "obtener-una-copia-en-papel-de-este-aviso" },
  ],
  ["the agency's duties", 2, { en: "our-responsibilities", es: "nuestras-responsabilidades" }],
  ["changes to the notice", 2, { en: "changes-to-this-notice", es: "cambios-en-este-aviso" }],
  ["complaints", 2, { en: "how-to-file-a-complaint", es: "cómo-presentar-una-queja" }],
  ["contact person", 2, { en: "contact-person", es: "persona-de-contacto" }],
  ["effective date", 2, { en: "effective-date", es: "fecha-de-vigencia" }],
];

/** Words that must appear, per language. */
const words = {
  header: {
    en: "This notice describes how medical information about you may be used and disclosed and how you can get access to this information",
    es: "Este aviso describe cómo se puede usar y divulgar su información médica y cómo puede usted obtener acceso a esta información",
  },
  isNotice: {
    en: `This page is the ${site.name} Notice of Privacy Practices`,
    es: `Esta página es el Aviso de prácticas de privacidad de ${site.name}`,
  },
  paperCopy: { en: "To get a paper copy", es: "Para obtener una copia en papel" },
  access30Days: {
    en: "within 30 days of your request. If we need more time, we may extend this once, by up to 30 more days, and we will tell you why in writing.",
    es: "en un plazo de 30 días desde su solicitud. Si necesitamos más tiempo, podemos extender el plazo una sola vez, hasta 30 días más, y le diremos por escrito el motivo.",
  },
  hhs: {
    en: "U.S. Department of Health and Human Services, Office for Civil Rights",
    es: "Oficina de Derechos Civiles del Departamento de Salud y Servicios Humanos",
  },
  noRetaliation: {
    en: "No one will retaliate against you for filing a complaint",
    es: "Nadie tomará represalias contra usted por presentar una queja",
  },
  noCookies: { en: "It sets no cookies.", es: "No usa cookies." },
  noTracking: { en: "this website does not track you", es: "este sitio no lo rastrea" },
  noOtherHosts: { en: "It loads nothing from other websites.", es: "No carga nada desde otros sitios web." },
  onlyForms: {
    en: "We receive only what you type into them and send.",
    es: "Solo recibimos lo que usted escribe en ellos y envía.",
  },
  forms: {
    en: ["Consultation request.", "Job application.", "Referral from a health care professional.", "Blog newsletter."],
    es: [
      "Solicitud de consulta.",
      "Solicitud de empleo.",
      "Remisión de un profesional de la salud.",
      "Boletín del blog.",
    ],
  },
} satisfies Record<string, Record<Lang, string | string[]>>;

test("every legal page exists in both languages, with sections and a date", () => {
  for (const path of legalPaths) {
    for (const lang of langs) {
      const page = pages[path][lang];
      expect(page.sections.length, `${path} ${lang}`).toBeGreaterThanOrEqual(5);
      expect(page.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(page.introHtml.length).toBeGreaterThan(100);
    }
  }
});

describe.each(langs)("Notice of Privacy Practices (%s)", (lang) => {
  const page = notice[lang];

  test.each(noticeSections)("has a section on %s", (_element, level, ids) => {
    expect(heading(page, level, ids[lang])).toBe(true);
  });

  // 45 CFR 164.520(c)(3)(i): the website posts the notice itself, not a summary of it.
  test("opens with the required header statement, says it is the notice itself and how to get a paper copy", () => {
    expect(text(page)).toContain(words.header[lang]);
    expect(text(page)).toContain(words.isNotice[lang]);
    expect(text(page)).toContain(words.paperCopy[lang]);
    expect(`${page.head.title} ${page.head.heading} ${page.head.description} ${text(page)}`).not.toMatch(
      /summary|resumen/i,
    );
    expect(page.introHtml).toContain(`tel:${site.phones.main.e164}`);
    expect(page.introHtml).toContain(`mailto:${site.emails.privacy}`);
  });

  test("complaints go to the agency and to HHS OCR, without retaliation", () => {
    expect(text(page)).toContain(words.hhs[lang]);
    expect(page.bodyHtml).toContain('href="https://www.hhs.gov/ocr/complaints"');
    expect(text(page)).toContain(words.noRetaliation[lang]);
  });

  test("the contact person is reached through the config's privacy address, phone and office", () => {
    const contact = page.bodyHtml.split(/<h2 id="(?:contact-person|persona-de-contacto)">/)[1]!.split("<h2")[0]!;
    expect(contact).toContain(`mailto:${site.emails.privacy}`);
    expect(contact).toContain(site.phones.main.display);
    expect(contact).toContain(mainOffice.street);
    expect(contact).toContain(site.name);
  });

  test("the effective date is a date of its own (not 'last updated'), in the page's language", () => {
    expect(page.effective).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const section = page.bodyHtml.split(/<h2 id="(?:effective-date|fecha-de-vigencia)">/)[1]!;
    expect(section).toContain(formatDate(page.effective!, lang));
    expect(section).not.toMatch(/top of this page|arriba/);
  });

  // 45 CFR 164.524(b)(2): act within 30 days, one 30-day extension with the reason in writing.
  test("the right of access gives the legal limit, not a habit", () => {
    expect(text(page)).toContain(words.access30Days[lang]);
    expect(text(page)).not.toMatch(/usually give you a copy|Normalmente le entregaremos/);
  });
});

/** HHS OCR's top 15 languages spoken by people with limited English in Florida, most spoken first. */
const FLORIDA_LANGUAGES = [
  "es",
  "ht",
  "vi",
  "pt-BR",
  "zh-Hant",
  "fr",
  "tl",
  "ru",
  "ar",
  "it",
  "de",
  "ko",
  "pl",
  "gu",
  "th",
];

describe.each(langs)("Privacy Policy (%s)", (lang) => {
  const page = policy[lang];

  test("says the site sets no cookies, tracks no one and calls no other host", () => {
    expect(text(page)).toContain(words.noCookies[lang]);
    expect(text(page)).toContain(words.noTracking[lang]);
    expect(text(page)).toContain(words.noOtherHosts[lang]);
  });

  test("receives only what is typed into the contact, application, referral and newsletter forms", () => {
    expect(text(page)).toContain(words.onlyForms[lang]);
    for (const form of words.forms[lang]) expect(text(page)).toContain(form);
  });

  test("says where form information goes, from the config's delivery mode", () => {
    expect(text(page)).toContain(formDestination(lang));
  });

  test("names the business associate agreements the host and the mail provider need, and the records retention keeps", () => {
    const server = formDestination(lang, "server");
    expect(server).toContain(lang === "en" ? "business associate agreement" : "acuerdo de socio comercial");
    expect(server).not.toMatch(/No outside|Ningún servicio externo/);
    expect(server).toContain(lang === "en" ? "6 years after care ends" : "6 años después de terminar la atención");
    expect(formDestination(lang, "https://forms.example.net/f/1")).toContain(
      lang === "en" ? "business associate agreement" : "acuerdo de socio comercial",
    );
  });

  test("gives the privacy contact from the config", () => {
    expect(page.bodyHtml).toContain(`mailto:${site.emails.privacy}`);
    expect(page.bodyHtml).toContain(`tel:${site.phones.main.e164}`);
  });

  test("points patients to the Notice of Privacy Practices in the same language", () => {
    const href = lang === "en" ? "/notice-of-privacy-practices" : "/es/notice-of-privacy-practices";
    expect(page.introHtml).toContain(`href="${href}"`);
  });
});

test("the section list is the body's h2 headings, with their anchors", () => {
  expect(sectionsOf('<h2 id="a">A &#x26; B</h2><p>x</p><h3 id="c">C</h3><h2 id="d">D</h2>')).toEqual([
    { id: "a", html: "A &#x26; B" },
    { id: "d", html: "D" },
  ]);
  const ids = notice.en.sections.map((s) => s.id);
  expect(ids).toContain("your-rights");
  expect(ids).not.toContain("get-a-copy-of-your-records");
});

test("each h2 and what follows it, up to the next, is a <section> (the part a phone's first frame may leave for later)", () => {
  for (const lang of langs) {
    const page = notice[lang];
    const sections = [...page.bodyHtml.matchAll(/<section>([\s\S]*?)<\/section>/g)].map((m) => m[1]!);
    expect(sections.length).toBe(page.sections.length);
    sections.forEach((section, i) => {
      expect(section.trimStart().startsWith(`<h2 id="${page.sections[i]!.id}">`)).toBe(true);
      expect(section.match(/<h2/g)).toHaveLength(1);
    });
    expect(page.bodyHtml.replace(/<section>[\s\S]*?<\/section>/g, "").trim()).toBe("");
  }
});

describe("a legal page's frontmatter is checked by its schema", () => {
  const file = "app/content/legal/en/privacy-policy.md";
  const good = {
    slug: "/privacy-policy",
    title: "Privacy Policy",
    description: "How the site handles what you type.",
    eyebrow: "Legal",
    heading: "Privacy Policy",
    updated: "2026-11-23",
  };

  test("a good one passes, a cleared optional date counts as absent", () => {
    expect(legalFrontmatter(file, { ...good, effective: "" })).toEqual(good);
  });

  test.each([
    [{ updated: "last week" }, `${file}: updated: expected a date like`],
    [{ slug: "/privacy" }, `${file}: slug: expected one of ${legalPaths.join(", ")}`],
    [{ heading: undefined }, `${file}: heading: missing`],
    [{ author: "me" }, `${file}: author: not a field of this kind of file`],
  ])("%o stops the build naming the file and the field", (change, message) => {
    expect(() => legalFrontmatter(file, { ...good, ...change })).toThrow(message);
  });
});

describe.each(langs)("the notices of Section 1557 (%s)", (lang) => {
  const assistance = pages["/language-assistance"][lang];
  const nondiscrimination = pages["/nondiscrimination"][lang];

  // 45 CFR 92.11: the notice in English and in at least the 15 languages most spoken by people
  // with limited English in the State, each marked with its language for screen readers: HHS OCR's
  // list for Florida, in its order (Portuguese as Florida's speakers write it, Brazilian).
  test("the language-assistance notice has 15 taglines, each in its own language, with the phone and the TTY line", () => {
    const items = [...assistance.bodyHtml.matchAll(/<li lang="([^"]+)"( dir="rtl")?>([\s\S]*?)<\/li>/g)];
    expect(items).toHaveLength(15);
    expect(items.map((m) => m[1])).toEqual(FLORIDA_LANGUAGES);
    expect(items.filter((m) => m[2]).map((m) => m[1])).toEqual(["ar"]);
    for (const item of items) {
      expect(item[3]).toContain(`tel:${site.phones.main.e164}`);
      expect(item[3]).toContain(`tel:${civilRights.tty.value}`);
    }
    expect(assistance.bodyHtml).not.toMatch(/\{lang=/);
  });

  // 45 CFR 92.10: who to contact, the grievance, and the complaint to HHS OCR.
  test("the nondiscrimination notice names the coordinator's role, the TTY line and HHS OCR", () => {
    const all = html(nondiscrimination);
    expect(all).toContain(`tel:${civilRights.tty.value}`);
    expect(all).toContain('href="https://ocrportal.hhs.gov/ocr/portal/lobby.jsf"');
    expect(all).toContain(civilRights.coordinator.sample ? "1557" : civilRights.coordinator.name);
    if (civilRights.coordinator.sample) expect(all).not.toContain(civilRights.coordinator.name);
  });
});
