/**
 * The agency as schema.org structured data, built here and nowhere else, from the config only
 * (app/content/site.ts; area names from the area pages, app/content/areas/). Shown on the pages listed in
 * `organizationPages`, in the page's language.
 *
 * Type: schema.org has no "home health agency" type. MedicalBusiness ("a business run by health
 * professionals", a LocalBusiness, so Google's local business features read it) is the most
 * precise fit: its narrower types are clinics, practices and shops that patients visit, while
 * this agency's care happens in the patient's home. `medicalSpecialty` says what kind of care
 * (nursing, senior and children's care). Never review or rating markup: Google ignores a
 * business's reviews of itself on its own site, and the site's review numbers are claims.
 */
import { site, type HoursRow } from "~/content/site";
import { shownMainOffice, shownOffices, type ShownOffice } from "~/content/shown-offices";
import { founded, shownHours } from "~/content/facts";
import { areaPages } from "~/content/areas";
import type { PagePath } from "~/pages";
import { localizePath, type Lang } from "~/i18n/lang";
import { directionsHref } from "~/lib/contact";
import { ogImage } from "~/lib/meta";

/** The pages that describe the agency itself carry its structured data. */
export const organizationPages: readonly PagePath[] = ["/", "/about", "/contact", "/contact/locations"];

/** Stable identifier of the agency's node, the same in both languages. */
export const organizationId = `${site.origin}/#organization`;

const SCHEMA = "https://schema.org/";

/** The agency's own profiles on other sites that are set (a map link or a search is not a profile). */
export const profileLinks: string[] = Object.values(site.profiles).flatMap((p) => (p.value ? [p.value] : []));

/** The office's address; its town alone while its street and ZIP code are a sample this build leaves out. */
function postalAddress(office: ShownOffice) {
  return {
    "@type": "PostalAddress",
    ...(office.address && { streetAddress: office.address.street }),
    addressLocality: office.city,
    addressRegion: office.region,
    ...(office.address && { postalCode: office.address.postalCode }),
    addressCountry: "US",
  };
}

/** Dialled number in international form, with the extension if any: "+1-863-555-0142". */
export function schemaPhone(phone: { e164: string; ext?: string }): string {
  const digits = phone.e164.replace(/^\+1/, "");
  const number = `+1-${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  return phone.ext ? `${number};ext=${phone.ext}` : number;
}

/** site.hours as openingHoursSpecification: the rows this build may show with opening times (closed days are left out). */
export function openingHours(hours: readonly HoursRow[] = shownHours) {
  return hours
    .filter((row) => row.open.opens && row.open.closes)
    .map((row) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: row.open.week.map((day) => SCHEMA + day),
      opens: row.open.opens,
      closes: row.open.closes,
    }));
}

/**
 * The agency in a language: main office, hours, areas served, satellite offices, profiles. An
 * office whose particulars are a sample this build leaves out is named by its town, with the main
 * number and no street (content/shown-offices.ts).
 */
export function organizationJsonLd(lang: Lang) {
  const main = shownMainOffice;
  const satellites = shownOffices.filter((o) => o !== main);
  return {
    "@context": "https://schema.org",
    "@type": "MedicalBusiness",
    "@id": organizationId,
    name: site.name,
    alternateName: site.shortName,
    url: site.origin + localizePath("/", lang),
    image: site.origin + ogImage.path,
    logo: `${site.origin}/apple-touch-icon.png`,
    telephone: schemaPhone(site.phones.main),
    email: site.emails.care,
    ...(founded !== null && { foundingDate: String(founded) }),
    address: postalAddress(main),
    ...(main.address && { hasMap: directionsHref(main.address) }),
    openingHoursSpecification: openingHours(),
    medicalSpecialty: ["Nursing", "Geriatric", "Pediatric"].map((s) => SCHEMA + s),
    knowsLanguage: ["en", "es"],
    areaServed: Object.values(areaPages).map((area) => ({ "@type": "AdministrativeArea", name: area[lang].name })),
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: schemaPhone(site.phones.emergency),
      email: site.emails.care,
      availableLanguage: ["English", "Spanish"],
    },
    department: satellites.map((office) => ({
      "@type": "MedicalBusiness",
      "@id": `${site.origin}/#office-${office.id}`,
      name: `${site.name}, ${office.name[lang]}`,
      telephone: schemaPhone(office.phone),
      address: postalAddress(office),
      openingHoursSpecification: openingHours(),
      parentOrganization: { "@id": organizationId },
    })),
    sameAs: profileLinks,
  };
}
