/**
 * What to do about each kind of sample the config holds (content/site.ts), matched on its path.
 * A sample that matches none of these gets the general instruction (a unit test fails then, so
 * each new kind of fact comes with its own words here).
 */
export interface SampleRule {
  /** Matches the path of a sample fact ("claims.rating", "offices[polk]"). */
  path: RegExp;
  reason: string;
  todo: string;
}

const CONFIRM = "then set `sample: false`";

export const sampleRules: SampleRule[] = [
  {
    path: /^regulatory\./,
    reason: "a sample regulatory status, so no page states it",
    todo: `put in the real number (or accrediting body) from the document itself, ${CONFIRM}; leave it a sample if the agency does not hold it`,
  },
  {
    path: /^civilRights\.coordinator$/,
    reason: "no Section 1557 coordinator named, so the notices give the role only (45 CFR 92.7, 92.10)",
    todo: `name the person who handles discrimination complaints and requests for language help, ${CONFIRM}`,
  },
  {
    path: /^civilRights\.phone$/,
    reason: "the coordinator's phone is a sample, so the notices give the main number",
    todo: `set the number that reaches the Section 1557 coordinator, ${CONFIRM}`,
  },
  {
    path: /^civilRights\.tty$/,
    reason: "the TTY line is not confirmed",
    todo: `keep 711 (Florida Relay) once the office has taken a relay call, or set the agency's own TTY number, ${CONFIRM}`,
  },
  {
    path: /^founded$/,
    reason: "a sample year (the site counts the years in business from it)",
    todo: `set the year the agency began serving patients, ${CONFIRM}`,
  },
  {
    path: /^claims\.(families|professionals|lakelandProfessionals)$/,
    reason: "a sample figure shown as the agency's",
    todo: `count it from the agency's records, ${CONFIRM}`,
  },
  {
    path: /^claims\.(rating|reviewCount|recommendPercent)$|^reviewPlatforms\[/,
    reason: "a sample rating or review count (invented ones are unlawful, 16 CFR part 465)",
    todo: `copy it from the agency's own review profiles, ${CONFIRM}; keep the platform counts adding up to claims.reviewCount`,
  },
  {
    path: /^claims\.(lakelandRadiusMiles|replyWithinHours|referralSetupHours|sameDayStart|applicationCallBusinessDays)$|^responseTimes\[/,
    reason: "a sample promise to families",
    todo: `have the agency's director confirm it can be kept every day, in every area, ${CONFIRM}`,
  },
  {
    path: /^offices\[[^\]]+\]\.license$/,
    reason:
      "a sample license number for an office outside the main office's health planning district (s. 400.464(2), F.S.)",
    todo: `put in the number of that office's own AHCA license, ${CONFIRM}; or remove the license and the office's areas are not advertised`,
  },
  {
    path: /^claims\.(caregiverAward|spanishSpeakingCaregivers)$/,
    reason: "a sample claim about the agency's staff, shown on /reviews",
    todo: `confirm it is true today (the award is given every year; many caregivers speak Spanish), ${CONFIRM}; or set its value to false`,
  },
  {
    path: /^offices\[/,
    reason: "a sample address",
    todo: `put in the office's real street, ZIP code, phone and map position, ${CONFIRM}`,
  },
  {
    path: /^hours\[/,
    reason: "sample office hours",
    todo: `put in the hours the office really answers, ${CONFIRM}`,
  },
  {
    path: /^profiles\./,
    reason: "no profile confirmed, so no link is shown",
    todo: `set the agency's own page there (never the site's home page or a search), or null if it has none, ${CONFIRM}`,
  },
  {
    path: /^testimonials\./,
    reason: "a sample testimonial, written for the demo",
    todo: `replace it with a real person's own words, record their written permission in \`permission\`, ${CONFIRM}; or remove it`,
  },
  {
    path: /^authors\./,
    reason: "a sample author signing health advice",
    todo: `name the clinician who wrote or reviewed the articles, with their real credential, ${CONFIRM}`,
  },
  {
    path: /^offers\[/,
    reason: "a sample offer",
    todo: `have the agency confirm its terms and dates, ${CONFIRM}; or remove it`,
  },
  {
    path: /^licensedServices$/,
    reason: "a sample list of licensed services, so the pages may advertise a service the license does not list",
    todo: `copy the services from the agency's AHCA license, ${CONFIRM}`,
  },
  {
    path: /^insurers$/,
    reason: "a sample list of insurers",
    todo: `list only the plans and programs the agency is contracted with, ${CONFIRM}`,
  },
];

export const generalRule: Omit<SampleRule, "path"> = {
  reason: "a sample value",
  todo: `replace it with the real value, ${CONFIRM}`,
};

export function ruleFor(path: string): Omit<SampleRule, "path"> {
  return sampleRules.find((rule) => rule.path.test(path)) ?? generalRule;
}
