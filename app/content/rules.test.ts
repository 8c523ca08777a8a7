/**
 * The rules the site states about who pays for care, checked in every page's words in both
 * languages, and the Spanish style rules that a find-and-replace could let slip back in.
 * Sources: s. 400.4765 and s. 400.462, F.S. (family home health aides for medically fragile
 * children); Rule 59G-4.261, F.A.C. (Medicaid private duty nursing, under 21); s. 409.979, F.S.
 * (Long-Term Care); medicare.gov/coverage/home-health-services; 45 CFR 164.520 and 164.524.
 */
import { describe, expect, test } from "vitest";
import { langs, type Lang } from "~/i18n/lang";
import { ui } from "~/i18n/ui";
import { pagePaths } from "~/pages";
import { pageContent } from "./registry.server";
import { areaLabels } from "./areas/labels";
import { application } from "./careers-application";
import { positions } from "./careers-positions";
import { contactForm } from "./contact/contact-form";
import { home } from "./home";
import { servicePages } from "./services";
import { specials } from "./specials";
import { familyAideProgram } from "./site";

const allText = (value: unknown): string[] =>
  typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(allText) : [];

/** Every sentence a visitor can read in a language: each page's content plus the shared words. */
function wordsOf(lang: Lang): string[] {
  const pages = pagePaths.flatMap((path) => allText(pageContent(path, lang)));
  const shared = [ui, areaLabels, application, positions, contactForm].flatMap((m) => allText(m[lang]));
  return [...pages, ...shared].map((t) => t.replace(/<[^>]+>/g, " ").replace(/\s+/g, " "));
}
const words = { en: wordsOf("en"), es: wordsOf("es") };

/** The sentences that mention the family program, in a language. */
const familyProgram = {
  en: /family (home health )?(aide|caregiver) program|get paid to care|paid to care/i,
  es: /programa de auxiliar|programa para familiares|auxiliares familiares|le paguen por|reciba un pago por cuidar/i,
};

describe.each(langs)("family home health aide program (%s)", (lang) => {
  test("is no special: /specials does not present it (paid work for a Medicaid family is no offer)", () => {
    expect(Object.keys(specials[lang])).not.toContain("family");
    expect(allText(specials[lang]).join(" ")).not.toMatch(familyProgram[lang]);
  });

  test("is never offered for any age or for adults", () => {
    const all = words[lang].join("\n");
    expect(all).not.toMatch(/loved ones? of any age|cualquier edad/i);
    expect(all).not.toMatch(/If your loved one has (Florida )?Medicaid, you may be able to/i);
    expect(all).not.toMatch(/Si su ser querido tiene Medicaid/i);
  });

  test("every section that presents it gives the age limit, Medicaid, private duty nursing and the training hours the law sets", () => {
    const { underAge, trainingHours } = familyAideProgram;
    const sections = [home[lang].family!, servicePages["pediatric-care"][lang].familyProgram!];
    for (const section of sections) {
      const text = allText(section).join(" ");
      expect(text).toContain(lang === "en" ? `under ${underAge}` : `menor de ${underAge}`);
      expect(text).toMatch(/Medicaid/);
      expect(text).toMatch(lang === "en" ? /private duty nursing/ : /enfermería privada/);
      expect(text).toContain(`${trainingHours} ${lang === "en" ? "hours" : "horas"}`);
      // Medicaid pays the family aide only for the hours it authorizes, up to the law's daily limit.
      expect(text).toContain(`${lang === "en" ? "up to" : "hasta"} ${familyAideProgram.paidHoursPerDay}`);
      expect(text).toMatch(lang === "en" ? /Medicaid authorizes/ : /Medicaid autoriza/);
    }
  });

  test("wherever a page or article talks about paying family caregivers, it names the age limit", () => {
    const mentions = words[lang].filter((t) => familyProgram[lang].test(t) && t.length > 200);
    expect(mentions.length).toBeGreaterThan(0);
    for (const text of mentions) expect(text).toMatch(/21/);
  });
});

describe.each(langs)("who pays (%s)", (lang) => {
  const all = () => words[lang].join("\n");

  test("Medicaid private duty nursing is not promised to adults", () => {
    expect(all()).not.toMatch(/private duty nursing for children and for adults/i);
    expect(all()).not.toMatch(/enfermería privada de niños y de adultos/i);
  });

  test("Medicare home health is never tied to a hospital stay", () => {
    expect(all()).not.toMatch(/Medicare can pay for [\w\s-]*nursing visits at home after a hospital stay/i);
    expect(all()).not.toMatch(/Medicare puede pagar visitas de enfermería en casa después de una hospitalización/i);
  });

  test("no promise that nothing will go wrong", () => {
    expect(all()).not.toMatch(/no surprises|make sure that does not happen/i);
    expect(all()).not.toMatch(/no haya sorpresas|sin sorpresas|le ayudamos a evitarlo/i);
  });
});

describe("Spanish style", () => {
  const es = () => words.es.join("\n");

  test("Florida takes no article", () => expect(es()).not.toMatch(/\bla Florida\b/));
  test("bathing and dressing are verbs, never 'el vestido'", () =>
    expect(es()).not.toMatch(/\bel vestido\b|\bvestido,/i));
  test("memory care is care for people with dementia or memory loss", () =>
    expect(es()).not.toMatch(/cuidado de la memoria|demencia y la memoria|y de la memoria/i));
  test("part-time is 'a tiempo parcial o intermitente'", () => expect(es()).not.toMatch(/durante parte del día/i));
  test("a list is 'actualizada', not 'al día'", () => expect(es()).not.toMatch(/una lista al día/i));
  test("no companion 'delivers' medicines", () => expect(es()).not.toMatch(/Entrega medicamentos/));
  test("'Cobra' is not a command to the reader", () => expect(es()).not.toMatch(/\bCobra cada semana/));
  test("a nurse reviews medicines and tells the doctor", () => expect(es()).not.toMatch(/ajustar los medicamentos/i));
  test("no leísmo with examinar", () => expect(es()).not.toMatch(/examinarle/));
  test("job titles are not only feminine", () => {
    const titles = positions.es.items.map((p) => p.title);
    for (const title of titles) expect(title).not.toMatch(/^Enfermera (?!o enfermero)/);
  });
});

describe.each(langs)("where the agency works (%s)", (lang) => {
  // Its offices and licensed areas are in Central Florida, Tampa Bay and Miami-Dade, not the whole state.
  test("no page says it serves all of Florida", () => {
    expect(words[lang].join("\n")).not.toMatch(/across Florida|throughout Florida|(en|de) toda Florida/i);
  });
});
