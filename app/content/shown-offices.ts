/**
 * The offices as this build may give them (decision 0009, "Samples on a real origin"). An office
 * whose row is a sample (`sample: true`: the demo's invented street, suite, ZIP code, phone and map
 * position) shows them only on the demo, where they carry the Sample mark. On a real origin the
 * office is named by its city alone, has no address, map link or position, and the main number is
 * given for it; its city, county and the area it covers stay (the office exists, only its
 * particulars are not known yet).
 */
import type { Lang } from "~/i18n/lang";
import { site, type Office, type Phone } from "./site";
import { shown } from "./facts";

export interface ShownOffice {
  id: Office["id"];
  main: boolean;
  /** Its name, or its city alone while its particulars are left out. */
  name: Record<Lang, string>;
  city: string;
  region: Office["region"];
  coverage: Record<Lang, string>;
  /** Street (with the suite) and ZIP code for the address and the map link; null while left out. */
  address: { street: string; city: string; region: Office["region"]; postalCode: string } | null;
  /** Its own number, or the main number while its own is left out. */
  phone: Phone;
  /** Its map position, null while left out. */
  geo: Office["geo"] | null;
  /** Whether what is shown is the demo's sample: the office's details carry the Sample mark. */
  sample: boolean;
}

/** One office of the config as this build may show it. */
export function shownOffice(office: Office, mainPhone: Phone = site.phones.main): ShownOffice {
  const { id, city, region, coverage } = office;
  const known = { id, main: Boolean(office.main), city, region, coverage };
  if (!shown(office))
    return { ...known, name: { en: city, es: city }, address: null, phone: mainPhone, geo: null, sample: false };
  const address = { street: office.street, city, region, postalCode: office.postalCode };
  return { ...known, name: office.name, address, phone: office.phone, geo: office.geo, sample: office.sample };
}

/** Every office, in the config's order. */
export const shownOffices: ShownOffice[] = site.offices.map((office) => shownOffice(office));

/** The office an area or a page names by id. */
export function shownOfficeById(id: Office["id"]): ShownOffice {
  const found = shownOffices.find((o) => o.id === id);
  if (!found) throw new Error(`site.offices has no office "${id}"`);
  return found;
}

/** The main office (the first one if none is marked): the address the site gives first. */
export const shownMainOffice: ShownOffice = shownOffices.find((o) => o.main) ?? shownOffices[0]!;

/** The address on one line: "1200 South Florida Avenue, Suite 200, Lakeland, FL 33803". */
export const addressLine = (a: NonNullable<ShownOffice["address"]>): string =>
  `${a.street}, ${a.city}, ${a.region} ${a.postalCode}`;
