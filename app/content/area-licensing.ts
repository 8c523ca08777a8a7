/**
 * Which office's license covers an area (s. 400.464(2), F.S.): the main office's license covers
 * every office in its own health planning district; an office in another district needs a license
 * of its own. An area is advertised (its page, card, menu entry, finder answers, sitemap line) only
 * when every county it serves is in its office's district and that office is licensed there; the
 * launch check and the build say why an area is not. Whether a license number shows is another
 * rule: a regulatory fact is never stated while it is a sample (./facts.ts).
 *
 * Pure, and free of the site's virtual modules: app/pages.ts decides the area pages from the data
 * files' text with it (./area-files.ts), where React Router reads its route list.
 */
import { districtOf } from "./florida-districts";

/** What the rule reads of an office (app/content/data/settings.yml). */
export interface LicensingOffice {
  id: string;
  main?: boolean;
  city: string;
  county: string;
  name: { en: string };
  license?: { value: string } | null;
}

/** What the rule reads of an area (app/content/data/areas/en/<slug>.yml): none listed means its office's county. */
export interface LicensingArea {
  id: string;
  office: string;
  counties?: readonly string[];
}

/** The main office (the first one if none is marked). */
export const mainOfficeOf = <O extends LicensingOffice>(offices: readonly O[]): O =>
  offices.find((o) => o.main) ?? offices[0]!;

/** Whether an office works under the main office's license (it is in the main office's district). */
export const underMainLicense = (office: LicensingOffice, offices: readonly LicensingOffice[]): boolean =>
  districtOf(office.county) === districtOf(mainOfficeOf(offices).county);

/** Why an area may not be advertised, in a sentence for the build and the launch check; null when it may. */
export function notLicensedFor(area: LicensingArea, offices: readonly LicensingOffice[]): string | null {
  const office = offices.find((o) => o.id === area.office);
  if (!office) return `areas/${area.id}: no office "${area.office}" in the settings`;
  const district = districtOf(office.county);
  const outside = (area.counties ?? []).find((county) => districtOf(county) !== district);
  if (outside !== undefined)
    return `areas/${area.id}: ${outside} County is in health planning district ${districtOf(outside)}, but its office (${office.name.en}, ${office.city}) is in district ${district}; only an office licensed in district ${districtOf(outside)} may serve it (s. 400.464(2), F.S.)`;
  if (!underMainLicense(office, offices) && !office.license)
    return `areas/${area.id}: its office (${office.name.en}, ${office.city}) is in health planning district ${district}, outside the main office's district ${districtOf(mainOfficeOf(offices).county)}, and has no license of its own (offices[${office.id}].license; s. 400.464(2), F.S.)`;
  return null;
}
