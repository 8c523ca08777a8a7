/**
 * What still has to change in the config (content/site.ts) before the site goes live:
 * `npm run check:launch` prints this list and fails while it is not empty; `npm run build`
 * prints it as a warning. Each rule reads the config, never a copy of it.
 */
import { site as config, type Offer, type Office, type Phone, type Placeholder } from "~/content/site";
import { daysLeft } from "./offers";

export interface LaunchItem {
  /** Where in content/site.ts: "emails.care", "offices[tampa-bay]". */
  field: string;
  /** The value as it stands. */
  value: string;
  /** Why it cannot go live as it is. */
  reason: string;
}

/** The part of the config the check reads (a test passes a re-branded variant). */
export interface LaunchConfig {
  origin: string;
  emails: Record<string, string>;
  phones: Record<string, Phone>;
  license: Placeholder & { number: string };
  accreditation: Placeholder & { en: string };
  offices: readonly Pick<Office, "id" | "street" | "city" | "phone" | "placeholder">[];
  links: Record<string, string>;
  formEndpoint: string;
  offers: readonly Offer[];
}

/** Offers ending within this many days are listed: renew them or let them go knowingly. */
export const OFFER_WARNING_DAYS = 14;

const RESERVED_HOST = /\.(example|test|invalid|localhost)$|^localhost$/;
/** 555-0100 to 555-0199 are reserved for fiction in North America; any 555 number is suspect. */
const FICTIONAL_PHONE = /^\+1\d{3}555\d{4}$/;

const host = (url: string) => new URL(url).hostname;

export function launchCheck(site: LaunchConfig = config, now: Date = new Date()): LaunchItem[] {
  const items: LaunchItem[] = [];
  const add = (field: string, value: string, reason: string) => items.push({ field, value, reason });

  if (RESERVED_HOST.test(host(site.origin)))
    add("origin", site.origin, "a reserved domain: set the site's real address");
  for (const [key, email] of Object.entries(site.emails)) {
    if (RESERVED_HOST.test(email.split("@")[1] ?? ""))
      add(`emails.${key}`, email, "a reserved domain: mail never arrives");
  }
  const phones: [string, Phone][] = [
    ...Object.entries(site.phones),
    ...site.offices.map((o): [string, Phone] => [`offices[${o.id}].phone`, o.phone]),
  ];
  const seen = new Set<string>();
  for (const [field, phone] of phones) {
    const key = `${phone.e164},${phone.ext ?? ""}`;
    if (FICTIONAL_PHONE.test(phone.e164) && !seen.has(key)) {
      seen.add(key);
      add(field.startsWith("offices") ? field : `phones.${field}`, phone.display, "a fictional 555 number");
    }
  }
  if (site.license.placeholder) add("license", site.license.number, "placeholder: the line is hidden on the site");
  if (site.accreditation.placeholder)
    add("accreditation", site.accreditation.en, "placeholder: the line is hidden on the site");
  for (const office of site.offices) {
    if (office.placeholder) add(`offices[${office.id}]`, `${office.street}, ${office.city}`, "placeholder address");
  }
  for (const [key, url] of Object.entries(site.links)) {
    if (new URL(url).pathname === "/") add(`links.${key}`, url, "a site's home page, not the agency's profile");
  }
  if (site.formEndpoint === "console") {
    add("formEndpoint", "console", 'forms only log what visitors send: use "server" or an https endpoint');
  }
  for (const offer of site.offers) {
    const left = daysLeft(offer, now);
    if (left !== null && left <= OFFER_WARNING_DAYS)
      add(`offers[${offer.id}]`, `ends ${offer.ends}`, offerReason(offer, left));
  }
  return items;
}

function offerReason(offer: Offer, left: number): string {
  if (left < 0) return "has ended and is hidden: extend it or remove it";
  return left === 0 ? "ends today" : `ends in ${left} day${left === 1 ? "" : "s"}`;
}

/** Where the forms go, printed beside the list: "server" works only with the site's own server running. */
export function whereFormsGo(endpoint: string = config.formEndpoint): string {
  if (endpoint === "server")
    return "Forms go to this site's own server (/api/forms/…): run it with `npm start` (docs/deploying.md). A static host alone cannot receive them; its start-up log says whether DATA_KEY, OFFICE_PASSWORD and SMTP_URL are set.";
  if (endpoint === "console") return "Forms go nowhere: they only log what visitors type in the browser.";
  return `Forms go to ${endpoint}.`;
}

/** The list as printed by `npm run check:launch` and the build. */
export function formatLaunchCheck(items: LaunchItem[]): string {
  if (items.length === 0) return "Launch check: no placeholders left in app/content/site.ts.";
  const width = Math.max(...items.map((i) => i.field.length));
  return [
    `Launch check: ${items.length} placeholder${items.length === 1 ? "" : "s"} left in app/content/site.ts:`,
    ...items.map((i) => `  ${i.field.padEnd(width)}  ${i.value}  — ${i.reason}`),
  ].join("\n");
}
