/**
 * What still has to change in the config (content/site.ts) before the site goes live:
 * `npm run check:launch` prints this list and fails while it is not empty; `npm run build`
 * prints it as a warning. Each rule reads the config, never a copy of it. Listed: reserved
 * domains and fictional numbers, every fact still marked `sample: true` (found by walking the
 * whole config: ./config-samples.ts), testimonials without written permission, the referral
 * offer without its legal review, a license line that would not show the number, a profile link
 * that is no profile, forms that send nothing, offers about to end, articles not reviewed in
 * the last 12 months, and areas no office licensed for their health planning district serves.
 */
import { civilRights, site, type Offer, type Phone, type SignOff } from "~/content/site";
import { articleReviews, nextReview } from "~/content/blog/articles.server";
import { unadvertisedAreas } from "~/content/areas/index";
import type { IsoDate } from "~/content/schemas/fields";
import { RESERVED_HOST } from "~/content/samples";
import { describeFact, findSamples } from "./config-samples";
import { ruleFor } from "./launch-check-todo";
import { daysLeft, floridaDate } from "~/lib/offers";

export interface LaunchItem {
  /** Where in content/site.ts: "emails.care", "offices[tampa-bay]", "claims.rating". */
  field: string;
  /** The value as it stands. */
  value: string;
  /** Why it cannot go live as it is. */
  reason: string;
  /** What a person has to do about it. */
  todo: string;
}

/** The whole config the check reads: `site` and the facts kept out of it (read by the build only). */
export const config = { ...site, civilRights };

/** The parts of the config the named rules read; the sample rule walks all of it. */
export interface LaunchConfig {
  origin: string;
  emails: Record<string, string>;
  phones: Record<string, Phone>;
  offices: readonly { id: string; phone: Phone }[];
  profiles: Record<string, { value: string | null }>;
  testimonials: Record<string, readonly { id: string; permission: SignOff | null }[]>;
  formEndpoint: string;
  offers: readonly Offer[];
  regulatory: { license: { en: string; es: string } };
}

/** An article's last review (app/content/blog/: `reviewed` in its frontmatter). */
export interface ArticleReviewDate {
  slug: string;
  reviewed: IsoDate;
}

/** Offers ending within this many days are listed: renew them or let them go knowingly. */
export const OFFER_WARNING_DAYS = 14;

/** 555-0100 to 555-0199 are reserved for fiction in North America; any 555 number is suspect. */
const FICTIONAL_PHONE = /^\+1\d{3}555\d{4}$/;

const host = (url: string) => new URL(url).hostname;
/** A site's home page or a search results page: never the agency's own profile. */
const notAProfile = (url: string) => {
  const u = new URL(url);
  return u.pathname === "/" || u.pathname.startsWith("/search") || u.searchParams.has("q");
};

export function launchCheck(
  site: LaunchConfig = config,
  now: Date = new Date(),
  reviews: readonly ArticleReviewDate[] = articleReviews(),
  unadvertised: readonly string[] = unadvertisedAreas,
): LaunchItem[] {
  const items: LaunchItem[] = [];
  const add = (field: string, value: string, reason: string, todo: string) =>
    items.push({ field, value, reason, todo });

  if (RESERVED_HOST.test(host(site.origin)))
    add("origin", site.origin, "a reserved domain", "set the site's real address (https://...)");
  for (const [key, email] of Object.entries(site.emails)) {
    if (RESERVED_HOST.test(email.split("@")[1] ?? ""))
      add(`emails.${key}`, email, "mail to a reserved domain never arrives", "set a mailbox someone reads");
  }
  const phones: [string, Phone][] = [
    ...Object.entries(site.phones).map(([key, phone]): [string, Phone] => [`phones.${key}`, phone]),
    ...site.offices.map((o): [string, Phone] => [`offices[${o.id}].phone`, o.phone]),
  ];
  const seen = new Set<string>();
  for (const [field, phone] of phones) {
    const key = `${phone.e164},${phone.ext ?? ""}`;
    if (FICTIONAL_PHONE.test(phone.e164) && !seen.has(key)) {
      seen.add(key);
      add(field, phone.display, "a fictional 555 number", "set the number the agency answers");
    }
  }
  for (const { path, fact } of findSamples(site)) {
    const rule = ruleFor(path);
    add(path, describeFact(fact), rule.reason, rule.todo);
  }
  for (const [key, profile] of Object.entries(site.profiles)) {
    if (profile.value && notAProfile(profile.value))
      add(
        `profiles.${key}`,
        profile.value,
        "a site's home page or a search, not the agency's profile",
        "link the agency's own page, or set null",
      );
  }
  for (const [group, list] of Object.entries(site.testimonials)) {
    for (const t of list) {
      if (!t.permission)
        add(
          `testimonials.${group}[${t.id}].permission`,
          "none recorded",
          "no written permission to publish it (16 CFR part 465; HIPAA for a patient)",
          "record who gave written permission and when, or remove the testimonial",
        );
    }
  }
  for (const offer of site.offers) {
    if (offer.id === "referral-credit" && !offer.legalSignOff)
      add(
        `offers[${offer.id}].legalSignOff`,
        "none recorded",
        "a reward for referring patients can be patient brokering whoever pays (s. 817.505, F.S.), and a kickback when Medicare or Medicaid pays (42 U.S.C. 1320a-7b(b)); the offer stays off every page until then",
        "have the agency's lawyer review the offer and record it in legalSignOff, or remove the offer",
      );
  }
  // s. 400.464(4)(a), F.S.: an agency's advertisement carries its license number; the footer of
  // every page shows the license line once it is real, so the line must name the number.
  for (const lang of ["en", "es"] as const) {
    const line = site.regulatory.license[lang];
    if (!line.includes("{value}"))
      add(
        `regulatory.license.${lang}`,
        line,
        "the license line does not show the license number, which every advertisement must carry (s. 400.464(4)(a), F.S.)",
        "write {value} where the number goes",
      );
  }
  // s. 400.464(2), F.S.: an office outside the main office's health planning district is licensed
  // on its own; an area is advertised only from an office licensed for its district.
  for (const why of unadvertised) {
    const [field, reason] = why.split(/: (.*)/s) as [string, string];
    add(
      field,
      "not advertised",
      reason,
      "serve the area from an office licensed in its district (set that office's `license`), or leave it unadvertised",
    );
  }
  for (const { slug, reviewed } of reviews) {
    if (nextReview(reviewed) <= floridaDate(now))
      add(
        `articles[${slug}].reviewed`,
        reviewed,
        "health advice not reviewed in the last 12 months",
        "have a clinician check the article against its sources, correct it, and set `reviewed` to that day",
      );
  }
  if (site.formEndpoint === "console")
    add(
      "formEndpoint",
      "console",
      "forms only log what visitors send",
      'use "server" (this site\'s own server, `npm start`) or an https endpoint (README: Connect the forms)',
    );
  for (const offer of site.offers) {
    const left = daysLeft(offer, now);
    if (left !== null && left <= OFFER_WARNING_DAYS)
      add(`offers[${offer.id}].ends`, `ends ${offer.ends}`, offerReason(left), "extend it, or remove it");
  }
  return items;
}

function offerReason(left: number): string {
  if (left < 0) return "has ended and is hidden";
  return left === 0 ? "ends today" : `ends in ${left} day${left === 1 ? "" : "s"}`;
}

/** Where the forms go, printed beside the list: "server" works only with the site's own server running. */
export function whereFormsGo(endpoint: string = config.formEndpoint): string {
  if (endpoint === "server")
    return "Forms go to this site's own server (/api/forms/…): run it with `npm start` (docs/deploying.md). A static host alone cannot receive them; its start-up log says whether DATA_KEY and SMTP_URL are set, and how to make the office's first owner.";
  if (endpoint === "console") return "Forms go nowhere: they only log what visitors type in the browser.";
  return `Forms go to ${endpoint}.`;
}

/** The list as printed by `npm run check:launch` and the build. */
export function formatLaunchCheck(items: LaunchItem[]): string {
  if (items.length === 0)
    return "Launch check: nothing left to replace or sign off in the config (app/content/data/, app/content/site.ts).";
  const width = Math.max(...items.map((i) => i.field.length));
  return [
    `Launch check: ${items.length} item${items.length === 1 ? "" : "s"} to replace or sign off in the config (app/content/data/settings.yml and the other data files, then app/content/site.ts):`,
    ...items.map((i) => `  ${i.field.padEnd(width)}  ${i.value}\n  ${" ".repeat(width)}  — ${i.reason}: ${i.todo}.`),
  ].join("\n");
}
